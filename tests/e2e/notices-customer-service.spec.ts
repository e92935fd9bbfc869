/**
 * Customer-service links in the side menu: the static page lists the merchant's links; the
 * island replaces them with the platform's, decrypted in the browser, drops unsafe ones, and opens live chat
 * in a window of its own. The permission answer is rewritten on its way to the page (with paths encrypted
 * under the platform's own csKey) so the test can tell the platform's links from the static ones.
 */

import { permissionCall } from '../../src/api/calls/permission';
import { encryptServicePath } from '../../src/api/calls/service-path';
import { expect, test } from './fixtures';

// The on-load popups are another suite's subject (notices-popups.spec.ts).
test.use({ popups: 'dismissed' });

const CHAT_URL = 'https://help.indusplay.example/live';

test('the side menu shows the platform links, decrypted, and opens live chat in its own window', async ({
  page,
  context,
  sites,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.route('https://help.indusplay.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Live chat</title><p>Hello</p>' }),
  );
  await page.route(`**${permissionCall.path}`, async (route) => {
    // Node cannot resolve <tenant>.localhost: fetch the real answer through 127.0.0.1 (the client's
    // x-merchant-code header still names the merchant).
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString() });
    const envelope = await response.json();
    const { csKey } = envelope.value;
    const item = async (csType: string, url: string) => ({
      csType,
      csPosition: 'SIDE_MENU',
      title: csType,
      path: await encryptServicePath(csKey, url),
    });
    envelope.value.customerService = [
      await item('LIVECHAT', CHAT_URL),
      await item('FACEBOOK', 'javascript:alert(document.cookie)'),
      await item('VIBER', 'viber://chat?number=%2B923111111111'),
    ];
    await route.fulfill({ response, json: envelope });
  });

  await page.goto(`${sites.pakistan}/`);
  const menu = page.getByRole('complementary').getByRole('region', { name: 'Customer service' });
  // Static first (the tenant file), then the platform's list.
  await expect(menu.getByRole('link', { name: 'Viber' })).toHaveAttribute(
    'href',
    'viber://chat?number=%2B923111111111',
  );
  await expect(menu.getByRole('link')).toHaveCount(2);
  await expect(menu.getByRole('link', { name: 'Telegram' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);

  const chatLink = menu.getByRole('link', { name: 'Live chat' });
  await expect(chatLink).toHaveAttribute('href', CHAT_URL);
  const [chat] = await Promise.all([context.waitForEvent('page'), chatLink.click()]);
  await chat.waitForLoadState();
  expect(chat.url()).toBe(CHAT_URL);
  expect(await chat.evaluate(() => window.opener)).toBeNull();
  // The portal stays where it was.
  expect(new URL(page.url()).pathname).toBe('/');
});

test('without the platform the static links still work', async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/status of 503/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(`**${permissionCall.path}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto(`${sites.pakistan}/`);
  const menu = page.getByRole('complementary').getByRole('region', { name: 'Customer service' });
  await page.waitForLoadState('networkidle');
  await expect(menu.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/indusplay_help');
  await expect(menu.getByRole('link')).toHaveCount(3);
});
