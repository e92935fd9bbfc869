/**
 * The authenticator app ("Google code") and the bank-account-name factor on a phone (360 px), in the merchant's default
 * language and in Urdu: a player sets up the authenticator in the security centre (the code is computed here from
 * the key the page shows, as the app would), signs out, and signs in from a new address, which asks for the app's code
 * instead of sending an SMS; another player, with a bound payout account, answers the step with the account's holder
 * name typed another way (after a wrong name is refused). Each browser speaks from its own address (the clientIp
 * fixture); a switch of X-Forwarded-For makes the sign-in come from an address the account has not used.
 */
import type { Page } from '@playwright/test';
import { totpCodeAt } from '../../platform/security/totp';
import { bindPayoutAccountCall } from '../../src/api/calls/money/withdrawals';
import {
  authenticatorCall,
  authenticatorConfirmCall,
  authenticatorStartCall,
} from '../../src/api/calls/security-centre/authenticator';
import { expect, test } from './fixtures';
import { newClientAddress } from './support/client-address';
import { message } from './support/messages';
import { FRESH_PLAYER_PASSWORD, freshPlayer, PHONE, setPaymentPassword } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const LANGUAGES = [
  { lang: 'en', prefix: '' },
  { lang: 'ur', prefix: '/ur' },
] as const;

/** The code the app would show a little ahead: its 30 s step is past any step the platform has seen used. */
const nextCode = (secret: string) => totpCodeAt(secret, new Date(Date.now() + 30_000));

/** Opens the login dialog from the banner and sends the username and password. */
async function logIn(page: Page, lang: string, username: string) {
  const say = (key: string) => message(lang, key);
  await page
    .getByRole('banner')
    .getByRole('link', { name: say('auth.login.title') })
    .click();
  const dialog = page.getByRole('dialog', { name: say('auth.login.title') });
  await dialog.getByRole('textbox', { name: say('auth.field.username') }).fill(username);
  await dialog.getByLabel(say('auth.field.password'), { exact: true }).fill(FRESH_PLAYER_PASSWORD);
  await dialog.getByRole('button', { name: say('auth.login.submit'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: say('auth.secondFactor.title') })).toBeVisible();
  return dialog;
}

for (const { lang, prefix } of LANGUAGES) {
  const say = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      message(lang, key),
    );

  test(`a player sets up the authenticator and a new address asks for its code (${lang}, 360 px)`, async ({
    page,
    sites,
    consoleErrors,
  }) => {
    // The wrong code and the sign-in's verification_required are the platform's 400s, logged as failed resources.
    consoleErrors.ignore(/status of 400/);
    const site = sites.pakistan;
    const player = await freshPlayer(site);
    await page.goto(await withToken(`${site}${prefix}/member/`, player.token));
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const section = page.getByRole('region', { name: say('security.authenticator.title') });
    await expect(section.getByText(say('security.authenticator.off'))).toBeVisible();
    await section.getByLabel(say('security.authenticator.password'), { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await section.getByRole('button', { name: say('security.authenticator.start') }).click();
    await expect(section.getByRole('img', { name: say('security.authenticator.qrAlt') })).toBeVisible();
    const secret = await section.getByLabel(say('security.authenticator.secret')).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code is refused and nothing is set up.
    await section.getByLabel(say('security.authenticator.code')).fill('000000');
    await section.getByRole('button', { name: say('security.authenticator.confirm') }).click();
    await expect(section.getByText(message(lang, 'errors.totp_code_invalid'))).toBeVisible();
    await section.getByLabel(say('security.authenticator.code')).fill(totpCodeAt(secret, new Date()));
    await section.getByRole('button', { name: say('security.authenticator.confirm') }).click();
    const codes = section.getByRole('list', { name: say('security.authenticator.recoveryTitle') });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: say('security.authenticator.recoveryDone') }).click();
    await expect(codes).toHaveCount(0);
    await expect(section.getByText(say('security.authenticator.on_other', { count: 10 }))).toBeVisible();
    expect((await apiFor(site, player.token).call(authenticatorCall)).enrolled).toBe(true);

    // Sign out, then sign in from an address this account has not used.
    await page
      .getByRole('button', { name: new RegExp(`^${say('account.bar.menuFor', { nickname: player.nickname })}`) })
      .click();
    await page.getByRole('button', { name: say('account.menu.signOut') }).click();
    const signOut = page.getByRole('dialog', { name: say('account.logout.title') });
    await signOut.getByRole('button', { name: say('account.logout.confirm') }).click();
    await expect(page).toHaveURL(`${site}${prefix}/`);
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    const dialog = await logIn(page, lang, player.account);
    await expect(dialog.getByText(say('auth.secondFactor.intro.totp'))).toBeVisible();
    await dialog.getByLabel(say('auth.secondFactor.totpCode')).fill(nextCode(secret));
    await dialog.getByRole('button', { name: say('auth.secondFactor.submit') }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test(`a new address is let in by the payout account's holder name (${lang}, 360 px)`, async ({
    page,
    sites,
    consoleErrors,
  }) => {
    // The wrong name and verification_required are the platform's 400s, logged as failed resources.
    consoleErrors.ignore(/status of 400/);
    const site = sites.pakistan;
    const player = await freshPlayer(site);
    const api = apiFor(site, player.token);
    // Set up through the API (the test above sets it up through the page): the account has a factor of its own …
    const { totpSecret } = await api.call(authenticatorStartCall, { body: { password: FRESH_PLAYER_PASSWORD } });
    await api.call(authenticatorConfirmCall, { body: { code: totpCodeAt(totpSecret, new Date()) } });
    // … and a bound payout account, whose holder name is the other way through the step.
    await setPaymentPassword(site, player.token, '246810');
    await api.call(bindPayoutAccountCall, {
      body: {
        methodCode: 'jazzcash',
        accountNumber: '03007654321',
        accountName: 'Rahim Uddin',
        paymentPassword: '246810',
      },
    });

    await page.goto(`${site}${prefix}/`);
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const dialog = await logIn(page, lang, player.account);
    await dialog.getByRole('button', { name: say('auth.secondFactor.use.bankName') }).click();
    await expect(dialog.getByText(say('auth.secondFactor.intro.bankName'))).toBeVisible();
    const name = dialog.getByLabel(say('auth.secondFactor.accountName'));
    await name.fill('Karim Uddin');
    await dialog.getByRole('button', { name: say('auth.secondFactor.submit') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message(lang, 'errors.account_name_mismatch'));
    // What was typed stays; the name is taken however its case and spaces are written.
    await expect(name).toHaveValue('Karim Uddin');
    await name.fill('  rahim   UDDIN ');
    await dialog.getByRole('button', { name: say('auth.secondFactor.submit') }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });
}
