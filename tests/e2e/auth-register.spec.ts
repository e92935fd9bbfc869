/**
 * Registration in the browser: by username with a referral link, by mobile number
 * with the SMS code read from the outbox, and the checks that keep what was typed.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { outboxCode, skipPopups } from './support/sign-in';

function unique(): { username: string; mobile: string } {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { username: `reg${digits}`, mobile: `17${digits}` };
}

const textbox = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('registers by username from a referral link, signs in and lands on home', async ({ page, sites }) => {
  const { username } = unique();
  // Pakistan has no mobile registration: one way only, so no tabs.
  await page.goto(`${sites.pakistan}/register/?referralCode=PKAGENT1`);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(textbox(dialog, 'Invitation code (optional)')).toHaveValue('PKAGENT1');
  await expect(dialog.getByRole('checkbox', { name: /agree to the terms/ })).toBeChecked();
  await textbox(dialog, 'Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome123');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${sites.pakistan}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});

test('registers by mobile number with the SMS code; the username is the number without leading zeros', async ({
  page,
  sites,
  admin,
}) => {
  const { mobile } = unique();
  await page.goto(`${sites.bangladesh}/en/register/`);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  // Bangladesh has MOBILENUMREG3: two tabs, mobile first and chosen.
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'false');
  await textbox(dialog, 'Mobile number').fill(`0${mobile}`);
  await expect(dialog.getByText(`Your username will be ${mobile}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const countdown = dialog.getByRole('button', { name: /Again in \d+ s/ });
  await expect(countdown).toBeDisabled();
  // expiredMinutes × 60 seconds
  await expect(countdown).toHaveText(/Again in (29\d|300) s/);
  await textbox(dialog, 'Verification code').fill(await outboxCode(admin, `+880${mobile}`));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${sites.bangladesh}/en/`);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});

test('checks the fields, the terms and the invitation code, and keeps what was typed', async ({
  page,
  sites,
  consoleErrors,
}) => {
  consoleErrors.ignore(/status of 400/);
  const { username } = unique();
  await page.goto(`${sites.bangladesh}/en/register/`);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await textbox(dialog, 'Username').fill('9lives');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('checkbox', { name: /agree to the terms/ }).uncheck();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Enter 4-16 letters and digits, starting with a letter')).toBeVisible();
  await expect(
    dialog.getByText('Enter 6-20 characters mixing letters and digits (at least one of each)'),
  ).toBeVisible();
  await expect(dialog.getByText('Please agree to the terms')).toBeVisible();

  await textbox(dialog, 'Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome123');
  await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await textbox(dialog, 'Invitation code (optional)').fill('NOSUCHCODE');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Invalid invitation code')).toBeVisible();
  await expect(textbox(dialog, 'Username')).toHaveValue(username);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Welcome123');
});
