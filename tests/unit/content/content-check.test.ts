/**
 * The build's content check (scripts/lib/content-check.ts), which buildTenant runs before astro: a bad file is
 * named with its field and fix in one line each, and only the merchant being built is read, so another merchant's
 * broken file never stops this one's build.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentProblems, publicFileExists } from '../../../scripts/lib/content-check';

const ROOT = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const content = join(work, 'content');
cpSync(join(ROOT, 'content'), content, { recursive: true });
const publicDir = join(ROOT, 'public');

it("passes the repository's content of every merchant", () => {
  for (const id of ['bangladesh', 'myanmar', 'pakistan']) expect(contentProblems(id, content, publicDir)).toEqual([]);
});

it("names the file, the field and the fix, and stops only that merchant's build", () => {
  const file = join(content, 'pakistan/ur/promotions/welcome-bonus.md');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/^type: .*$/m, 'type: lottery').replace('{money:', '{money:lots}{money:'));
  const problems = contentProblems('pakistan', content, publicDir);
  expect(
    problems.some((line) => /pakistan\/ur\/promotions\/welcome-bonus\.md: type: must be one of new-member/.test(line)),
  ).toBe(true);
  expect(
    problems.some(
      (line) =>
        line.includes('welcome-bonus.md: title: has a malformed amount token {money:lots}') ||
        line.includes('welcome-bonus.md: summary: has a malformed amount token {money:lots}') ||
        line.includes('welcome-bonus.md: body: has a malformed amount token {money:lots}'),
    ),
  ).toBe(true);
  for (const line of problems) expect(line).not.toMatch(/\n|at .*\(|Error:/);
  expect(contentProblems('bangladesh', content, publicDir)).toEqual([]);
});

it('checks pictures against the public folder only', () => {
  expect(publicFileExists('/promotions/welcome.svg', publicDir)).toBe(true);
  expect(publicFileExists('/promotions/nothing.svg', publicDir)).toBe(false);
  expect(publicFileExists('/../package.json', publicDir)).toBe(false);
});

it("leaves out the optional fields Decap writes empty (end: ''), which the schema would refuse", async () => {
  const { withoutEmptyOptionals } = await import('../../../scripts/lib/cms/cms-backend');
  const raw = "---\ntitle: A\nend: ''\nimageAlt: \norder: 1\n---\n\nend: '' stays in the body\n";
  expect(withoutEmptyOptionals(raw)).toBe("---\ntitle: A\norder: 1\n---\n\nend: '' stays in the body\n");
  expect(withoutEmptyOptionals('no frontmatter')).toBe('no frontmatter');
});
