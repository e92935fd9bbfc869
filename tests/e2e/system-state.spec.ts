/**
 * System status: maintenance (1) and region restriction (2) replace the whole app; the state
 * pages send a visitor held there home once the status is normal again. The status is flipped through the
 * admin API on Myanmar only (no other test file switches that merchant's status), serially, and always
 * restored; each flip lasts a few seconds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminSystemStatusCall } from '../../src/api/calls/admin';
import { systemStatusCall } from '../../src/api/calls/system';
import { expect, test } from './fixtures';
import { adminApi, skipPopups } from './support/sign-in';

const MERCHANT = 'PADAUK_MM';

/** Waits until the state page has confirmed its state with the platform (it then returns home when it ends). */
async function held(page: Page) {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('systemStateHeld'))).toBe('1');
}

async function setStatus(admin: APIRequestContext, state: { maintenance?: boolean; regionRestricted?: boolean }) {
  await adminApi(admin).call(adminSystemStatusCall, { body: { merchantCode: MERCHANT, ...state } });
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => skipPopups(page));
test.afterEach(async ({ admin }) => setStatus(admin, { maintenance: false, regionRestricted: false }));

test('maintenance replaces the app, and the visitor is sent home when it ends', async ({ page, sites, admin }) => {
  await setStatus(admin, { maintenance: true });
  await page.goto(`${sites.myanmar}/en/promotions/`);
  await expect(page).toHaveURL(`${sites.myanmar}/en/maintenance/`);
  await expect(page.getByRole('heading', { level: 1, name: 'We are improving the site' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // no shell
  await held(page);

  await setStatus(admin, { maintenance: false });
  await page.reload();
  await expect(page).toHaveURL(`${sites.myanmar}/en/`);
});

test('region restriction shows the visitor IP, and lifts back to home', async ({ page, sites, admin, clientIp }) => {
  await setStatus(admin, { regionRestricted: true });
  await page.goto(`${sites.myanmar}/en/`);
  // The visitor's address as the proxy in front reports it (the clientIp fixture's X-Forwarded-For).
  await expect(page).toHaveURL(`${sites.myanmar}/en/restricted/?ip=${clientIp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not available in your location' })).toBeVisible();
  await expect(page.getByText('Your IP address:')).toContainText(clientIp as string);
  await held(page);

  await setStatus(admin, { regionRestricted: false });
  await page.reload();
  await expect(page).toHaveURL(`${sites.myanmar}/en/`);
});

test('maintenance wins over region restriction, and the pages follow a change of kind', async ({
  page,
  sites,
  admin,
  clientIp,
}) => {
  await setStatus(admin, { maintenance: true, regionRestricted: true });
  await page.goto(`${sites.myanmar}/en/`);
  await expect(page).toHaveURL(`${sites.myanmar}/en/maintenance/`);
  await held(page);
  await setStatus(admin, { maintenance: false });
  await page.reload();
  await expect(page).toHaveURL(`${sites.myanmar}/en/restricted/?ip=${clientIp}`);
});

test('a state page opened directly while all is well stays put', async ({ page, sites }) => {
  const status = page.waitForResponse((response) => response.url().includes(systemStatusCall.path));
  await page.goto(`${sites.myanmar}/en/maintenance/`);
  expect((await status).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'We are improving the site' })).toBeVisible();
  await expect(page).toHaveURL(`${sites.myanmar}/en/maintenance/`);
});
