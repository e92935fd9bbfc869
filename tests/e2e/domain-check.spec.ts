/**
 * The domain check: a site opened on a host its merchant does not list shows
 * "Domain check failed" with the way to customer service; its own domains work. Chromium resolves the
 * example domains to this machine, where the site server serves a merchant's production domains as
 * production would. It answers any other name with its unknown-site page, so the lookalike here is what one is in
 * the wild: a mirror passing the real site through (each request answered by the server as Bangladesh's).
 */
import { domainRouteCall } from '../../src/api/calls/system';
import { expect, test } from './fixtures';
import { CHROMIUM_PATH, E2E_PORT, PLAYWRIGHT_CHROMIUM_ARGS } from './fixtures/e2e-env';
import { fetchFromServer } from './support/server-fetch';

const OWN = 'shaplaplay.example';
const LOOKALIKE = 'shapla-play.example';

test.use({
  popups: 'dismissed',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_ARGS, `--host-resolver-rules=MAP ${OWN} 127.0.0.1, MAP ${LOOKALIKE} 127.0.0.1`],
  },
});

// Plain http on a name that is not localhost: Chromium notes that it ignores the COOP header there.
test.beforeEach(({ consoleErrors }) => consoleErrors.ignore(/Cross-Origin-Opener-Policy header has been ignored/));

test('a lookalike domain shows the failed domain check, in the page language, with customer service', async ({
  page,
  sites,
}) => {
  await page.route(`http://${LOOKALIKE}:${E2E_PORT}/**`, async (route) =>
    route.fulfill({ response: await fetchFromServer(route, sites.bangladesh as string) }),
  );
  await page.goto(`http://${LOOKALIKE}:${E2E_PORT}/en/promotions/`);
  await expect(page).toHaveURL(`http://${LOOKALIKE}:${E2E_PORT}/en/invalid-domain/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Domain check failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: /customer service/i })).toBeVisible();
});

test("the merchant's own domain keeps its page", async ({ page }) => {
  const routes = page.waitForResponse((response) => response.url().includes(domainRouteCall.path));
  await page.goto(`http://${OWN}:${E2E_PORT}/en/promotions/`);
  await (await routes).finished();
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect(page).toHaveURL(`http://${OWN}:${E2E_PORT}/en/promotions/`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Domain check failed');
});
