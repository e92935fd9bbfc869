/**
 * One balance to play with on a transfer-wallet merchant (Pakistan), on a 360 px phone, in the default language and
 * in Urdu: a fresh player deposits by JazzCash TrxID (the operator approves), opens a JILI slot and finds the deposit there
 * without visiting the wallet page, comes back and finds the whole balance in the header (its split one tap away),
 * then spins the studio slot from the same balance.
 */
import { SIM_PAGE_TEXT } from '../../platform/vendors/simulator/page-text';
import { depositCall } from '../../src/api/calls/money/deposits';
import { studioRoundsCall } from '../../src/api/calls/studio/rounds';
import { inLanguage } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { hydrated, signedIn } from './support/hydrated';
import { message } from './support/messages';
import { approveDeposit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

/** A 2,000 deposit (minor units). */
const DEPOSITED = 200_000;

for (const lang of ['en', 'ur'] as const) {
  test(`${lang}: the deposit is in the vendor's game, back in the header, and stakes the studio slot`, async ({
    page,
    sites,
    admin,
  }) => {
    const site = sites.pakistan as string;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const header = page.locator('[data-balance]').first();
    const player = await freshPlayer(site);

    // A JazzCash deposit by TrxID, approved by the operator (the deposit page itself: money-deposit.spec.ts).
    await apiFor(site, player.token).call(depositCall, {
      body: {
        methodCode: 'jazzcash',
        amount: DEPOSITED,
        senderAccount: '03001234567',
        trxId: `${Date.now()}`.slice(-11),
        idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
      },
    });
    await approveDeposit(admin, site, player.account);

    // A JILI slot opens with the whole balance in it: the launch moved it into the JILI wallet.
    await page.goto(await withToken(`${site}${prefix}/rng/?vassalage=JL`, player.token));
    await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(DEPOSITED);
    await signedIn(page, lang);
    const play = new RegExp(`${message(lang, 'games.play')}$`);
    await hydrated(page.getByRole('main')).getByRole('button', { name: play }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
    await expect(page.locator('[data-balance]')).toHaveAttribute('data-minor', `${DEPOSITED}`);

    // Back on the site the header shows every wallet's total, and the split says where it is.
    await page.getByRole('link', { name: inLanguage(SIM_PAGE_TEXT, lang).back }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/rng/`));
    await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(DEPOSITED);
    const split = page.getByRole('button', { name: message(lang, 'account.bar.walletSplit') });
    await split.click();
    await expect(split).toHaveAttribute('aria-expanded', 'true');
    const wallets = page.getByRole('list', { name: message(lang, 'account.bar.walletSplit') });
    await expect(wallets.getByRole('listitem')).toHaveCount(1);
    await expect(wallets.getByRole('listitem')).toContainText(message(lang, 'account.bar.mainWallet'));
    await expect(page.getByRole('link', { name: message(lang, 'account.bar.walletPage') })).toHaveAttribute(
      'href',
      `${prefix}/member/transferFund/`,
    );
    await expectNoHorizontalOverflow(page);

    // The studio slot stakes from the same balance.
    await page.goto(`${site}${prefix}/studio/slot/`);
    await page.getByLabel(message(lang, 'studio.stake.label')).fill('5');
    await page.getByRole('button', { name: message(lang, 'studio.slot.spin'), exact: true }).click();
    await expect(
      page.getByRole('list', { name: message(lang, 'studio.rounds.heading') }).getByRole('listitem'),
    ).toHaveCount(1);
    const [round] = (await apiFor(site, player.token).call(studioRoundsCall, { query: { game: 'slot' } })).rows;
    const left = DEPOSITED - 500 + (round?.win ?? 0);
    const balance = page.getByRole('status', { name: message(lang, 'studio.balance') });
    await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(left);
    await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(left);
  });
}
