/**
 * VIP and rebates through the HTTP calls, on real studio spins: the level and public state follow valid bets;
 * the daily settlement pays each played day once (twice asked, once paid) with the amount the tier rules give;
 * the manual claim (MANPLAYREB3) pays what accrued and refuses a second claim and a claim where rebates are
 * daily; both ways share one watermark, so no bet is paid twice when the merchant switches.
 */
import { expect, it } from 'vitest';
import { periodOf } from '../../../platform/core/merchant-periods';
import { adminWhitelabelCall } from '../../../src/api/calls/admin';
import { adminSettleRebatesCall } from '../../../src/api/calls/loyalty/admin-rebates';
import { rebateCall, rebateClaimCall, rebateHistoryCall } from '../../../src/api/calls/loyalty/rebate';
import { vipCall } from '../../../src/api/calls/loyalty/vip';
import { memberInfoCall } from '../../../src/api/calls/member';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from '../studio/studio-players';

// The platform's clock starts at the real time (bot-check solutions expire by it) and only moves forward.
// Days are Bangladesh's (Asia/Dhaka, UTC+6); each test plays in the merchant day its clock is in.
let now = new Date();
const clock = () => now;
const later = (instant: Date, hours: number) => new Date(instant.getTime() + hours * 3_600_000);
const currentDay = () => periodOf('day', now, 'Asia/Dhaka');
const STAKE = 1_000;
// the default member level (tenant loyalty defaults): 0.3 % of slot (RNG) valid bets
const RNG_PERCENT = 0.3;

async function spin(p: TestPlatform, player: Player, times: number): Promise<void> {
  for (let round = 0; round < times; round += 1) {
    const res = await p.call(slotSpinCall, { token: player.token, body: { stake: STAKE, idempotencyKey: key() } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  // the rounds happened "now": the rebate windows below end a moment later
  now = new Date(now.getTime() + 1_000);
}

async function setManual(p: TestPlatform, on: boolean): Promise<void> {
  const res = await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { MANPLAYREB3: on } } });
  expect(res.status).toBe(200);
}

describeEachDatabase(
  'rebates',
  (platform) => {
    it('shows the level, the progress and the public VIP state from valid bets', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 100_000);
      await spin(p, player, 3);
      const vip = await p.call(vipCall, { token: player.token });
      expect(vip.status).toBe(200);
      expect(vip.value.validBetTotal).toBe(3 * STAKE);
      expect(vip.value.rank).toBe(0);
      expect(vip.value.levels.map((level) => level.label)).toEqual(['member', 'bronze', 'silver', 'gold', 'diamond']);
      expect(vip.value.levels[1]?.minValidBet).toBe(1_000_000);
      const info = await p.call(memberInfoCall, { token: player.token });
      expect(info.value).toMatchObject({ hasVip: false, vipLabelName: 'member', vipRankLevel: 0 });
    });

    it('settles a closed day once, at the tier rate, and refuses a day that has not ended', async () => {
      const p = platform();
      await setManual(p, false);
      const today = currentDay();
      const player = await fundedPlayer(p, 100_000);
      await spin(p, player, 5);
      const expected = Math.floor((5 * STAKE * RNG_PERCENT * 100) / 10_000);

      const early = await p.admin(adminSettleRebatesCall, { body: { merchantCode: MERCHANT, day: today.key } });
      expect(early.status).toBe(409);
      expect(early.json).toMatchObject({ code: 'period_not_closed' });

      const accrued = await p.call(rebateCall, { token: player.token });
      expect(accrued.value).toMatchObject({ mode: 'daily', accrued: { amount: expected, since: null } });
      expect(accrued.value.accrued.lines).toEqual([
        { gameType: 'RNG', validBet: 5 * STAKE, percent: RNG_PERCENT, amount: expected },
      ]);

      now = later(today.end, 0.01);
      const before = (await walletsOf(p, player)).main;
      const first = await p.admin(adminSettleRebatesCall, { body: { merchantCode: MERCHANT, day: today.key } });
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      expect(first.value.paid).toBeGreaterThanOrEqual(1);
      const second = await p.admin(adminSettleRebatesCall, { body: { merchantCode: MERCHANT, day: today.key } });
      expect(second.status).toBe(200);
      expect(second.value.paid).toBe(0);
      expect((await walletsOf(p, player)).main).toBe(before + expected);

      const history = await p.call(rebateHistoryCall, { token: player.token });
      expect(history.value.rows).toHaveLength(1);
      expect(history.value.rows[0]).toMatchObject({ mode: 'daily', amount: expected, from: null });
      expect((await p.call(rebateCall, { token: player.token })).value.accrued.amount).toBe(0);
      await expectLedgerBalanced(p);
    });

    it('pays a manual claim once, refuses an empty one, and never pays a bet twice across the two ways', async () => {
      const p = platform();
      now = later(now, 1); // well inside a day: its end comes before the player's session expires (24 h)
      const today = currentDay();
      const player = await fundedPlayer(p, 100_000);
      await setManual(p, false);
      await spin(p, player, 2);
      const daily = await p.call(rebateClaimCall, { token: player.token, body: {} });
      expect(daily.status).toBe(409);
      expect(daily.json).toMatchObject({ code: 'rebate_paid_daily' });

      await setManual(p, true);
      now = later(now, 0.1);
      const claims = await Promise.all([
        p.call(rebateClaimCall, { token: player.token, body: {} }),
        p.call(rebateClaimCall, { token: player.token, body: {} }),
      ]);
      const paid = claims.filter((claim) => claim.status === 200);
      expect(claims.map((claim) => claim.status).sort(), JSON.stringify(claims.map((c) => c.json))).toEqual([200, 409]);
      expect(paid).toHaveLength(1);
      expect(paid[0]?.value.amount).toBe(Math.floor((2 * STAKE * RNG_PERCENT * 100) / 10_000));
      const refused = claims.find((claim) => claim.status !== 200);
      expect(refused?.json).toMatchObject({ code: 'rebate_nothing_to_claim' });

      // back to daily: the day's settlement finds the claimed bets paid
      await setManual(p, false);
      now = later(today.end, 0.01);
      const before = (await walletsOf(p, player)).main;
      await p.admin(adminSettleRebatesCall, { body: { merchantCode: MERCHANT, day: today.key } });
      expect((await walletsOf(p, player)).main).toBe(before);
      await expectLedgerBalanced(p);
    });
  },
  { clock },
);
