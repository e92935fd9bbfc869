/**
 * The agent centre's team figures below the HTTP layer, on a three-level tree (agent A → sub-agent B → players
 * b1, b2; player a1 straight under A; agent X with a player of their own) with bets and ledger movements written
 * at chosen instants: the overview's four periods in the merchant's time zone, the reports' scope (whole team,
 * one member's branch), per-member loss, income and account details, each checked against figures computed here.
 */
import { beforeAll, expect, it } from 'vitest';
import { activeMembers } from '../../../platform/agents/active-members';
import { overviewPeriods, teamOverview } from '../../../platform/agents/overview';
import { income, incomeTotals, teamBets, teamBetTotals, teamLoss } from '../../../platform/agents/reports';
import { downlineMember, reportScope } from '../../../platform/agents/team-scope';
import { teamTransactions, teamTransactionTotals } from '../../../platform/agents/team-transactions';
import { periodOf, previousPeriod } from '../../../platform/core/merchant-periods';
import type { Database } from '../../../platform/db/database';
import { memberWallet, operatorAccount } from '../../../platform/ledger/money-accounts';
import type { MovementKind } from '../../../platform/ledger/movement-kinds';
import { postTransaction } from '../../../platform/ledger/post';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

const TZ = BD.tenant.timeZone;
const NOW = new Date('2026-11-20T06:00:00Z'); // noon in Dhaka
const today = periodOf('day', NOW, TZ);
const yesterday = previousPeriod('day', NOW, TZ);
const lastMonth = previousPeriod('month', NOW, TZ);
const at = (period: { start: Date }, hours: number) => new Date(period.start.getTime() + hours * 3_600_000);
const PAGE = { limit: 50, offset: 0 };

