/**
 * Chunk-load errors: a script or stylesheet chunk that fails, or is still
 * loading after 120 s, shows a translated message naming the failure and the address, with a reload button.
 * The failures are made in the browser (a blocked or a never-answered request): they cannot be produced
 * otherwise against a healthy server.
 */
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed' });

test('a blocked island chunk says which script failed and reloads the page', async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/Failed to load resource|dynamically imported module|net::ERR_FAILED/);
  // Astro retries a failed island import once, with a query added: block both.
  const appChunk = /\/_astro\/AppRoot\.[\w-]+\.js/;
  await page.route(appChunk, (route) => route.abort());
  await page.goto(`${sites.pakistan}/`);
  // Logging in needs the app island, whose chunk cannot load.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded' });
  // The app starts at the first idle moment (up to 2 s), and Astro retries a failed import after 1 s.
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Script · failed to load');
  await expect(alert).toContainText(/\/_astro\/AppRoot\.[\w-]+\.js/);

  await page.unroute(appChunk);
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await reloaded;
  await expect(alert).toBeHidden();
});

test('a failed stylesheet is named, in the page language (Urdu)', async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/Failed to load resource|net::ERR_FAILED/);
  await page.route('**/_astro/*.css', (route) => route.abort());
  await page.goto(`${sites.pakistan}/ur/`);
  const alert = page.getByRole('alert').filter({ hasText: 'اس صفحے کا ایک حصہ لوڈ نہیں ہو سکا' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('اسٹائل شیٹ · لوڈ ہونے میں ناکام');
  await expect(alert).toContainText(/\/_astro\/[\w.-]+\.css/);
  await expect(alert.getByRole('button', { name: 'صفحہ دوبارہ لوڈ کریں' })).toBeVisible();
});

test('a chunk still loading after 120 seconds is reported as timed out', async ({ page, sites }) => {
  await page.clock.install();
  // The page's own script never answers: the browser keeps waiting, as on a stalled mobile connection.
  const stalled = /\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js/;
  await page.route(stalled, () => {});
  const inFlight = new Set<string>();
  page.on('request', (request) => inFlight.add(request.url()));
  page.on('requestfinished', (request) => inFlight.delete(request.url()));
  page.on('requestfailed', (request) => inFlight.delete(request.url()));
  await page.goto(`${sites.pakistan}/`, { waitUntil: 'commit' });
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // Everything else has arrived (in real time) before the page's clock jumps.
  await expect.poll(() => [...inFlight].filter((url) => url.includes('/_astro/') && !stalled.test(url))).toEqual([]);
  const alert = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded' });
  // The clock moves a second at a time, as a real one does: between steps the page takes in what arrived
  // meanwhile (a chunk that an observer imported late finishes in real time, not inside one 119 s jump).
  const advance = async (seconds: number) => {
    for (let second = 0; second < seconds; second += 1) await page.clock.runFor(1_000);
  };
  await advance(119);
  await expect(alert).toBeHidden();
  // Checked every 5 s: within 125 s of the chunk's start.
  await advance(7);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Script · still not loaded after 120 seconds');
  await expect(alert).toContainText(/\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js/);
});
