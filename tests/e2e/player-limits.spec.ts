/**
 * Limits a player sets, on a 360 px phone in each merchant's default language (Bangla, English for Pakistan, Burmese)
 * and Urdu: a fresh player sets a daily wager limit and a session time limit on the member centre's
 * responsible-gaming page, sees a raise wait for its cooling-off with its date, chooses a reality check every 15
 * minutes, and meets the limit in the slot: the second spin is refused, naming the limit and its reset; 15 minutes on
 * (the browser's clock) the reality check interrupts the game with the session's time and net result. The platform's
 * rules (every kind and period, deposits, vendor debits, launches, the session's time, concurrency) are in
 * tests/platform/responsible-gaming/limits.test.ts; a launch's refusal and the session's live end,
 * clock-limit-notices.spec.ts.
 */
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

/** A message with its {{values}} as "anything", to find it however the values are written. */
const shaped = (lang: string, key: string): RegExp =>
  new RegExp(
    message(lang, key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{\w+\}\}/g, '.+'),
  );

/**
 * Each merchant's default language (Bangla, English for Pakistan, Burmese) and Urdu. Each page writes dates in its
 * language's digits and order: Bengali and Burmese digits day first; English and Urdu Latin digits, Urdu with "،".
 * The wager limit is one and a half of the slot's first stake (ten of the currency's smallest: 10 taka or rupees,
 * 500 kyat), its raise five of them.
 */
const CASES = [
  {
    merchant: 'bangladesh',
    prefix: '',
    lang: 'bn',
    locale: 'bn-BD',
    date: /[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}, [০-৯]{2}:/,
    wager: '15',
    raise: '50',
  },
  {
    merchant: 'pakistan',
    prefix: '',
    lang: 'en',
    locale: 'en-PK',
    date: /\d{2}\/\d{2}\/\d{4}, \d{2}:/,
    wager: '15',
    raise: '50',
  },
  {
    merchant: 'myanmar',
    prefix: '',
    lang: 'my',
    locale: 'my-MM',
    date: /[၀-၉]{2}\/[၀-၉]{2}\/[၀-၉]{4} [၀-၉]{2}:/,
    wager: '750',
    raise: '2500',
  },
  {
    merchant: 'pakistan',
    prefix: '/ur',
    lang: 'ur',
    locale: 'ur-PK',
    date: /\d{2}\/\d{2}\/\d{4}، \d{2}:/,
    wager: '15',
    raise: '50',
  },
] as const;

for (const { merchant, prefix, lang, locale, date, wager: wagerLimit, raise } of CASES) {
  // The browser speaks the page's language, as the merchant's players do (a browser that does not is offered another).
  test.describe(lang, () => {
    test.use({ locale });
    test(`${lang}: limits set on the member centre; the daily wager limit refuses the second spin with its reset; the reality check interrupts the slot`, async ({
      page,
      sites,
      admin,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 403/); // the spin over the limit
      const site = sites[merchant] as string;
      const player = await freshPlayer(site);
      await credit(admin, site, player.account, 100_000);

      await page.goto(await withToken(`${site}${prefix}/member/responsibleGaming/`, player.token));
      const main = page.getByRole('main');
      const limits = main.getByRole('region', { name: message(lang, 'limits.title') });
      const wager = limits.getByRole('group', { name: message(lang, 'limits.kinds.wager') });
      const wagerDay = wager.getByLabel(message(lang, 'limits.periods.day'));
      const session = limits.getByRole('group', { name: message(lang, 'limits.kinds.session') });

      // A wrong value is refused beside its field, with what was typed kept.
      await wagerDay.fill('-5');
      await limits.getByRole('button', { name: message(lang, 'limits.save') }).click();
      await expect(wager.getByRole('alert')).toHaveText(message(lang, 'errors.limit_invalid'));
      await expect(wagerDay).toHaveValue('-5');

      await wagerDay.fill(wagerLimit);
      await session.getByLabel(message(lang, 'limits.periods.session')).fill('60');
      await limits.getByRole('button', { name: message(lang, 'limits.save') }).click();
      await expect(limits.getByRole('status')).toHaveText(message(lang, 'limits.saved'));
      await expect(wagerDay).toHaveValue(wagerLimit);

      // A raise waits for its cooling-off, its date in the page's digits.
      await wagerDay.fill(raise);
      await limits.getByRole('button', { name: message(lang, 'limits.save') }).click();
      await expect(limits.getByRole('status')).toHaveText(message(lang, 'limits.saved'));
      const pending = wager.getByText(shaped(lang, 'limits.pending'));
      await expect(pending).toBeVisible();
      await expect(pending).toContainText(date);
      await expect(wagerDay).toHaveValue(wagerLimit);
      await expectNoHorizontalOverflow(page);

      const reminder = main.getByRole('region', { name: message(lang, 'limits.realityCheck.title') });
      await reminder.getByLabel(message(lang, 'limits.realityCheck.every')).selectOption('15');
      await reminder.getByRole('button', { name: message(lang, 'limits.realityCheck.save') }).click();
      await expect(reminder.getByRole('status')).toHaveText(message(lang, 'limits.realityCheck.saved'));

      // In the slot: the first spin (its first stake) passes, the second would pass the day's limit.
      await page.clock.install();
      await page.goto(`${site}${prefix}/studio/slot/`);
      const spin = page.getByRole('button', { name: message(lang, 'studio.slot.spin'), exact: true });
      await spin.click();
      await expect(
        page.getByRole('list', { name: message(lang, 'studio.rounds.heading') }).getByRole('listitem'),
      ).toHaveCount(1);
      await expect(spin).toBeEnabled();
      await spin.click();
      const refusal = page.getByRole('alert').filter({ hasText: shaped(lang, 'limits.reached.wager.day') });
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText(shaped(lang, 'limits.resets'));
      await expect(refusal).toContainText(date);
      await expect(refusal.getByRole('link', { name: message(lang, 'limits.seeLimits') })).toHaveAttribute(
        'href',
        `${prefix}/member/responsibleGaming/`,
      );
      await expectNoHorizontalOverflow(page);

      // The reality check, due at the session's next 15 minutes: a dialog over the game until the player continues.
      await page.clock.fastForward('15:00');
      const check = page.getByRole('dialog', { name: message(lang, 'limits.realityCheck.title') });
      await expect(check).toContainText(shaped(lang, 'limits.realityCheck.played'));
      await expect(check).toContainText(shaped(lang, 'limits.realityCheck.net'));
      await expect(check.getByRole('link', { name: message(lang, 'limits.realityCheck.stop') })).toBeVisible();
      await check
        .getByRole('button', { name: message(lang, 'limits.realityCheck.continue') })
        .last()
        .click();
      await expect(check).toBeHidden();
    });
  });
}
