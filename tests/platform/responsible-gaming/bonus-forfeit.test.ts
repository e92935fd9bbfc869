// @vitest-environment node
// What a break forfeits (tenant file `responsibleGaming.forfeitBonuses`), on PGlite and PostgreSQL: under each setting,
// a waiting application is cancelled or kept and a bonus still locked under its turnover is taken back through the
// ledger or kept; the money goes back to the bonus account (ledger:check stays green and the member's record and the
// operator's member page show the movement); a replayed or refused break forfeits nothing more.
import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { adminMemberCall } from '../../../src/api/calls/admin-member';
import { adminAdjustBalanceCall, adminLedgerCheckCall } from '../../../src/api/calls/admin-money';
import { transactionHistoryCall } from '../../../src/api/calls/money/account-record';
import { bindPayoutAccountCall, setPaymentPasswordCall, withdrawCall } from '../../../src/api/calls/money/withdrawals';
import { adminApplicationsCall } from '../../../src/api/calls/promotions/admin-promotions';
import { promotionApplyCall, promotionsCall } from '../../../src/api/calls/promotions/promotions';
import { takeExclusionCall } from '../../../src/api/calls/responsible-gaming/exclusion';
import { loadAllTenants } from '../../../src/config/load-tenants';
import type { Tenant } from '../../../src/config/tenant-schema';
import { describeEachDatabase, MERCHANT, NEW_PLAYER_PASSWORD, type TestPlatform } from '../harness';
import { bonusDetails, bonusPlayer, claimWelcomeBonus } from '../promotions/bonus-steps';
import type { Player } from '../studio/studio-players';

type ForfeitSetting = Tenant['responsibleGaming']['forfeitBonuses'];

const FILES = loadAllTenants();

