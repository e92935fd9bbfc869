/**
 * The firebase-style phone-verification path on a 360 px
 * phone, at the merchant whose tenant file uses it (Myanmar): the send button starts a verification through
 * the platform's provider and counts down 60 s, a wrong code shows its own message on the code field, the
 * code from the outbox registers, and closing the step says so; in English and in Burmese (not Latin script).
 */
import type { Locator } from '@playwright/test';
import { adminWhitelabelCall } from '../../src/api/calls/admin';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { expectNoHorizontalOverflow } from './support/money';
import { adminApi, outboxCode } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const MERCHANT = 'PADAUK_MM';

let numbers = 0;
/** A fresh Myanmar number (national, without the +95). */
function freshNumber(): string {
  numbers += 1;
  return `9${`${Date.now()}`.slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}${numbers % 10}`;
}

/** "Again in {{seconds}} s" with 60 (or 59, a second later) in Latin or Burmese digits. */
function countdownText(lang: string): RegExp {
  const escaped = message(lang, 'auth.sms.resendIn').replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('{{seconds}}', '(60|59|၆၀|၅၉)')}$`);
}

test.beforeAll(async ({ admin }) => {
  // The tenant file turns these on; a platform database seeded before it did keeps the operator's flags.
  await adminApi(admin).call(adminWhitelabelCall, {
    body: { merchantCode: MERCHANT, flags: { MOBILENUMREG3: true, REGMOBVERF3: true } },
  });
});

const CASES = [
  { lang: 'en', path: '/en/register/', locale: 'en-US' },
  // Burmese is the Myanmar site's default language: no prefix (and a Burmese browser, as the site follows the
  // device language on a first visit).
  { lang: 'my', path: '/register/', locale: 'my-MM' },
] as const;

for (const { lang, path, locale } of CASES) {
  test.describe(lang, () => {
    test.use({ locale });
    test(`${lang}: registers through the provider with a 60 s countdown; a wrong code says so`, async ({
      page,
      sites,
      admin,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 400/);
      const say = (key: string) => message(lang, key);
      const national = freshNumber();
      await page.goto(`${sites.myanmar}${path}`);
      const dialog = page.getByRole('dialog', { name: say('auth.register.title') });
      await expect(dialog.getByRole('tab', { name: say('auth.register.mode.mobile') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const textbox = (name: string): Locator => dialog.getByRole('textbox', { name: say(name), exact: true });
      await textbox('auth.field.mobileNum').fill(`0${national}`);
      await dialog.getByRole('button', { name: say('auth.sms.send') }).click();
      const countdown = dialog.getByRole('button', { name: countdownText(lang) });
      await expect(countdown).toBeDisabled();
      await expect(countdown).toHaveText(countdownText(lang));
      const code = await outboxCode(admin, `+95${national}`);

      await textbox('auth.field.verificationCode').fill(code === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: say('auth.register.submit'), exact: true }).click();
      await expect(dialog.getByText(say('errors.phone_invalid_code'))).toBeVisible();
      await expect(textbox('auth.field.mobileNum')).toHaveValue(`0${national}`);
      await expectNoHorizontalOverflow(page);

      await textbox('auth.field.verificationCode').fill(code);
      await dialog.getByRole('button', { name: say('auth.register.submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    });
  });
}

test('closing the verification step says so and keeps what was typed', async ({ page, sites }) => {
  const national = freshNumber();
  await page.goto(`${sites.myanmar}/en/register/`);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(national);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Cancel verification' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(message('en', 'errors.phone_popup_closed'));
  await expect(dialog.getByRole('button', { name: 'Cancel verification' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveValue(national);
  await expect(dialog.getByRole('textbox', { name: 'Verification code', exact: true })).toHaveValue('12');
});
