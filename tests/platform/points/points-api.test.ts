/**
 * The points mall through its HTTP calls, on real studio spins: points accrue from settled bets once however
 * often they are read (fractions carried, not lost); a cash item pays through the ledger at once and a goods
 * item waits for the operator, whose rejection returns the points; conversion pays at the points ratio; every
 * refusal has its code; concurrent spends never take the points below zero; and nothing of it exists where
 * PTSYS3 is off.
 */
import { expect, it } from 'vitest';
import { adminWhitelabelCall } from '../../../src/api/calls/admin';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import { setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import { adminDecidePointRedeemCall, adminPointRedeemsCall } from '../../../src/api/calls/points/admin-points';
import { pointsConvertCall, pointsRedeemCall } from '../../../src/api/calls/points/exchange';
import {
  pointsBalanceCall,
  pointsConfigCall,
  pointsRedeemListCall,
  pointsRewardCall,
  pointsTransactionsCall,
} from '../../../src/api/calls/points/points';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from '../studio/studio-players';

// The platform's clock starts at the real time (bot-check solutions expire by it) and only moves forward.
let now = new Date();
const clock = () => now;
const PASSWORD = '246810';
// tenant defaults (src/config/points-schema.ts): slots earn 10 points per 100.00 of valid bets; a point is 0.05
const BIG_STAKE = 100_000; // 1,000.00: 100 points a spin
const CASH_PER_POINT = 5;

async function spin(p: TestPlatform, player: Player, times: number, stake = BIG_STAKE): Promise<void> {
  for (let round = 0; round < times; round += 1) {
    const res = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  // the rounds settled "now": accrual windows end before the present moment, so move it on
  now = new Date(now.getTime() + 1_000);
}

async function setPoints(p: TestPlatform, on: boolean): Promise<void> {
  const res = await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PTSYS3: on } } });
  expect(res.status).toBe(200);
}

