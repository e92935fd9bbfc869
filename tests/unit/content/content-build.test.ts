/**
 * Builds the Pakistan site (default English at /, Urdu under /ur/) from a temporary copy of content/ and
 * checks the pages marketing edits: every promotion gets a page in every language, an added file shows up
 * after a rebuild, and a bad frontmatter stops the build naming the file and the field. Both astro builds (the
 * good one and the one a bad file stops) run side by side in the one hook, which keeps a timeout of its own.
 */
import { spawn } from 'node:child_process';
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

/** `astro build` of pakistan from `contentDir` into `outDir`: its exit code and its output as plain text. */
function build(contentDir: string, outDir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
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
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 180_000,
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolvePromise({ status, output: stripVTControlCharacters(Buffer.concat(chunks).toString('utf8')) }),
    );
  });
}

/** A promotion whose frontmatter breaks three rules, in the Urdu folder of a copy of content/. */
function brokenContent(): { dir: string; file: string } {
  const dir = copyContent('broken');
  const file = join(dir, 'pakistan/ur/promotions/broken-offer.md');
  writeFileSync(
    file,
    '---\ntitle: Offer\ntype: lottery\nimage: javascript:alert(1)\nstart: 2026-01-01\norder: first\nsummary: x\n---\n',
  );
  return { dir, file };
}

const SITE = join(work, 'site');
let builds: {
  site: { status: number | null; output: string };
  broken: { file: string; status: number | null; output: string };
};

// Two real astro builds, side by side: about 8 s of CPU for the site (bundling every page, whatever the
// content) and 2 s for the one a bad file stops at its content sync, so far past the 10 s hook default
// once two runs share the two cores. Every case reads their output; none builds again.
beforeAll(async () => {
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
  const bad = brokenContent();
  const [site, stopped] = await Promise.all([build(content, SITE), build(bad.dir, join(work, 'broken-site'))]);
  builds = { site, broken: { file: bad.file, ...stopped } };
}, 180_000);

const slugs = readdirSync(join(ROOT, 'content/pakistan/en/promotions')).map((f) => f.replace(/\.md$/, ''));

describe('building pakistan from content/', () => {
  const out = SITE;
  const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

  beforeAll(() => {
    expect(builds.site.status, builds.site.output).toBe(0);
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
    const { file, status, output } = builds.broken;
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toContain('type: must be one of new-member, deposit');
    expect(output).toContain('image: must be an image path under public/');
    expect(output).toMatch(/order.*Expected type `"number"`/);
  });
});