let round = 0;
async function bet(db: Database, member: number, stake: number, win: number, when: Date, status = 'settled') {
  round += 1;
  await db.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'INHOUSE', $7, 'slot', $3, $4, $4, $5, '{}', $6, $8, $6)`,
    [BD.code, member, `team-${round}`, stake, win, when, round % 2 ? 'RNG' : 'LIVE', status],
  );
}

async function move(db: Database, member: number, kind: MovementKind, amount: number, when: Date) {
  const wallet = await memberWallet(db, BD, member, when);
  const cash = await operatorAccount(db, BD, 'cash', when);
  await postTransaction(db, {
    merchantCode: BD.code,
    kind,
    memberId: member,
    memo: kind === 'agent_salary' ? 'daily_salary day test' : null,
    postings: [
      { accountId: cash.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    at: when,
  });
}

describeLedgerDatabases('agent team queries', (db) => {
  const ids = { a: 0, b: 0, b1: 0, b2: 0, a1: 0, x: 0, x1: 0 };

  beforeAll(async () => {
    ids.a = await addMember(db(), 'tq_agent_a', { merchantCode: BD.code, type: 1 });
    ids.b = await addMember(db(), 'tq_sub_b', { merchantCode: BD.code, type: 1, uplineId: ids.a });
    ids.b1 = await addMember(db(), 'tq_b1', { merchantCode: BD.code, uplineId: ids.b });
    ids.b2 = await addMember(db(), 'tq_b2', { merchantCode: BD.code, uplineId: ids.b });
    ids.a1 = await addMember(db(), 'tq_a1', { merchantCode: BD.code, uplineId: ids.a });
    ids.x = await addMember(db(), 'tq_agent_x', { merchantCode: BD.code, type: 1 });
    ids.x1 = await addMember(db(), 'tq_x1', { merchantCode: BD.code, uplineId: ids.x });
    // b1 joined today, b2 yesterday, the rest last month
    await db().query('UPDATE members SET created_at = $2 WHERE id = ANY($1::bigint[])', [
      [ids.b, ids.a1, ids.x1],
      at(lastMonth, 30),
    ]);
    await db().query('UPDATE members SET created_at = $2 WHERE id = $1', [ids.b1, at(today, 1)]);
    await db().query('UPDATE members SET created_at = $2 WHERE id = $1', [ids.b2, at(yesterday, 3)]);

    await bet(db(), ids.b1, 1_000, 2_500, at(today, 2));
    await bet(db(), ids.b1, 2_000, 0, at(today, 3));
    await bet(db(), ids.b2, 5_000, 1_000, at(yesterday, 5));
    await bet(db(), ids.a1, 3_000, 0, at(lastMonth, 50));
    await bet(db(), ids.b, 700, 0, at(today, 4)); // the sub-agent plays too: part of A's team
    await bet(db(), ids.a, 9_999, 0, at(today, 4)); // the agent's own bets are not the team's
    await bet(db(), ids.x1, 88_000, 0, at(today, 2)); // another agent's team
    await bet(db(), ids.b1, 4_000, 0, at(today, 5), 'open'); // not settled: listed, never summed

    await move(db(), ids.b1, 'deposit', 50_000, at(today, 1));
    await move(db(), ids.b2, 'deposit', 20_000, at(yesterday, 1));
    await move(db(), ids.a1, 'deposit', 30_000, at(lastMonth, 10));
    await move(db(), ids.b1, 'withdrawal', -7_000, at(today, 6));
    await move(db(), ids.x1, 'deposit', 99_000, at(today, 1));
    await move(db(), ids.a, 'agent_salary', 1_234, at(today, 1));
    await move(db(), ids.a, 'agent_dividend', 5_000, at(lastMonth, 100));
    await move(db(), ids.b, 'agent_salary', 777, at(today, 1)); // the sub-agent's pay is not A's income
  });

  it('sums the overview per period in the merchant time zone, over the whole team but not the agent', async () => {
    const { teamSize, periods } = await teamOverview(db(), ids.a, NOW, TZ);
    expect(teamSize).toEqual({ direct: 2, total: 4 });
    const byPeriod = Object.fromEntries(periods.map((p) => [p.period, p]));
    expect(byPeriod.today).toMatchObject({
      start: today.start.toISOString(),
      newMembers: 1,
      activeMembers: 2, // b1 and b
      bets: 3,
      validBet: 1_000 + 2_000 + 700,
      profit: 2_500 - 1_000 - 2_000 - 700,
      deposits: 50_000,
      withdrawals: 7_000,
      commission: 1_234,
    });
    expect(byPeriod.yesterday).toMatchObject({
      newMembers: 1,
      activeMembers: 1,
      bets: 1,
      validBet: 5_000,
      profit: -4_000,
      deposits: 20_000,
      withdrawals: 0,
      commission: 0,
    });
    // November 1st-20th holds today and yesterday
    expect(byPeriod.thisMonth).toMatchObject({
      newMembers: 2,
      activeMembers: 3, // b1, b and b2
      bets: 4,
      validBet: 8_700,
      deposits: 70_000,
    });
    expect(byPeriod.lastMonth).toMatchObject({
      start: lastMonth.start.toISOString(),
      newMembers: 2, // b and a1
      activeMembers: 1, // a1
      bets: 1,
      validBet: 3_000,
      profit: -3_000,
      deposits: 30_000,
      commission: 5_000,
    });
    // Agent X sees only X's team
    const x = await teamOverview(db(), ids.x, NOW, TZ);
    expect(x.teamSize).toEqual({ direct: 1, total: 1 });
    expect(x.periods[0]).toMatchObject({ bets: 1, validBet: 88_000, deposits: 99_000, commission: 0 });
  });

  it('scopes the bet reports to the team or one branch and refuses members outside the downline', async () => {
    const range = { from: at(lastMonth, 0), to: at(today, 24) };
    const whole = { ...range, scope: await reportScope(db(), BD.code, ids.a, undefined) };
    const rows = await teamBets(db(), whole, PAGE);
    expect(rows.map((r) => r.username).sort()).toEqual(
      ['tq_a1', 'tq_b1', 'tq_b1', 'tq_b1', 'tq_b2', 'tq_sub_b'].sort(),
    );
    const totals = await teamBetTotals(db(), whole);
    expect(totals).toEqual({
      total: 6,
      sums: { bets: 5, stake: 11_700, valid_bet: 11_700, win: 3_500 },
    });
    const branch = { ...range, scope: await reportScope(db(), BD.code, ids.a, 'TQ_SUB_B') };
    expect(branch.scope).toMatchObject({ rootLevel: 1 });
    expect(branch.scope.ids.sort()).toEqual([ids.b, ids.b1, ids.b2].sort());
    expect(branch.scope.levels.sort()).toEqual([1, 2, 2]);
    expect((await teamBetTotals(db(), branch)).sums).toEqual({ bets: 4, stake: 8_700, valid_bet: 8_700, win: 3_500 });
    // the game type filter splits the rows between the types
    const live = await teamBetTotals(db(), { ...whole, gameType: 'LIVE' });
    const rng = await teamBetTotals(db(), { ...whole, gameType: 'RNG' });
    expect(live.total).toBeGreaterThan(0);
    expect(live.total + rng.total).toBe(6);

    const loss = await teamLoss(db(), whole, PAGE);
    expect(loss.total).toBe(4);
    expect(loss.rows.map((r) => [r.username, r.level, r.win - r.stake])).toEqual([
      ['tq_b2', 2, -4_000],
      ['tq_a1', 1, -3_000],
      ['tq_sub_b', 1, -700],
      ['tq_b1', 2, -500],
    ]);

    for (const outsider of ['tq_x1', 'tq_agent_x', 'tq_agent_a', 'nobody']) {
      await expect(downlineMember(db(), BD.code, ids.a, outsider)).rejects.toMatchObject({
        status: 403,
        code: 'not_own_downline',
      });
    }
    // B may read their own branch, never their upline's other members
    await expect(reportScope(db(), BD.code, ids.b, 'tq_a1')).rejects.toMatchObject({ code: 'not_own_downline' });
    expect((await downlineMember(db(), BD.code, ids.b, 'tq_b2')).level).toBe(1);
  });

  it("lists the agent's own income and the team's wallet movements", async () => {
    const range = { from: at(lastMonth, 0), to: at(today, 24) };
    const mine = await income(db(), { agentId: ids.a, ...range }, PAGE);
    expect(mine.map((r) => [r.kind, r.amount])).toEqual([
      ['agent_salary', 1_234],
      ['agent_dividend', 5_000],
    ]);
    expect(await incomeTotals(db(), { agentId: ids.a, ...range })).toEqual({
      total: 2,
      salary: 1_234,
      dividend: 5_000,
    });
    expect(await incomeTotals(db(), { agentId: ids.a, ...range, kind: 'agent_dividend' })).toMatchObject({
      total: 1,
      salary: 0,
    });

    const scope = await reportScope(db(), BD.code, ids.a, undefined);
    const moves = await teamTransactions(db(), { ...range, scope }, PAGE);
    expect(moves.map((r) => [r.username, r.kind, r.amount])).toEqual([
      ['tq_b1', 'withdrawal', -7_000],
      ['tq_sub_b', 'agent_salary', 777],
      ['tq_b1', 'deposit', 50_000],
      ['tq_b2', 'deposit', 20_000],
      ['tq_a1', 'deposit', 30_000],
    ]);
    // Later pages keep the order: the window read back from the end of the range widens until it holds the page
    // (today and yesterday here), or reaches the start of the range (the third deposit, last month).
    const second = await teamTransactions(db(), { ...range, scope }, { limit: 2, offset: 2 });
    expect(second.map((r) => [r.username, r.amount])).toEqual([
      ['tq_b1', 50_000],
      ['tq_b2', 20_000],
    ]);
    const deposits = await teamTransactions(db(), { ...range, scope, kinds: ['deposit'] }, { limit: 1, offset: 2 });
    expect(deposits.map((r) => [r.username, r.kind, r.amount])).toEqual([['tq_a1', 'deposit', 30_000]]);
    expect(await teamTransactionTotals(db(), { ...range, scope })).toEqual({
      total: 5,
      credits: 100_777,
      debits: -7_000,
    });
    expect(await teamTransactionTotals(db(), { ...range, scope, kinds: ['deposit'] })).toEqual({
      total: 3,
      credits: 100_000,
      debits: 0,
    });
  });

  it('counts active members as the bets say, also on the first of a month, when yesterday is last month', async () => {
    // x2 plays late on October 31st in Dhaka (yesterday, seen from November 1st), not in November, and leaves a
    // bet open on the 1st
    const x2 = await addMember(db(), 'tq_x2', { merchantCode: BD.code, uplineId: ids.x });
    await bet(db(), x2, 100, 0, new Date('2026-10-31T17:30:00Z'));
    await bet(db(), x2, 100, 0, new Date('2026-11-01T02:00:00Z'), 'open');
    const distinctPlayers = async (team: number[], from: Date, to: Date) => {
      const [row] = await db().query<{ n: number }>(
        `SELECT count(DISTINCT member_id)::int AS n FROM bets
         WHERE member_id = ANY($1::bigint[]) AND status = 'settled' AND placed_at >= $2 AND placed_at < $3`,
        [team, from, to],
      );
      return row?.n;
    };
    const teams = [(await reportScope(db(), BD.code, ids.a, undefined)).ids, [ids.x1, x2], [x2]];
    const instants = ['2026-11-20T06:00:00Z', '2026-11-01T06:00:00Z', '2026-10-31T17:00:00Z', '2026-12-01T00:00:00Z'];
    for (const instant of instants) {
      const periods = overviewPeriods(new Date(instant), TZ);
      for (const team of teams) {
        const expected = await Promise.all(periods.map(([, p]) => distinctPlayers(team, p.start, p.end)));
        expect(await activeMembers(db(), team, periods), `${instant}, team ${team}`).toEqual(expected);
      }
    }
    const firstOfMonth = await activeMembers(db(), [x2], overviewPeriods(new Date(instants[1] as string), TZ));
    expect(firstOfMonth).toEqual([0, 1, 0, 1]); // today only open, yesterday, not this month, last month
  });

  it("names each bet's game from the catalogue, and leaves a game it does not list unnamed", async () => {
    // an agent of their own with one player, so the other tests' figures stay as they are
    const agent = await addMember(db(), 'tq_named_agent', { merchantCode: BD.code, type: 1 });
    const player = await addMember(db(), 'tq_named_p', { merchantCode: BD.code, uplineId: agent });
    await db().query(
      `INSERT INTO game_vendor (merchant_code, game_type, vassalage, game_classify, name, logo_url, sort_order)
       VALUES ($1, 'RNG', 'PG', 'RNG', 'PG Soft', '', 1) ON CONFLICT DO NOTHING`,
      [BD.code],
    );
    await db().query(
      `INSERT INTO game (merchant_code, game_type, vassalage, game_id, game_code, game_classify, display_name, icon_url,
         sort_order)
       VALUES ($1, 'RNG', 'PG', 'PG_tq1', 'tq1', 'RNG', 'Lucky Eagle', '', 1)`,
      [BD.code],
    );
    for (const [code, minutes] of [
      ['tq1', 1],
      ['tq-unlisted', 2],
    ] as const) {
      await db().query(
        `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
           result, placed_at, status, settled_at)
         VALUES ($1, $2, 'PG', 'RNG', $3, $4, 100, 100, 0, '{}', $5, 'settled', $5)`,
        [BD.code, player, code, `tq-named-${code}`, new Date(NOW.getTime() - minutes * 60_000)],
      );
    }
    const scope = await reportScope(db(), BD.code, agent, undefined);
    const rows = await teamBets(db(), { from: at(today, 0), to: at(today, 24), scope }, PAGE);
    expect(rows.map((r) => [r.game_code, r.game_name, r.username])).toEqual([
      ['tq1', 'Lucky Eagle', 'tq_named_p'],
      ['tq-unlisted', null, 'tq_named_p'],
    ]);
  });
});
