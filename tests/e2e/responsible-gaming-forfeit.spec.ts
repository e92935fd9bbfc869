/**
 * Pending bonuses forfeited by a break, on a 360 px phone in Bangla (bangladesh) and Urdu (pakistan), both merchants
 * forfeiting on any break (tenant file `responsibleGaming.forfeitBonuses`): a player with a locked welcome bonus and an
 * application waiting takes a 24-hour time-out on the member centre; signed back in only to withdraw (the one sign-in
 * a break allows), their account record shows the bonus taken back in their language and the reward centre the
 * application cancelled. Each setting, the ledger's reconciliation and replays are in
 * tests/platform/responsible-gaming/bonus-forfeit.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { depositCall } from '../../src/api/calls/money/deposits';
import {
  bonusDetailsCall,
  promotionApplyCall,
  promotionClaimCall,
  promotionJoinCall,
} from '../../src/api/calls/promotions/promotions';
import { loginCall } from '../../src/api/calls/session';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { approveDeposit, expectNoHorizontalOverflow, FRESH_PLAYER_PASSWORD, freshPlayer, PHONE } from './support/money';
import { apiFor, skipPopups, withToken } from './support/sign-in';

test.use({ viewport: PHONE });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

/** A transaction id of the method's format: bKash's ten letters and digits, JazzCash's twelve digits. */
const hexId = () => randomBytes(5).toString('hex').toUpperCase();
const digitsId = () => `${Date.now()}`.slice(-12).padStart(12, '7');

const CASES = [
  // The welcome bonus matches the deposit in full; the deposit is above each merchant's minimum.
  {
    tenant: 'bangladesh',
    lang: 'bn',
    prefix: '',
    locale: 'bn-BD',
    hours: '২৪',
    deposit: { methodCode: 'bkash', amount: 60_000, senderAccount: '01712345678', trxId: hexId },
  },
  {
    tenant: 'pakistan',
    lang: 'ur',
    prefix: '/ur',
    locale: 'ur-PK',
    hours: '24',
    deposit: { methodCode: 'jazzcash', amount: 120_000, senderAccount: '03001234567', trxId: digitsId },
  },
] as const;

for (const { tenant, lang, prefix, locale, hours, deposit } of CASES) {
  test(`${lang}: a time-out cancels the waiting application and the record shows the bonus taken back`, async ({
    page,
    browser,
    sites,
    admin,
  }) => {
    test.slow(); // a deposit, a claim and an application before the journey, and a second browser
    const site = sites[tenant] as string;
    const player = await freshPlayer(site);
    const api = apiFor(site, player.token);

    // A locked welcome bonus and an application waiting for the operator, through the API (their own specs show the pages).
    await api.call(promotionJoinCall, { body: { promotionId: 'welcome-bonus' } });
    await api.call(depositCall, {
      body: { ...deposit, trxId: deposit.trxId(), idempotencyKey: randomBytes(12).toString('hex') },
    });
    await approveDeposit(admin, site, player.account);
    await api.call(promotionClaimCall, { body: { promotionId: 'welcome-bonus' } });
    await api.call(promotionApplyCall, {
      body: { promotionId: 'big-win-bonus', remark: '', images: [{ type: 'image/png', data: PNG.toString('base64') }] },
    });
    expect((await api.call(bonusDetailsCall)).locked).toBe(deposit.amount);

    // The time-out, taken on the member centre in the player's language.
    await skipPopups(page);
    await page.goto(await withToken(`${site}${prefix}/member/responsibleGaming/`, player.token));
    const main = page.getByRole('main');
    const words = (key: string) => message(lang, `member.responsibleGaming.${key}`);
    await main.getByRole('radio', { name: words('units.h').replace('{{n}}', hours) }).check();
    await main.getByRole('button', { name: words('take') }).click();
    const dialog = page.getByRole('dialog', { name: words('confirmTitle') });
    await dialog.getByLabel(words('password')).fill(FRESH_PLAYER_PASSWORD);
    await dialog.getByRole('button', { name: words('confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('status')).toBeVisible();

    // Another browser: the sign-in a break allows, only to withdraw.
    const other = await browser.newContext({ viewport: PHONE, locale });
    const otherPage = await other.newPage();
    await skipPopups(otherPage);
    await otherPage.goto(`${site}${prefix}/login/`);
    const login = otherPage.getByRole('dialog', { name: message(lang, 'auth.login.title') });
    await login.getByRole('textbox', { name: message(lang, 'auth.field.username') }).fill(player.account);
    await login.getByLabel(message(lang, 'auth.field.password'), { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    const signIn = () =>
      otherPage.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes(loginCall.path),
      );
    // The plain sign-in is refused during the break (its answer first: the password check is slow by design) …
    const refused = signIn();
    await login.getByRole('button', { name: message(lang, 'auth.login.submit'), exact: true }).click();
    expect((await refused).status()).toBe(403);
    // … the one only to withdraw opens the withdraw page.
    const signedIn = signIn();
    await login.getByRole('button', { name: message(lang, 'auth.login.withdrawOnly') }).click();
    expect((await signedIn).ok()).toBe(true);
    await expect(otherPage).toHaveURL(`${site}${prefix}/member/withdraw/`);

    // The account record names the movement in the player's language, the bonus's amount taken from the wallet.
    await otherPage.goto(`${site}${prefix}/member/transactionHistory/`);
    const rows = otherPage.getByRole('list', { name: message(lang, 'money.history.rows') }).getByRole('listitem');
    const takenBack = rows.filter({ hasText: message(lang, 'money.history.kinds.bonus_taken_back') });
    await expect(takenBack).toHaveCount(1);
    await expectNoHorizontalOverflow(otherPage);

    // The reward centre shows the application cancelled, in the same language.
    await otherPage.goto(`${site}${prefix}/member/rewardCenter/`);
    const card = otherPage.locator('[data-promotion-id="big-win-bonus"]');
    await expect(card).toHaveAttribute('data-state', 'cancelled');
    await expect(card).toContainText(message(lang, 'rewards.states.cancelled'));
    await expect(card).toContainText(message(lang, 'rewards.hints.cancelled'));
    await other.close();
  });
}