async function pointsOf(p: TestPlatform, player: Player): Promise<number> {
  const res = await p.call(pointsBalanceCall, { token: player.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.points;
}

/** A player with a transaction password and `spins` big slot rounds played (100 points each). */
async function playerWithPoints(p: TestPlatform, spins: number): Promise<Player> {
  const player = await fundedPlayer(p, 10_000_000);
  const set = await p.call(setPaymentPasswordCall, { token: player.token, body: { password: PASSWORD } });
  expect(set.status).toBe(200);
  await spin(p, player, spins);
  return player;
}

const redeem = (p: TestPlatform, player: Player, itemId: string, idempotencyKey = key(), password = PASSWORD) =>
  p.call(pointsRedeemCall, { token: player.token, body: { itemId, paymentPassword: password, idempotencyKey } });

const convert = (p: TestPlatform, player: Player, points: number, password = PASSWORD) =>
  p.call(pointsConvertCall, {
    token: player.token,
    body: { points, paymentPassword: password, idempotencyKey: key() },
  });

describeEachDatabase(
  'points mall',
  (platform) => {
    it('does not exist where PTSYS3 is off', async () => {
      const p = platform();
      await setPoints(p, false);
      const player = await playerWithPoints(p, 1);
      for (const res of [
        await p.call(pointsBalanceCall, { token: player.token }),
        await p.call(pointsRewardCall, { token: player.token }),
        await redeem(p, player, 'cash-10'),
        await convert(p, player, 50),
      ]) {
        expect(res.status).toBe(403);
        expect(res.json.code).toBe('points_disabled');
      }
      await setPoints(p, true);
      // the bets played while the mall was closed still count: points never expire and are earned by bets
      expect(await pointsOf(p, player)).toBe(100);
    });

    it('accrues points from settled bets once, carrying fractions of a point', async () => {
      const p = platform();
      await setPoints(p, true);
      const player = await playerWithPoints(p, 3);
      expect(await pointsOf(p, player)).toBe(300);
      expect(await pointsOf(p, player)).toBe(300);
      // 15 spins of 1.50 (0.15 points each), read between every spin: 2.25 points, of which 2 are whole
      for (let round = 0; round < 15; round += 1) {
        await spin(p, player, 1, 150);
        await pointsOf(p, player);
      }
      expect(await pointsOf(p, player)).toBe(302);
      const earned = await p.call(pointsTransactionsCall, { token: player.token, query: { pageSize: 100 } });
      const earnRows = earned.value.rows.filter((row) => row.kind === 'earn');
      expect(earnRows.reduce((sum, row) => sum + row.points, 0)).toBe(302);
      expect(earnRows.every((row) => row.status === 'approved')).toBe(true);

      const config = await p.call(pointsConfigCall, { token: player.token });
      expect(config.value).toMatchObject({ cashPerPoint: CASH_PER_POINT, minConvert: 20 });
      expect(config.value.earnRates).toContainEqual({ gameType: 'RNG', pointsPer100: 10 });
    });

    it('redeems a cash item at once, a goods item after the operator, and converts at the points ratio', async () => {
      const p = platform();
      await setPoints(p, true);
      const player = await playerWithPoints(p, 6);
      const items = await p.call(pointsRewardCall, { token: player.token });
      expect(items.value.items.map((item) => item.id)).toEqual(['cash-10', 'cash-50', 'mobile-top-up']);

      const before = (await walletsOf(p, player)).main;
      const cash = await redeem(p, player, 'cash-10');
      expect(cash.status, JSON.stringify(cash.json)).toBe(200);
      expect(cash.value.redeem).toMatchObject({ itemId: 'cash-10', status: 'approved', points: 200, cash: 1_000 });
      expect(cash.value.points).toBe(400);
      expect((await walletsOf(p, player)).main).toBe(before + 1_000);

      const goods = await redeem(p, player, 'mobile-top-up');
      expect(goods.value.redeem).toMatchObject({ status: 'in_process', cash: null, points: 300 });
      expect(goods.value.points).toBe(100);
      const waiting = await p.admin(adminPointRedeemsCall, { query: { merchantCode: MERCHANT } });
      expect(waiting.value.redeems.map((row) => row.id)).toContain(goods.value.redeem.id);

      // a rejection names its reason, which the member reads
      const unexplained = await p.admin(adminDecidePointRedeemCall, {
        body: { merchantCode: MERCHANT, redeemId: goods.value.redeem.id, decision: 'reject', reason: '  ' },
      });
      expect([unexplained.status, unexplained.json.code]).toEqual([400, 'bad_request']);
      const rejected = await p.admin(adminDecidePointRedeemCall, {
        body: { merchantCode: MERCHANT, redeemId: goods.value.redeem.id, decision: 'reject', reason: 'out of stock' },
      });
      expect(rejected.value).toMatchObject({ status: 'rejected', reason: 'out of stock' });
      expect(await pointsOf(p, player)).toBe(400);
      const twice = await p.admin(adminDecidePointRedeemCall, {
        body: { merchantCode: MERCHANT, redeemId: goods.value.redeem.id, decision: 'approve' },
      });
      expect(twice.status).toBe(409);
      expect(twice.json.code).toBe('request_already_handled');
      const audit = await p.admin(auditLogCall, { query: { action: 'redeem.reject' } });
      expect(audit.value.rows[0]).toMatchObject({
        target: `redeem:${goods.value.redeem.id}`,
        reason: 'out of stock',
        before: { status: 'in_process' },
        after: { status: 'rejected' },
      });

      const again = await redeem(p, player, 'mobile-top-up');
      const approved = await p.admin(adminDecidePointRedeemCall, {
        body: { merchantCode: MERCHANT, redeemId: again.value.redeem.id, decision: 'approve' },
      });
      expect(approved.value.status).toBe('approved');

      const wallet = (await walletsOf(p, player)).main;
      const converted = await convert(p, player, 60);
      expect(converted.status, JSON.stringify(converted.json)).toBe(200);
      expect(converted.value).toEqual({ cash: 60 * CASH_PER_POINT, points: 40, balance: wallet + 60 * CASH_PER_POINT });

      const history = await p.call(pointsRedeemListCall, { token: player.token });
      expect(history.value.rows.map((row) => row.status)).toEqual(['approved', 'rejected', 'approved']);
      const rows = (await p.call(pointsTransactionsCall, { token: player.token })).value.rows;
      expect(rows.map((row) => row.kind)).toEqual(['convert', 'redeem', 'redeem_refund', 'redeem', 'redeem', 'earn']);
      expect(rows[2]).toMatchObject({ points: 300, remark: 'mobile-top-up', status: 'rejected' });
      const balance = await p.call(pointsBalanceCall, { token: player.token });
      expect(balance.value.redeemQuantity).toBe(560);
      await expectLedgerBalanced(p);
    });

    it('refuses too few points, an unknown item, a wrong password and a conversion below the minimum', async () => {
      const p = platform();
      await setPoints(p, true);
      const player = await playerWithPoints(p, 1);
      const tooMany = await redeem(p, player, 'cash-50');
      expect([tooMany.status, tooMany.json.code]).toEqual([409, 'points_insufficient']);
      const unknown = await redeem(p, player, 'yacht');
      expect([unknown.status, unknown.json.code]).toEqual([404, 'points_item_not_found']);
      const wrong = await redeem(p, player, 'cash-10', key(), '111111');
      expect([wrong.status, wrong.json.code]).toEqual([403, 'payment_password_incorrect']);
      const small = await convert(p, player, 19);
      expect([small.status, small.json.code]).toEqual([400, 'points_below_minimum']);
      const over = await convert(p, player, 101);
      expect([over.status, over.json.code]).toEqual([409, 'points_insufficient']);
      const wrongConvert = await convert(p, player, 50, '111111');
      expect(wrongConvert.json.code).toBe('payment_password_incorrect');
      expect(await pointsOf(p, player)).toBe(100);
    });

    it('never spends points twice: concurrent redeems stop at zero, a retried key answers once', async () => {
      const p = platform();
      await setPoints(p, true);
      const player = await playerWithPoints(p, 5);
      const before = (await walletsOf(p, player)).main;
      const results = await Promise.all(Array.from({ length: 6 }, () => redeem(p, player, 'cash-10')));
      const statuses = results.map((res) => res.status).sort();
      expect(statuses, JSON.stringify(results.map((res) => res.json))).toEqual([200, 200, 409, 409, 409, 409]);
      expect(await pointsOf(p, player)).toBe(100);
      expect((await walletsOf(p, player)).main).toBe(before + 2 * 1_000);

      const idempotencyKey = key();
      const first = await redeem(p, player, 'cash-10', idempotencyKey);
      expect([first.status, first.json.code]).toEqual([409, 'points_insufficient']);
      await spin(p, player, 1);
      const retried = await Promise.all([
        redeem(p, player, 'cash-10', idempotencyKey),
        redeem(p, player, 'cash-10', idempotencyKey),
      ]);
      expect(retried.map((res) => res.status)).toEqual([200, 200]);
      expect(retried[0]?.value.redeem.id).toBe(retried[1]?.value.redeem.id);
      expect(await pointsOf(p, player)).toBe(0);
      await expectLedgerBalanced(p);
    });
  },
  { clock },
);
