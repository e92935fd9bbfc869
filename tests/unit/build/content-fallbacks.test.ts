import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentFallbacks } from '../../../scripts/lib/content-fallbacks';

const nepal = { id: 'nepal', languages: ['en', 'bn'] as const, defaultLanguage: 'en' as const };
let dir: string;
const page = (path: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), '---\ntitle: x\n---\n');
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a merchant's content that falls back is named before its build", () => {
  it('no folder at all: no promotions and no help pages', () => {
    expect(contentFallbacks({ ...nepal, languages: [...nepal.languages] }, dir)).toEqual([
      expect.stringMatching(/nepal\/ does not exist: the site has no promotions and no help pages/),
    ]);
  });

  it('a page missing in a language names the default-language page shown instead', () => {
    page('nepal/en/promotions/welcome.md');
    page('nepal/en/promotions/rebate.md');
    page('nepal/bn/promotions/welcome.md');
    page('nepal/en/help/terms.md');
    page('nepal/bn/help/terms.md');
    expect(contentFallbacks({ ...nepal, languages: [...nepal.languages] }, dir)).toEqual([
      expect.stringMatching(
        /nepal\/bn\/promotions\/rebate\.md is missing: bn pages show .*nepal\/en\/promotions\/rebate\.md\./,
      ),
    ]);
  });

  it('nothing in the default language: that kind of page is empty everywhere', () => {
    page('nepal/en/help/terms.md');
    page('nepal/bn/help/terms.md');
    expect(contentFallbacks({ ...nepal, languages: [...nepal.languages] }, dir)).toEqual([
      expect.stringMatching(/nepal\/en\/promotions\/ has no pages: no promotions in any language\./),
    ]);
  });

  it('says nothing for the shipped merchants, whose content is complete', async () => {
    const { loadAllTenants } = await import('../../../src/config/load-tenants');
    for (const tenant of loadAllTenants()) expect(contentFallbacks(tenant), tenant.id).toEqual([]);
  });
});
