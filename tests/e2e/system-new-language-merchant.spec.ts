/**
 * A merchant in a language, script and currency no code names, added while `npm start` runs: the test-only Nepal
 * file (Nepali, NPR, रू) is dropped into the served tenants/ folder and built with `npm run build -- --tenant`, as the
 * README's "Add a merchant" says; the running server then serves its Nepali home, and the browser draws its text
 * with the site's own Devanagari subset. It runs with the system tests, alone after the rest: its build is a real
 * astro build, which takes both cores for most of a minute (hence test.slow()). In Nepali alone, the smallest site a
 * tenant builds. The file and its site are removed afterwards.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openFont } from '../../scripts/lib/fonts-source';
import { NEPAL_FIXTURE } from '../unit/config/tenant-fixtures';
import { expect, test } from './fixtures';
import { E2E_PORT } from './fixtures/e2e-env';
import {
  addTemporaryTenant,
  buildTemporaryTenant,
  removeTemporaryTenant,
  TEMPORARY_TENANT_ID,
} from './support/temporary-tenant';

const SITE = join(resolve(import.meta.dirname, '../..'), 'dist', TEMPORARY_TENANT_ID);

test.use({ popups: 'dismissed' });

/**
 * What `npm run build` said and wrote for the new merchant: its pages, compressed twins and summary row, the
 * namespaces Nepali shows in English (said before the build), and a Nepali home in Devanagari whose every letter is
 * in the font subset it preloads. (This was the unit build-script test's one real build, of the same file: the two
 * built the same site, tests/merged-browser-cases.md.)
 */
async function expectBuiltSite(output: string): Promise<void> {
  const id = TEMPORARY_TENANT_ID;
  expect(output).toMatch(new RegExp(`\\[1/1\\] ${id}: \\d+ pages in`));
  expect(existsSync(join(SITE, 'index.html.br'))).toBe(true);
  expect(existsSync(join(SITE, 'index.html.gz'))).toBe(true);
  expect(output).toMatch(/tenant\s+pages\s+home JS, static \(kB br\)\s+home CSS \(kB br\)\s+seconds/);
  expect(output).toMatch(new RegExp(`${id}\\s+\\d+\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+\\d+\\.\\d`));
  expect(output).toMatch(new RegExp(`${id}: ne pages show these namespaces in en \\(.*\\): .*money`));
  const home = readFileSync(join(SITE, 'index.html'), 'utf8');
  expect(home).toMatch(/<html lang="ne"/);
  expect(home).toContain('लग इन');
  const font = /<link rel="preload" href="\/(_astro\/font-devanagari-own-400\.[\w-]+\.woff2)" as="font"/.exec(
    home,
  )?.[1];
  expect(font, 'the home preloads its Devanagari subset').toBeDefined();
  const drawn = new Set((await openFont(join(SITE, font ?? ''))).characterSet);
  const shown = new Set([...home.replace(/<[^>]*>/g, ' ')].map((c) => c.codePointAt(0) as number));
  const devanagari = [...shown].filter((point) => point >= 0x0900 && point <= 0x097f);
  expect(devanagari.length).toBeGreaterThan(30);
  expect(devanagari.filter((point) => !drawn.has(point))).toEqual([]);
}
test.afterEach(removeTemporaryTenant);

test('a Nepali merchant dropped into tenants/ is served after its build, its text drawn in its own font', async ({
  page,
}) => {
  test.slow();
  const nepal = JSON.parse(readFileSync(NEPAL_FIXTURE, 'utf8'));
  addTemporaryTenant({ ...nepal, languages: ['ne'] });
  const build = await buildTemporaryTenant();
  expect(build.status, build.output).toBe(0);
  await expectBuiltSite(build.output);

  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://${TEMPORARY_TENANT_ID}.localhost:${E2E_PORT}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const login = page.getByRole('banner').getByRole('link', { name: 'लग इन' });
  await expect(login).toBeVisible();
  await expect
    .poll(() => fonts.filter((path) => /\/font-devanagari-own-400\.[\w-]+\.woff2$/.test(path)))
    .toHaveLength(1);

  // What Chromium drew the words with: the web font (a custom font), not a system one.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'header a[data-app-dialog="login"]',
  });
  const { fonts: drawnWith } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(drawnWith).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true }));
  // The system font draws only the space between the two words ("लग इन").
  const bySystem = drawnWith.filter((font) => !font.isCustomFont).reduce((glyphs, font) => glyphs + font.glyphCount, 0);
  expect(bySystem).toBe(1);

  // The islands translate in Nepali too: the login dialog, its messages loaded in the browser.
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'लग इन' });
  await expect(dialog.getByRole('textbox', { name: 'प्रयोगकर्ता नाम' })).toBeVisible();
});
