// @vitest-environment node
/**
 * Two open bonuses are worked off in the order they were received (platform/promotions/bonus-lock.ts): a bet
 * counts toward the oldest open requirement it came after, the remainder flows to the next, and no bet counts
 * twice. Figures computed by hand from bangladesh's promotions (application bonus 300 with 3× turnover: requires
 * 900; welcome bonus 100% of a 600 deposit with 15× turnover on 1,200: requires 18,000), real spins, on PGlite
 * and PostgreSQL, and the withdrawable balance following the lock.
 */
import { describe, expect, it } from 'vitest';
import { workOffInOrder } from '../../../platform/promotions/bonus-lock';
import { describeEachDatabase } from '../harness';
import { expectLedgerBalanced } from '../studio/studio-players';
import { bonusDetails, bonusPlayer, claimWelcomeBonus, issueApplicationBonus, progressOf, spin } from './bonus-steps';

let now = new Date('2027-04-07T06:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

describe('working bonuses off in order', () => {
  it('fills the oldest first and passes the remainder on, only to bonuses credited before the bets', () => {
    // bets since each credit: 120 (all), 70 (after the second), 0 (nothing after the third)
    expect(
      workOffInOrder([
        { turnover_required: 90, betsSince: 120 },
        { turnover_required: 1800, betsSince: 70 },
        { turnover_required: 50, betsSince: 0 },
      ]),
    ).toEqual([90, 30, 0]);
    // 50 before the second bonus, 1850 after: the first takes 50 + 1750, the second the last 100
    expect(
      workOffInOrder([
        { turnover_required: 1800, betsSince: 1900 },
        { turnover_required: 90, betsSince: 1850 },
      ]),
    ).toEqual([1800, 90]);
    // the first still open: nothing flows on
    expect(
      workOffInOrder([
        { turnover_required: 1800, betsSince: 300 },
        { turnover_required: 90, betsSince: 200 },
      ]),
    ).toEqual([300, 0]);
    // a bonus without a requirement takes nothing; bets before a bonus never count for it
    expect(
      workOffInOrder([
        { turnover_required: 0, betsSince: 500 },
        { turnover_required: 100, betsSince: 40 },
        { turnover_required: 100, betsSince: 10 },
      ]),
    ).toEqual([0, 40, 0]);
    expect(workOffInOrder([])).toEqual([]);
  });
});

describeEachDatabase(
  'two open bonuses',
  (platform) => {
    it('the older, smaller requirement fills first; only what is left of the bets counts for the newer one', async () => {
      const p = platform();
      at('2027-04-07T06:00:00Z');
      const player = await bonusPlayer(p, 5_000_000);
      await issueApplicationBonus(p, player);
      at('2027-04-07T06:10:00Z');
      await spin(p, player, 50_000);
      at('2027-04-07T06:20:00Z');
      await claimWelcomeBonus(p, player, 60_000);
      expect(progressOf(await bonusDetails(p, player))).toEqual([
        ['big-win-bonus', 50_000, 90_000, false],
        ['welcome-bonus', 0, 1_800_000, false],
      ]);

      // 700 after both: 400 completes the application bonus (900), the other 300 go to the welcome bonus
      // (counting for both, as before, would have shown 1,200 and 700).
      at('2027-04-07T06:30:00Z');
      await spin(p, player, 70_000);
      const partway = await bonusDetails(p, player);
      expect(progressOf(partway)).toEqual([
        ['big-win-bonus', 90_000, 90_000, true],
        ['welcome-bonus', 30_000, 1_800_000, false],
      ]);
      // only the welcome bonus (600) is still locked
      expect(partway.locked).toBe(60_000);
      expect(partway.withdrawable).toBe(partway.balance - 60_000);

      // 17,700 more complete it: 300 + 9,000 + 8,700 = 18,000
      at('2027-04-07T06:40:00Z');
      await spin(p, player, 900_000);
      expect(progressOf(await bonusDetails(p, player))[1]).toEqual(['welcome-bonus', 930_000, 1_800_000, false]);
      await spin(p, player, 870_000);
      const done = await bonusDetails(p, player);
      expect(progressOf(done)).toEqual([
        ['big-win-bonus', 90_000, 90_000, true],
        ['welcome-bonus', 1_800_000, 1_800_000, true],
      ]);
      expect([done.locked, done.withdrawable]).toEqual([0, done.balance]);
      await expectLedgerBalanced(p);
    });

    it('the older, larger requirement takes every bet until it is met: the newer bonus waits, then gets the rest', async () => {
      const p = platform();
      at('2027-04-08T06:00:00Z');
      const player = await bonusPlayer(p, 5_000_000);
      await claimWelcomeBonus(p, player, 60_000);
      at('2027-04-08T06:10:00Z');
      await issueApplicationBonus(p, player);
      at('2027-04-08T06:20:00Z');
      await spin(p, player, 50_000);
      const first = await bonusDetails(p, player);
      // (counting for both would have shown 500 toward the application bonus too)
      expect(progressOf(first)).toEqual([
        ['welcome-bonus', 50_000, 1_800_000, false],
        ['big-win-bonus', 0, 90_000, false],
      ]);
      expect(first.locked).toBe(60_000 + 30_000);

      // 10,000 + 8,000 more: the welcome bonus needs 17,500 of them, the last 500 flow to the application bonus
      at('2027-04-08T06:30:00Z');
      await spin(p, player, 1_000_000);
      await spin(p, player, 800_000);
      const second = await bonusDetails(p, player);
      expect(progressOf(second)).toEqual([
        ['welcome-bonus', 1_800_000, 1_800_000, true],
        ['big-win-bonus', 50_000, 90_000, false],
      ]);
      expect(second.locked).toBe(30_000);
      expect(second.withdrawable).toBe(second.balance - 30_000);

      at('2027-04-08T06:40:00Z');
      await spin(p, player, 40_000);
      const done = await bonusDetails(p, player);
      expect(progressOf(done)[1]).toEqual(['big-win-bonus', 90_000, 90_000, true]);
      expect([done.locked, done.withdrawable]).toEqual([0, done.balance]);
      await expectLedgerBalanced(p);
    });
  },
  { clock: () => now },
);
