/**
 * A merchant in a language, script and currency no code names, added while `npm start` runs: the test-only Nepal
 * file (Nepali, NPR, रू) is dropped into the served tenants/ folder and built with `npm run build -- --tenant`, as the
 * README's "Add a merchant" says; the running server then serves its Nepali home, and the browser draws its text
 * with the site's own Devanagari subset. It runs with the system tests, alone after the rest: its build is a real
 * astro build, which takes both cores for most of a minute (hence test.slow()). In Nepali alone, the smallest site a
 * tenant builds. The file and its site are removed afterwards.
 */
import { readFileSync } from 'node:fs';
import { NEPAL_FIXTURE } from '../unit/config/tenant-fixtures';
import { expect, test } from './fixtures';
import { E2E_PORT } from './fixtures/e2e-env';
import {
  addTemporaryTenant,
  buildTemporaryTenant,
  removeTemporaryTenant,
  TEMPORARY_TENANT_ID,
} from './support/temporary-tenant';

test.use({ popups: 'dismissed' });
test.afterEach(removeTemporaryTenant);

test('a Nepali merchant dropped into tenants/ is served after its build, its text drawn in its own font', async ({
  page,
}) => {
  test.slow();
  const nepal = JSON.parse(readFileSync(NEPAL_FIXTURE, 'utf8'));
  addTemporaryTenant({ ...nepal, languages: ['ne'] });
  const build = await buildTemporaryTenant();
  expect(build.status, build.output).toBe(0);

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
