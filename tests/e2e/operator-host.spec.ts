/**
 * The operator page lives on the operator host (admin.localhost), off every players' origin. On a
 * players' host /admin/ is the site's not-found page; on the operator host the page carries its own strict headers,
 * signs an operator in with username, password and authenticator code, and keeps only an HttpOnly session cookie,
 * which no script can read.
 */
import { expect, test } from './fixtures';
import { OPERATOR_PASSWORD, signInOperator } from './support/operator-console';

test.use({ popups: 'dismissed' });

test("a players' host serves no operator page", async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/status of 404/);
  for (const site of [sites.bangladesh as string, sites.pakistan as string]) {
    const response = await page.goto(`${site}/admin/`);
    expect(response?.status(), site).toBe(404);
    await expect(page.getByRole('heading', { name: 'Operator console' })).toHaveCount(0);
    await expect(page.getByLabel('Authenticator code')).toHaveCount(0);
  }
});

test('the operator host serves the page with its headers; it signs in without keeping the password', async ({
  page,
  context,
  operatorUrl,
  admin,
}) => {
  const response = await page.goto(`${operatorUrl}/admin/`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');

  const username = await signInOperator(page, operatorUrl, admin, 'admin');
  await page.getByLabel('Merchant').selectOption('SHAPLA_BD');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('SHAPLA_BD:');
  // The page keeps no password: the field is emptied, nothing is stored, and the session cookie is out of scripts' reach.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => ({
    cookies: document.cookie,
    session: JSON.stringify({ ...sessionStorage }),
    local: JSON.stringify({ ...localStorage }),
  }));
  expect(stored.cookies).toBe('');
  expect(stored.session).not.toContain(OPERATOR_PASSWORD);
  expect(stored.local).not.toContain(OPERATOR_PASSWORD);
  const [cookie] = (await context.cookies(`${operatorUrl}/admin/`)).filter((c) => c.name === 'operator_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');

  // A reload keeps the session: Open works without signing in again, until the operator signs out.
  await page.reload();
  await expect(page.getByText(`Signed in as ${username} (admin)`)).toBeVisible();
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies(`${operatorUrl}/admin/`)).filter((c) => c.name === 'operator_session')).toEqual([]);
});