/** Serves the tenant files with the test merchant's `forfeitBonuses` set to `setting`. */
async function useSetting(p: TestPlatform, setting: ForfeitSetting): Promise<void> {
  await p.platform.updateTenants(
    FILES.map((tenant) =>
      tenant.merchantCode === MERCHANT
        ? { ...tenant, responsibleGaming: { ...tenant.responsibleGaming, forfeitBonuses: setting } }
        : tenant,
    ),
  );
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

/** An application to the big-win promotion, left waiting for the operator. */
async function applyAndWait(p: TestPlatform, player: Player): Promise<void> {
  const applied = await p.call(promotionApplyCall, {
    token: player.token,
    body: {
      promotionId: 'big-win-bonus',
      remark: 'Big win',
      images: [{ type: 'image/png', data: PNG.toString('base64') }],
    },
  });
  expect(applied.status, JSON.stringify(applied.json)).toBe(200);
  expect(applied.value.state).toBe('applying');
}

const takeBreak = (p: TestPlatform, player: Player, kind: 'time-out' | 'self-exclusion', period: string) =>
  p.call(takeExclusionCall, { token: player.token, body: { kind, period, password: NEW_PLAYER_PASSWORD } as never });

async function applicationState(p: TestPlatform, player: Player): Promise<string | undefined> {
  const list = await p.call(promotionsCall, { token: player.token });
  return list.value.promotions.find((promotion) => promotion.id === 'big-win-bonus')?.state;
}

async function balanceOf(p: TestPlatform, player: Player): Promise<number> {
  return (await bonusDetails(p, player)).balance;
}

/** The player's account-record rows of `kind` over the last day, as [amount, balance after]. */
async function recordRows(p: TestPlatform, player: Player, kind: string): Promise<[number, number][]> {
  const now = Date.now();
  const res = await p.call(transactionHistoryCall, {
    token: player.token,
    query: {
      kinds: kind,
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 86_400_000).toISOString(),
      page: 1,
      pageSize: 50,
    } as never,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.rows.map((row) => [row.amount, row.balanceAfter]);
}

async function expectLedgerGreen(p: TestPlatform): Promise<void> {
  const check = await p.admin(adminLedgerCheckCall, { query: { merchantCode: MERCHANT } });
  expect(check.status).toBe(200);
  expect(check.value.unreconciled).toEqual([]);
  expect(check.value.ok).toBe(true);
}

/** A player holding 50,000 minor units (main wallet, as every amount here) with a locked welcome bonus (60,000 on a 60,000 deposit) and an application waiting. */
async function playerWithPendingBonuses(p: TestPlatform): Promise<{ player: Player; bonus: number }> {
  const player = await bonusPlayer(p, 50_000);
  await claimWelcomeBonus(p, player, 60_000);
  await applyAndWait(p, player);
  const details = await bonusDetails(p, player);
  expect(details.locked).toBeGreaterThan(0);
  return { player, bonus: details.locked };
}

describeEachDatabase('pending bonuses forfeited by a break', (platform) => {
  const fileSetting = FILES.find((tenant) => tenant.merchantCode === MERCHANT)?.responsibleGaming.forfeitBonuses;
  afterEach(async () => useSetting(platform(), fileSetting ?? 'self-exclusion'));

  it("'any-break': a time-out cancels the waiting application and takes the locked bonus back, once", async () => {
    const p = platform();
    await useSetting(p, 'any-break');
    const { player, bonus } = await playerWithPendingBonuses(p);
    const before = await balanceOf(p, player);

    const taken = await takeBreak(p, player, 'time-out', '24h');
    expect(taken.status, JSON.stringify(taken.json)).toBe(200);
    expect(Object.keys(taken.value).sort()).toEqual(['endsAt', 'kind', 'period', 'startsAt']);

    expect(await applicationState(p, player)).toBe('cancelled');
    const applications = await p.admin(adminApplicationsCall, {
      query: { merchantCode: MERCHANT, status: 'cancelled' },
    });
    expect(applications.value.filter((row) => row.username === player.username).map((row) => row.status)).toEqual([
      'cancelled',
    ]);

    expect(await balanceOf(p, player)).toBe(before - bonus);
    expect(await recordRows(p, player, 'bonus_taken_back')).toEqual([[-bonus, before - bonus]]);
    const details = await bonusDetails(p, player);
    expect([details.locked, details.bonuses.length]).toEqual([0, 0]);
    await expectLedgerGreen(p);

    // The operator's member page lists the movement among the newest ledger entries.
    const page = await p.admin(adminMemberCall, { query: { merchantCode: MERCHANT, username: player.username } });
    expect(page.value.money.ledger.filter((entry) => entry.kind === 'bonus_taken_back').map((e) => e.amount)).toEqual([
      -bonus,
    ]);

    // A replay of the same request is refused by the running break and forfeits nothing more.
    const replay = await takeBreak(p, player, 'time-out', '24h');
    expect([replay.status, replay.json.code]).toEqual([409, 'exclusion_active']);
    expect(await recordRows(p, player, 'bonus_taken_back')).toHaveLength(1);
    expect(await balanceOf(p, player)).toBe(before - bonus);
  });

  it('takes back only what the wallet still holds when it holds less than the bonus', async () => {
    const p = platform();
    await useSetting(p, 'any-break');
    const { token, username } = await p.newPlayer({ prefix: 'bonus' });
    const player: Player = { token, username, merchant: MERCHANT };
    await claimWelcomeBonus(p, player, 60_000);
    const { locked, balance } = await bonusDetails(p, player);
    // The operator takes all but 25,000 back (as a loss would): less than the locked bonus is left.
    const adjusted = await p.admin(adminAdjustBalanceCall, {
      body: {
        merchantCode: MERCHANT,
        username,
        amount: 25_000 - balance,
        reason: 'forfeit test',
        idempotencyKey: randomBytes(12).toString('hex'),
      },
    });
    expect(adjusted.status, JSON.stringify(adjusted.json)).toBe(200);
    expect(locked).toBeGreaterThan(25_000);

    expect((await takeBreak(p, player, 'self-exclusion', '6m')).status).toBe(200);
    expect(await balanceOf(p, player)).toBe(0);
    expect(await recordRows(p, player, 'bonus_taken_back')).toEqual([[-25_000, 0]]);
    expect((await bonusDetails(p, player)).locked).toBe(0);
    await expectLedgerGreen(p);
  });

  it("'self-exclusion': a time-out keeps them, a self-exclusion forfeits them", async () => {
    const p = platform();
    await useSetting(p, 'self-exclusion');
    const kept = await playerWithPendingBonuses(p);
    const keptBalance = await balanceOf(p, kept.player);
    expect((await takeBreak(p, kept.player, 'time-out', '24h')).status).toBe(200);
    expect(await applicationState(p, kept.player)).toBe('applying');
    expect(await balanceOf(p, kept.player)).toBe(keptBalance);
    expect((await bonusDetails(p, kept.player)).locked).toBe(kept.bonus);

    const lost = await playerWithPendingBonuses(p);
    const lostBalance = await balanceOf(p, lost.player);
    expect((await takeBreak(p, lost.player, 'self-exclusion', '1y')).status).toBe(200);
    expect(await applicationState(p, lost.player)).toBe('cancelled');
    expect(await balanceOf(p, lost.player)).toBe(lostBalance - lost.bonus);
    await expectLedgerGreen(p);
  });

  it("'never': a self-exclusion keeps the application waiting and the bonus locked", async () => {
    const p = platform();
    await useSetting(p, 'never');
    const { player, bonus } = await playerWithPendingBonuses(p);
    const before = await balanceOf(p, player);
    expect((await takeBreak(p, player, 'self-exclusion', '5y')).status).toBe(200);
    expect(await applicationState(p, player)).toBe('applying');
    expect(await balanceOf(p, player)).toBe(before);
    expect((await bonusDetails(p, player)).locked).toBe(bonus);
    expect(await recordRows(p, player, 'bonus_taken_back')).toEqual([]);
  });

  it('a break refused for an open withdrawal forfeits nothing', async () => {
    const p = platform();
    await useSetting(p, 'any-break');
    const { player, bonus } = await playerWithPendingBonuses(p);
    await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
    const bound = await p.call(bindPayoutAccountCall, {
      token: player.token,
      body: { methodCode: 'bkash', accountNumber: '01711223344', accountName: 'Karim', paymentPassword: '246810' },
    });
    const withdrawn = await p.call(withdrawCall, {
      token: player.token,
      body: {
        payoutAccountId: bound.value.id,
        amount: 50_000,
        paymentPassword: '246810',
        idempotencyKey: randomBytes(12).toString('hex'),
      },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    const before = await balanceOf(p, player);

    const refused = await takeBreak(p, player, 'self-exclusion', '6m');
    expect([refused.status, refused.json.code]).toEqual([409, 'exclusion_withdrawal_pending']);
    expect(await applicationState(p, player)).toBe('applying');
    expect(await balanceOf(p, player)).toBe(before);
    expect((await bonusDetails(p, player)).locked).toBe(bonus);
  });
});
