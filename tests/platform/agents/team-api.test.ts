// @vitest-environment node
/**
 * The agent centre's team calls over HTTP, on PGlite and PostgreSQL: an agent opens a sub-agent and members
 * under the registration rules, the sub-agent opens members of their own; the tree, its drill-down, breadcrumb
 * and search; members deposit and play real slot rounds, and the reports (team betting, downline loss, account
 * details, overview) show exactly those rounds and movements; another agent's team and members outside the
 * downline are refused with not_own_downline; players and trial users are refused every agent call.
 */
import { expect, it } from 'vitest';
import { adminDepositDecisionCall } from '../../../src/api/calls/admin-money';
import {
  downlineListCall,
  incomeCall,
  registerDownlineCall,
  teamBetsCall,
  teamBetsExportCall,
  teamLossCall,
  teamLossExportCall,
  teamOverviewCall,
  teamTransactionsCall,
} from '../../../src/api/calls/agents/team';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { transferDownlineCall } from '../../../src/api/calls/money/transfers';
import { setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import { freeplayLoginCall } from '../../../src/api/calls/session';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { key } from '../studio/studio-players';

const DAY = 86_400_000;
let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}${key().slice(0, 4)}`;
};

async function openAccount(
  p: TestPlatform,
  token: string,
  kind: 'member' | 'agent',
  body: Record<string, unknown> = {},
) {
  const username = unique(kind === 'agent' ? 'sub' : 'mem');
  const res = await p.call(registerDownlineCall, {
    token,
    body: { kind, username, password: 'Secret123', confirmPassword: 'Secret123', ...body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { username, token: await p.login(username, 'Secret123'), id: res.value.id };
}

async function deposit(p: TestPlatform, token: string, amount: number) {
  const made = await p.call(depositCall, {
    token,
    body: {
      methodCode: 'bkash',
      amount,
      senderAccount: '01712345678',
      trxId: key().slice(0, 10).toUpperCase(),
      idempotencyKey: key(),
    },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const approved = await p.admin(adminDepositDecisionCall, {
    body: { merchantCode: MERCHANT, depositId: made.value.deposit.id, decision: 'approve' },
  });
  expect(approved.status).toBe(200);
}

async function spin(p: TestPlatform, token: string, stake: number) {
  const res = await p.call(slotSpinCall, { token, body: { stake, idempotencyKey: key() } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.round;
}

describeEachDatabase('agents: team calls', (platform) => {
  it('opens accounts under the agent by the registration rules, and shows the tree with drill-down and search', async () => {
    const p = platform();
    const agent = await p.login('bdagent2', 'Agent123');
    const sub = await openAccount(p, agent, 'agent');
    const direct = await openAccount(p, agent, 'member', { nickname: 'Direct one', email: 'direct@example.com' });
    const deep = await openAccount(p, sub.token, 'member');

    // the registration rules, as a player registering gets them
    const base = { kind: 'member', password: 'Secret123', confirmPassword: 'Secret123' } as const;
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...base, username: '' }, 400, 'input_empty'],
      [{ ...base, username: 'ab' }, 400, 'invalid_format'],
      [{ ...base, username: unique('pw'), password: '123', confirmPassword: '123' }, 400, 'password_rule'],
      [{ ...base, username: unique('pw'), confirmPassword: 'Other1234' }, 400, 'inconsistent_twice'],
      [{ ...base, username: unique('pw'), password: 'abc12345', confirmPassword: 'abc12345' }, 400, 'password_rule'],
      [{ ...base, username: unique('mob'), mobileNum: '12' }, 400, 'error_phone_number_limit'],
      [{ ...base, username: unique('em'), email: 'not-an-address' }, 400, 'invalid_format'],
      [{ ...base, username: direct.username.toUpperCase() }, 409, 'account_in_use'],
      [{ ...base, kind: 'boss', username: unique('k') }, 400, 'bad_request'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await p.call(registerDownlineCall, { token: agent, body });
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([status, code]);
    }

    const top = await p.call(downlineListCall, { token: agent, query: {} });
    expect(top.status).toBe(200);
    expect(top.value).toMatchObject({ total: 2, path: [] });
    // newest first
    expect(top.value.rows.map((r) => r.username)).toEqual([direct.username, sub.username]);
    expect(top.value.rows[0]).toMatchObject({ nickname: 'Direct one', isAgent: false, level: 1, directCount: 0 });
    expect(top.value.rows[1]).toMatchObject({
      isAgent: true,
      type: 2,
      level: 1,
      directCount: 1,
      uplineUsername: 'bdagent2',
    });
    expect(top.value.rows[1]?.lastLogin).not.toBeNull(); // the sub-agent signed in above
    expect(top.value.rows[1]?.status).toBe('active');

    const drilled = await p.call(downlineListCall, { token: agent, query: { parent: sub.username } });
    expect(drilled.value.rows.map((r) => [r.username, r.level, r.uplineUsername])).toEqual([
      [deep.username, 2, sub.username],
    ]);
    expect(drilled.value.path.map((step) => step.username)).toEqual([sub.username]);

    const found = await p.call(downlineListCall, { token: agent, query: { username: deep.username.slice(0, 8) } });
    expect(found.value.rows.map((r) => r.username)).toContain(deep.username);
    const none = await p.call(downlineListCall, { token: agent, query: { username: 'bdplayer1' } });
    expect(none.value.total).toBe(0);
    // a LIKE wildcard is a plain character
    const wild = await p.call(downlineListCall, { token: agent, query: { username: '%' } });
    expect(wild.value.total).toBe(0);

    // the sub-agent sees their own branch only
    const subTop = await p.call(downlineListCall, { token: sub.token, query: {} });
    expect(subTop.value.rows.map((r) => [r.username, r.level])).toEqual([[deep.username, 1]]);
    for (const parent of [direct.username, 'bdagent2', 'bdplayer1']) {
      const res = await p.call(downlineListCall, { token: sub.token, query: { parent } });
      expect([res.status, res.json.code], parent).toEqual([403, 'not_own_downline']);
    }

    // the new member signs in at the player site and has the agent as upline: the agent can transfer to them
    const paid = await p.call(setPaymentPasswordCall, { token: agent, body: { password: '246810' } });
    expect(paid.status).toBe(200);
    const sent = await p.call(transferDownlineCall, {
      token: agent,
      body: { downlineUsername: direct.username, amount: 1_000, paymentPassword: '246810', idempotencyKey: key() },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const after = await p.call(downlineListCall, { token: agent, query: { username: direct.username } });
    expect(after.value.rows[0]?.balance).toBe(1_000);
  });

  it("reports the team's real rounds and movements, scoped to the downline", async () => {
    const p = platform();
    const agent = await p.login('bdagent41', 'Agent123');
    const sub = await openAccount(p, agent, 'agent');
    const m1 = await openAccount(p, agent, 'member');
    const m2 = await openAccount(p, sub.token, 'member');
    await deposit(p, m1.token, 50_000);
    await deposit(p, m2.token, 30_000);
    const rounds = [
      { ...(await spin(p, m1.token, 1_000)), username: m1.username },
      { ...(await spin(p, m1.token, 2_000)), username: m1.username },
      { ...(await spin(p, m2.token, 500)), username: m2.username },
    ];
    const sum = (list: typeof rounds) => ({
      bets: list.length,
      stake: list.reduce((s, r) => s + r.stake, 0),
      validBet: list.reduce((s, r) => s + r.stake, 0),
      win: list.reduce((s, r) => s + r.win, 0),
      profit: list.reduce((s, r) => s + r.win - r.stake, 0),
    });
    const now = Date.now();
    const range = { from: new Date(now - DAY).toISOString(), to: new Date(now + 60_000).toISOString() };

    const bets = await p.call(teamBetsCall, { token: agent, query: { ...range, pageSize: 2 } });
    expect(bets.status, JSON.stringify(bets.json)).toBe(200);
    expect(bets.value).toMatchObject({ total: 3, page: 1, pageSize: 2, totals: sum(rounds) });
    expect(bets.value.rows.map((r) => [r.roundId, r.username])).toEqual(
      [...rounds]
        .reverse()
        .slice(0, 2)
        .map((r) => [r.roundId, r.username]),
    );
    const branch = await p.call(teamBetsCall, { token: agent, query: { ...range, username: sub.username } });
    expect(branch.value.totals).toEqual(sum([rounds[2] as (typeof rounds)[number]]));
    const exported = await p.call(teamBetsExportCall, { token: agent, query: range });
    expect(exported.value).toMatchObject({ truncated: false });
    expect(exported.value.rows).toHaveLength(3);
    const noLive = await p.call(teamBetsCall, { token: agent, query: { ...range, gameType: 'LIVE' } });
    expect(noLive.value.total).toBe(0);

    const loss = await p.call(teamLossCall, { token: agent, query: range });
    const perMember = [m1.username, m2.username].map((username) => ({
      username,
      level: username === m1.username ? 1 : 2,
      ...sum(rounds.filter((r) => r.username === username)),
    }));
    expect(loss.value.rows).toEqual(
      [...perMember].sort((a, b) => a.profit - b.profit || a.username.localeCompare(b.username)),
    );
    expect(loss.value.totals).toEqual(sum(rounds));
    const lossCsv = await p.call(teamLossExportCall, { token: agent, query: range });
    expect(lossCsv.value.rows).toHaveLength(2);

    const details = await p.call(teamTransactionsCall, { token: agent, query: { ...range, kinds: 'deposit' } });
    expect(details.value.rows.map((r) => [r.username, r.amount]).sort()).toEqual(
      [
        [m1.username, 50_000],
        [m2.username, 30_000],
      ].sort(),
    );
    expect(details.value.totals).toEqual({ credits: 80_000, debits: 0 });
    const stakes = await p.call(teamTransactionsCall, { token: agent, query: { ...range, kinds: 'bet' } });
    expect(stakes.value.totals.debits).toBe(-sum(rounds).stake);

    const overview = await p.call(teamOverviewCall, { token: agent });
    expect(overview.value.teamSize).toEqual({ direct: 2, total: 3 });
    const today = overview.value.periods.find((period) => period.period === 'today');
    expect(today).toMatchObject({
      newMembers: 3,
      activeMembers: 2,
      deposits: 80_000,
      bets: 3,
      validBet: sum(rounds).validBet,
      profit: sum(rounds).profit,
      commission: 0,
    });
    const income = await p.call(incomeCall, { token: agent, query: range });
    expect(income.value).toMatchObject({ total: 0, totals: { salary: 0, dividend: 0, total: 0 } });

    // another agent reads nothing of this team, and cannot name its members
    const other = await p.login('bdagent42', 'Agent123');
    const theirs = await p.call(teamBetsCall, { token: other, query: range });
    expect(theirs.value.total).toBe(0);
    for (const call of [teamBetsCall, teamLossCall, teamTransactionsCall] as const) {
      const res = await p.call(call, { token: other, query: { ...range, username: m1.username } });
      expect([res.status, res.json.code]).toEqual([403, 'not_own_downline']);
    }
    // the sub-agent reads their branch, not their upline's
    const subView = await p.call(teamBetsCall, { token: sub.token, query: range });
    expect(subView.value.totals).toEqual(sum([rounds[2] as (typeof rounds)[number]]));
    const up = await p.call(teamLossCall, { token: sub.token, query: { ...range, username: m1.username } });
    expect([up.status, up.json.code]).toEqual([403, 'not_own_downline']);
  });

  it('refuses bad ranges with their codes, players and trial users with error_not_agent, visitors with not_logged_in', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const ranges: [Record<string, unknown>, string][] = [
      [{ from: iso(0), to: iso(-1) }, 'range_invalid'],
      [{ from: iso(-91), to: iso(0) }, 'range_too_long'],
      [{ from: 'yesterday', to: iso(0) }, 'bad_request'],
      [{ from: iso(-1), to: iso(0), gameType: 'CHESS' }, 'bad_request'],
      [{ from: iso(-1), to: iso(0), pageSize: 101 }, 'bad_request'],
    ];
    for (const [query, code] of ranges) {
      const res = await p.call(teamBetsCall, { token: agent, query });
      expect([res.status, res.json.code], JSON.stringify(query)).toEqual([400, code]);
    }
    // the demo team seeded under bdagent1: agent → sub-agent → players, and a player straight under the agent
    const seeded = await p.call(downlineListCall, { token: agent, query: {} });
    expect(seeded.value.rows.map((r) => r.username).sort()).toEqual(['bdsubagent1', 'bdteam3']);
    const seededBranch = await p.call(downlineListCall, { token: agent, query: { parent: 'bdsubagent1' } });
    expect(seededBranch.value.rows.map((r) => r.username).sort()).toEqual(['bdteam1', 'bdteam2']);
    const income = await p.call(incomeCall, { token: agent, query: { from: iso(0), to: iso(-2) } });
    expect(income.json.code).toBe('range_invalid');

    const player = await p.login('bdplayer1', 'Player123');
    const trial = await p.call(freeplayLoginCall, { body: {} });
    const range = { from: iso(-1), to: iso(0) };
    const calls = [
      [teamOverviewCall, {}],
      [downlineListCall, { query: {} }],
      [teamBetsCall, { query: range }],
      [teamLossCall, { query: range }],
      [incomeCall, { query: range }],
      [teamTransactionsCall, { query: range }],
      [
        registerDownlineCall,
        { body: { kind: 'member', username: 'xx1234', password: 'Secret123', confirmPassword: 'Secret123' } },
      ],
    ] as const;
    for (const [call, options] of calls) {
      const asPlayer = await p.call(call, { token: player, ...options });
      expect([asPlayer.status, asPlayer.json.code], call.path).toEqual([403, 'error_not_agent']);
      if (trial.status === 200) {
        const asTrial = await p.call(call, { token: trial.value.token, ...options });
        expect(asTrial.status, call.path).toBe(403);
      }
      const visitor = await p.call(call, options);
      expect([visitor.status, visitor.json.code], call.path).toEqual([401, 'not_logged_in']);
    }
  });
});
