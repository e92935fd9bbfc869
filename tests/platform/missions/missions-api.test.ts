// @vitest-environment node
/**
 * Missions and leaderboard over HTTP, on PGlite and PostgreSQL, with the platform's clock: progress from real
 * studio spins and real deposits (submitted by the player, approved by the operator) in the merchant's day and
 * week (Asia/Dhaka, Monday first); a claim pays the reward once through the ledger; unfinished, unknown,
 * another merchant's, past-period and repeated claims are refused with their codes; ten simultaneous claims pay
 * once; the leaderboard ranks the period's turnover with masked names and the player's own rank. Each test
 * runs in its own week, so their bets never meet on a leaderboard. Dates lie ahead of the real clock, by which
 * the bot check's challenges expire.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminDepositDecisionCall } from '../../../src/api/calls/admin-money';
import {
  type Mission,
  missionClaimCall,
  missionLeaderboardCall,
  missionSummaryCall,
} from '../../../src/api/calls/missions/missions';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from '../studio/studio-players';

let now = new Date('2027-03-03T06:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

async function summary(p: TestPlatform, player: Player) {
  const res = await p.call(missionSummaryCall, { token: player.token, merchant: player.merchant });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
}

async function mission(p: TestPlatform, player: Player, id: string): Promise<Mission & { key: string }> {
  const { periods } = await summary(p, player);
  for (const period of periods) {
    const found = period.missions.find((m) => m.id === id);
    if (found) return { ...found, key: period.key };
  }
  throw new Error(`no mission ${id}`);
}

async function spin(p: TestPlatform, player: Player, times: number, stake = 1_000) {
  for (let i = 0; i < times; i += 1) {
    const res = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
}

const claim = (p: TestPlatform, player: Player, missionId: string, periodKey: string) =>
  p.call(missionClaimCall, { token: player.token, merchant: player.merchant, body: { missionId, periodKey } });

async function deposit(p: TestPlatform, player: Player, amount: number) {
  const made = await p.call(depositCall, {
    token: player.token,
    body: {
      methodCode: 'bkash',
      amount,
      senderAccount: '01712345678',
      trxId: randomBytes(5).toString('hex').toUpperCase(),
      idempotencyKey: key(),
    },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return made.value.deposit.id;
}

describeEachDatabase(
  'missions',
  (platform) => {
    it('a fresh player sees the merchant missions of the current Dhaka day and week, nothing to claim', async () => {
      // Wednesday 3 March 2027, 12:00 in Dhaka (UTC+6)
      at('2027-03-03T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const value = await summary(p, player);
      expect(value.claimableCount).toBe(0);
      expect(value.periods.map(({ period, key, start, end }) => ({ period, key, start, end }))).toEqual([
        { period: 'daily', key: '2027-03-03', start: '2027-03-02T18:00:00.000Z', end: '2027-03-03T18:00:00.000Z' },
        { period: 'weekly', key: '2027-03-01', start: '2027-02-28T18:00:00.000Z', end: '2027-03-07T18:00:00.000Z' },
      ]);
      expect(value.periods[0]?.missions.map((m) => [m.id, m.kind, m.gameType, m.target, m.reward])).toEqual([
        ['daily-rounds', 'rounds', null, 5, 500],
        ['daily-slot-turnover', 'turnover', 'RNG', 50_000, 1_000],
        ['daily-deposit', 'deposit', null, 50_000, 1_500],
      ]);
      for (const period of value.periods) {
        for (const m of period.missions) expect([m.progress, m.state]).toEqual([0, 'in_progress']);
      }
    });

    it('spins complete a rounds mission; it pays once; unfinished, unknown, foreign and stale claims are refused', async () => {
      at('2027-03-10T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 100_000);
      await spin(p, player, 4);
      const partway = await mission(p, player, 'daily-rounds');
      expect([partway.progress, partway.state]).toEqual([4, 'in_progress']);
      expect((await claim(p, player, 'daily-rounds', partway.key)).json.code).toBe('mission_not_complete');

      await spin(p, player, 1);
      const done = await summary(p, player);
      expect(done.claimableCount).toBe(1);
      const rounds = await mission(p, player, 'daily-rounds');
      expect([rounds.progress, rounds.state]).toEqual([5, 'claimable']);
      expect(await mission(p, player, 'daily-slot-turnover')).toMatchObject({ progress: 5_000, state: 'in_progress' });
      expect(await mission(p, player, 'weekly-rounds')).toMatchObject({ progress: 5, state: 'in_progress' });
      // Live casino turnover counts LIVE bets only: slot spins leave it at 0.
      expect(await mission(p, player, 'weekly-live-turnover')).toMatchObject({ progress: 0 });

      // Another player has not played: the same mission is not theirs to claim.
      const other = await fundedPlayer(p, 0);
      const refused = await claim(p, other, 'daily-rounds', rounds.key);
      expect([refused.status, refused.json.code]).toEqual([409, 'mission_not_complete']);

      const before = (await walletsOf(p, player)).main;
      const paid = await claim(p, player, 'daily-rounds', rounds.key);
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      expect(paid.value).toEqual({
        missionId: 'daily-rounds',
        periodKey: rounds.key,
        reward: 500,
        balance: before + 500,
      });
      expect((await walletsOf(p, player)).main).toBe(before + 500);
      expect(await mission(p, player, 'daily-rounds')).toMatchObject({ state: 'claimed' });
      expect((await summary(p, player)).claimableCount).toBe(0);

      const again = await claim(p, player, 'daily-rounds', rounds.key);
      expect([again.status, again.json.code]).toEqual([409, 'mission_already_claimed']);
      const unknown = await claim(p, player, 'daily-nothing', rounds.key);
      expect([unknown.status, unknown.json.code]).toEqual([404, 'mission_not_found']);
      // A mission of the Myanmar merchant does not exist at this one.
      const foreign = await claim(p, player, 'weekly-fish-turnover', '2027-03-08');
      expect([foreign.status, foreign.json.code]).toEqual([404, 'mission_not_found']);
      const stale = await claim(p, player, 'weekly-rounds', '2027-03-01');
      expect([stale.status, stale.json.code]).toEqual([409, 'mission_period_over']);
      const malformed = await claim(p, player, 'Daily Rounds!', 'yesterday');
      expect([malformed.status, malformed.json.code]).toEqual([400, 'bad_request']);
      expect((await walletsOf(p, player)).main).toBe(before + 500);
      expect((await walletsOf(p, other)).main).toBe(0);
      await expectLedgerBalanced(p);
    });

    it('a deposit counts once the operator approves it, in the period it was credited', async () => {
      at('2027-03-17T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const depositId = await deposit(p, player, 50_000);
      // Pending money is not deposited yet.
      expect(await mission(p, player, 'daily-deposit')).toMatchObject({ progress: 0, state: 'in_progress' });
      const approved = await p.admin(adminDepositDecisionCall, {
        body: { merchantCode: MERCHANT, depositId, decision: 'approve' },
      });
      expect(approved.status, JSON.stringify(approved.json)).toBe(200);
      const daily = await mission(p, player, 'daily-deposit');
      expect([daily.progress, daily.state]).toEqual([50_000, 'claimable']);
      expect(await mission(p, player, 'weekly-deposit')).toMatchObject({ progress: 50_000, state: 'in_progress' });
      const paid = await claim(p, player, 'daily-deposit', daily.key);
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      expect(paid.value.balance).toBe(50_000 + 1_500);
      await expectLedgerBalanced(p);
    });

    it('ten claims at the same moment pay once', async () => {
      at('2027-03-24T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 100_000);
      await spin(p, player, 5);
      const before = (await walletsOf(p, player)).main;
      const { key: periodKey } = await mission(p, player, 'daily-rounds');
      const answers = await Promise.all(Array.from({ length: 10 }, () => claim(p, player, 'daily-rounds', periodKey)));
      const paid = answers.filter((a) => a.status === 200);
      expect(paid).toHaveLength(1);
      for (const a of answers.filter((a) => a.status !== 200)) {
        expect([a.status, a.json.code]).toEqual([409, 'mission_already_claimed']);
      }
      expect((await walletsOf(p, player)).main).toBe(before + 500);
      expect(await mission(p, player, 'daily-rounds')).toMatchObject({ state: 'claimed' });
      await expectLedgerBalanced(p);
    });

    it('days and weeks turn at midnight in Dhaka: progress restarts, a stale claim is refused, a new day pays again', async () => {
      // Sunday 4 April 2027, 23:58 in Dhaka: the last minutes of a day and of a week.
      at('2027-04-04T17:58:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 100_000);
      await spin(p, player, 5);
      const sunday = await mission(p, player, 'daily-rounds');
      expect([sunday.key, sunday.state]).toEqual(['2027-04-04', 'claimable']);
      expect(await mission(p, player, 'weekly-rounds')).toMatchObject({ key: '2027-03-29', progress: 5 });
      expect((await claim(p, player, 'daily-rounds', sunday.key)).status).toBe(200);

      // 00:00:30 on Monday in Dhaka (18:00:30 UTC on Sunday): a new day and a new week.
      at('2027-04-04T18:00:30Z');
      const monday = await mission(p, player, 'daily-rounds');
      expect([monday.key, monday.progress, monday.state]).toEqual(['2027-04-05', 0, 'in_progress']);
      expect(await mission(p, player, 'weekly-rounds')).toMatchObject({ key: '2027-04-05', progress: 0 });
      const stale = await claim(p, player, 'daily-rounds', sunday.key);
      expect([stale.status, stale.json.code]).toEqual([409, 'mission_period_over']);

      await spin(p, player, 5);
      const before = (await walletsOf(p, player)).main;
      const again = await claim(p, player, 'daily-rounds', monday.key);
      expect(again.status, JSON.stringify(again.json)).toBe(200);
      expect((await walletsOf(p, player)).main).toBe(before + 500);

      // Tuesday: the daily count restarts, the weekly one keeps Monday's rounds (a new sign-in: a day has passed).
      at('2027-04-05T18:00:30Z');
      player.token = await p.login(player.username, 'Secret123');
      expect(await mission(p, player, 'daily-rounds')).toMatchObject({ key: '2027-04-06', progress: 0 });
      expect(await mission(p, player, 'weekly-rounds')).toMatchObject({ key: '2027-04-05', progress: 5 });
      await expectLedgerBalanced(p);
    });

    it('the leaderboard ranks the period by turnover with masked names and the player’s own rank', async () => {
      at('2027-04-14T06:00:00Z');
      const p = platform();
      const [high, low, idle] = [
        await fundedPlayer(p, 100_000),
        await fundedPlayer(p, 100_000),
        await fundedPlayer(p, 0),
      ] as [Player, Player, Player];
      await spin(p, high, 3, 2_000);
      await spin(p, low, 2, 1_000);
      // A bet of yesterday counts for the week, not for the day.
      at('2027-04-13T06:00:00Z');
      await spin(p, low, 1, 10_000);
      at('2027-04-14T06:00:00Z');

      const daily = await p.call(missionLeaderboardCall, { token: low.token, query: { period: 'daily' } });
      expect(daily.status, JSON.stringify(daily.json)).toBe(200);
      expect(daily.value.key).toBe('2027-04-14');
      expect(daily.value.rows).toEqual([
        { rank: 1, name: `${high.username.slice(0, 2)}***${high.username.slice(-1)}`, turnover: 6_000, self: false },
        { rank: 2, name: `${low.username.slice(0, 2)}***${low.username.slice(-1)}`, turnover: 2_000, self: true },
      ]);
      expect(daily.value.own).toEqual({ rank: 2, turnover: 2_000 });
      for (const row of daily.value.rows) expect(row.name).not.toContain(high.username);

      const weekly = await p.call(missionLeaderboardCall, { token: low.token, query: { period: 'weekly' } });
      expect(weekly.value.key).toBe('2027-04-12');
      expect(weekly.value.rows.map((row) => [row.rank, row.turnover, row.self])).toEqual([
        [1, 12_000, true],
        [2, 6_000, false],
      ]);
      expect(weekly.value.own).toEqual({ rank: 1, turnover: 12_000 });

      const none = await p.call(missionLeaderboardCall, { token: idle.token, query: {} });
      expect(none.value.period).toBe('daily');
      expect(none.value.own).toEqual({ rank: null, turnover: 0 });
      expect(none.value.rows.every((row) => !row.self)).toBe(true);
      const bad = await p.call(missionLeaderboardCall, { token: idle.token, query: { period: 'monthly' } });
      expect([bad.status, bad.json.code]).toEqual([400, 'bad_request']);
    });
  },
  { clock: () => now },
);
