/**
 * Forgot password in the browser: by e-mail (the reset mail read from the outbox, its
 * link opens the new-password step) and by phone (the SMS code from the outbox; success signs in).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { outboxCode, skipPopups } from './support/sign-in';

const textbox = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('forgot password by e-mail: the mail link sets a new password and signs in', async ({ page, sites, admin }) => {
  // mmweakpass is a demo account only these tests use (its e-mail is mmweakpass@example.com).
  await page.goto(`${sites.myanmar}/en/login/`);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  // Myanmar has phone verification (REGMOBVERF3): the phone tab is the default, e-mail is one click away.
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'By e-mail' }).click();
  await textbox(dialog, 'Username').fill('mmweakpass');
  await textbox(dialog, 'E-mail').fill('mmweakpass@example.com');
  await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(dialog.getByRole('status')).toContainText('We have sent a password reset e-mail');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  const link = await outboxCode(admin, 'mmweakpass@example.com', /(https?:\/\/\S+resetCode=\S+)/);
  const target = new URL(link);
  await page.goto(`${sites.myanmar}/en${target.pathname}${target.search}`);
  const reset = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(reset.getByText('Choose a new password for mmweakpass.')).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('Renewed123');
  await reset.getByLabel('Confirm new password').fill('Renewed123');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL(`${sites.myanmar}/en/`);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});

test('forgot password by e-mail names a wrong pair', async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/status of 404/);
  await page.goto(`${sites.pakistan}/login/`);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('tab', { name: 'By e-mail' }).click();
  await textbox(dialog, 'Username').fill('pkplayer1');
  await textbox(dialog, 'E-mail').fill('someone-else@example.com');
  await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No account has this username or e-mail');
  await expect(textbox(dialog, 'E-mail')).toHaveValue('someone-else@example.com');
});

test('forgot password by phone: SMS code and new password sign in', async ({ page, sites, admin }) => {
  const mobile = `17${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8)}`;
  // A fresh account with this number, registered through the dialog (mobile tab, SMS code).
  await page.goto(`${sites.bangladesh}/en/register/`);
  const register = page.getByRole('dialog', { name: 'Register' });
  await textbox(register, 'Mobile number').fill(mobile);
  await register.getByRole('button', { name: 'Send code' }).click();
  await expect(register.getByRole('button', { name: /Again in/ })).toBeDisabled();
  await textbox(register, 'Verification code').fill(await outboxCode(admin, `+880${mobile}`, /\b(\d{6})\b/));
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register).toBeHidden();
  await page.evaluate(() => sessionStorage.removeItem('token'));

  await page.goto(`${sites.bangladesh}/en/login/`);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  // Bangladesh has phone verification (REGMOBVERF3): the phone tab is the default.
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
  await textbox(dialog, 'Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Again in/ })).toBeDisabled();
  await textbox(dialog, 'Verification code').fill(await outboxCode(admin, `+880${mobile}`, /\b(\d{6})\b/));
  await dialog.getByLabel('New password', { exact: true }).fill('Phone1234');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${sites.bangladesh}/en/`);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});
