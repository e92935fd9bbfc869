/**
 * The operator page lives on the operator host (admin.localhost), off every players' origin. On a
 * players' host /admin/ is the site's not-found page; on the operator host the page carries its own strict headers,
 * signs in with the admin token and keeps only an HttpOnly session cookie, which no script can read.
 */
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed' });

test("a players' host serves no operator page", async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/status of 404/);
  for (const site of [sites.bangladesh as string, sites.pakistan as string]) {
    const response = await page.goto(`${site}/admin/`);
    expect(response?.status(), site).toBe(404);
    await expect(page.getByRole('heading', { name: 'Money review' })).toHaveCount(0);
    await expect(page.getByLabel('Admin token')).toHaveCount(0);
  }
});

test('the operator host serves the page with its headers; it signs in without keeping the token', async ({
  page,
  context,
  operatorUrl,
  adminToken,
}) => {
  const response = await page.goto(`${operatorUrl}/admin/`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');

  await page.getByLabel('Admin token').fill(adminToken);
  await page.getByLabel('Merchant').selectOption('SHAPLA_BD');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('SHAPLA_BD:');
  // The page holds no token: the field is emptied, nothing is stored, and the session cookie is out of scripts' reach.
  await expect(page.getByLabel('Admin token')).toHaveValue('');
  const stored = await page.evaluate(() => ({
    cookies: document.cookie,
    session: JSON.stringify({ ...sessionStorage }),
    local: JSON.stringify({ ...localStorage }),
  }));
  expect(stored.cookies).toBe('');
  expect(stored.session).not.toContain(adminToken);
  expect(stored.local).not.toContain(adminToken);
  const [cookie] = (await context.cookies(`${operatorUrl}/admin/`)).filter((c) => c.name === 'operator_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.value).not.toContain(adminToken);

  // A reload keeps the session: Open works without typing the token again, until the operator signs out.
  await page.reload();
  await expect(page.getByRole('status').first()).toContainText('Signed in until');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  expect((await context.cookies(`${operatorUrl}/admin/`)).filter((c) => c.name === 'operator_session')).toEqual([]);
});
