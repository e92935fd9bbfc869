/**
 * Builds the Pakistan site (default English at /, Urdu under /ur/) from a temporary copy of content/ and
 * checks the pages marketing edits: every promotion gets a page in every language, an added file shows up
 * after a rebuild, and a bad frontmatter stops the build naming the file and the field.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';

const ROOT = resolve(import.meta.dirname, '../../..');
const pakistan = loadAllTenants().find((t) => t.id === 'pakistan');
if (!pakistan) throw new Error('tenants/pakistan.json is needed for this test');

const work = mkdtempSync(join(tmpdir(), 'content-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of content/ to change freely, and a build of pakistan from it. */
function copyContent(name: string): string {
  const dir = join(work, name);
  cpSync(join(ROOT, 'content'), dir, { recursive: true });
  return dir;
}

function build(contentDir: string, outDir: string) {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      TENANT: 'pakistan',
      OUT_DIR: outDir,
      CONTENT_DIR: contentDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      // CI=true makes astro colour its log; the assertions read plain text.
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

const slugs = readdirSync(join(ROOT, 'content/pakistan/en/promotions')).map((f) => f.replace(/\.md$/, ''));

describe('building pakistan from content/', () => {
  const out = join(work, 'site');
  const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

  beforeAll(() => {
    const content = copyContent('edited');
    // Marketing adds a promotion in English only: it must appear in Urdu too (falling back to English).
    writeFileSync(
      join(content, 'pakistan/en/promotions/zz-weekend-reload.md'),
      [
        '---',
        'title: Weekend reload bonus 20%',
        'type: deposit',
        'image: /promotions/welcome.svg',
        'start: 2026-01-01',
        'order: 9',
        'summary: Deposit on Saturday or Sunday and get 20% extra, up to Rs 5,000.',
        '---',
        '',
        'Every weekend, **20% extra** on your first deposit of the day.',
      ].join('\n'),
    );
    const { status, output } = build(content, out);
    expect(status, output).toBe(0);
  });

  it('writes a detail page per promotion in the default language and under /ur/', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const slug of [...slugs, 'zz-weekend-reload']) {
      expect(existsSync(join(out, 'promotions', slug, 'index.html')), slug).toBe(true);
      expect(existsSync(join(out, 'ur/promotions', slug, 'index.html')), `ur ${slug}`).toBe(true);
    }
  });

  it('lists every promotion with a link to its page, and the added one after a rebuild', () => {
    const list = page('promotions');
    for (const slug of slugs) expect(list).toContain(`href="/promotions/${slug}/"`);
    expect(list).toContain('Weekend reload bonus 20%');
    expect(page('ur/promotions')).toContain('href="/ur/promotions/zz-weekend-reload/"');
    expect(list).toMatch(/<input[^>]*type="radio"[^>]*id="promotions-filter-deposit"/);
  });

  it('renders the Urdu pages right to left from the Urdu files, with a notice on a fallback page', () => {
    const urdu = page('ur/promotions/welcome-bonus');
    expect(urdu).toMatch(/<html lang="ur" dir="rtl"/);
    expect(urdu).toContain('خوش آمدید بونس');
    expect(urdu).toContain('href="/ur/promotions/"');
    const fallback = page('ur/promotions/zz-weekend-reload');
    expect(fallback).toContain('<div lang="en">');
    expect(fallback).toContain('<strong>20% extra</strong>');
  });

  it('builds /help with a section and contents link per hash', () => {
    for (const path of ['help', 'ur/help']) {
      const help = page(path);
      for (const hash of ['terms', 'privacy', 'responsible-gaming', 'faq']) {
        expect(help, `${path}#${hash}`).toContain(`<section id="${hash}"`);
        expect(help, `${path} contents → #${hash}`).toContain(`href="#${hash}"`);
      }
    }
  });

  it('builds /download with a build-time QR code and a link for each app', () => {
    const download = page('download');
    for (const href of Object.values(pakistan.appDownload)) expect(download).toContain(`href="${href}"`);
    expect(download.match(/<svg role="img" aria-label="QR code for the Indus Play/g)).toHaveLength(3);
  });

  it("contains no other merchant's content", () => {
    // Titles of the Bangladesh and Myanmar promotions (the region dialog may name those brands).
    expect(page('promotions')).not.toContain('welcome bonus up to ৳10,000');
    expect(page('promotions')).not.toContain('football cashback');
    expect(page('help')).not.toContain('Myanmar kyat');
  });
});

describe('a bad frontmatter', () => {
  it('fails the build naming the file and each bad field', () => {
    const content = copyContent('broken');
    const file = join(content, 'pakistan/ur/promotions/broken-offer.md');
    writeFileSync(
      file,
      '---\ntitle: Offer\ntype: lottery\nimage: javascript:alert(1)\nstart: 2026-01-01\norder: first\nsummary: x\n---\n',
    );
    const { status, output } = build(content, join(work, 'broken-site'));
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toContain('type: must be one of new-member, deposit');
    expect(output).toContain('image: must be an image path under public/');
    expect(output).toMatch(/order.*Expected type `"number"`/);
  });
});
