/**
 * Security headers in a real browser: pages served by `npm start` carry a Content-Security-Policy without
 * 'unsafe-inline' scripts, and everything on them still works under it — the theme, language and session
 * bootstraps, Astro's islands, the login dialog, a signed-in member bar and a promotion page. Any script the
 * policy blocks is a console error, which the `consoleErrors` fixture turns into a failure.
 */
import { expect, test } from './fixtures';
import { signIn, skipPopups, withToken } from './support/sign-in';

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

for (const tenant of ['bangladesh', 'pakistan', 'myanmar']) {
  test(`${tenant}: the home page runs under its CSP and the login dialog opens`, async ({ page, sites }) => {
    const response = await page.goto(`${sites[tenant]}/login/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self' https:\/\/www\.googletagmanager\.com( 'sha256-[\w+/=]+')+/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    // In the merchant's default language: any dialog is the login dialog here.
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('a signed-in member and a promotion page work under the CSP', async ({ page, sites }) => {
  const member = await signIn(sites.bangladesh, 'bdplayer1', 'Player123');
  await page.goto(await withToken(`${sites.bangladesh}/en/`, member.token));
  await expect(page.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) })).toBeVisible();
  const promotion = await page.goto(`${sites.bangladesh}/en/promotions/vip-club/`);
  expect(promotion?.headers()['content-security-policy']).toContain('script-src');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
