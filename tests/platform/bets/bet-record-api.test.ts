// @vitest-environment node
/**
 * The betting record, its export and personal P&L over HTTP, on PGlite and PostgreSQL, fed by real studio
 * rounds: the rounds a player played show up with their stakes and wins, the totals equal what the balance
 * moved, another member sees none of them, and bad ranges are refused with their codes.
 */
import { expect, it } from 'vitest';
import { betExportCall, betRecordCall, profitCall } from '../../../src/api/calls/bets/bet-record';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase } from '../harness';
import { fundedPlayer, key, walletsOf } from '../studio/studio-players';

const DAY = 86_400_000;

describeEachDatabase('bets: betting record and P&L', (platform) => {
  it('lists the rounds played, totals them as the balance moved, exports and sums them per game type', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 100_000);
    const stakes = [1_000, 2_000, 500, 1_500];
    const rounds: { roundId: string; stake: number; win: number }[] = [];
    for (const stake of stakes) {
      const spin = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
      expect(spin.status, JSON.stringify(spin.json)).toBe(200);
      rounds.push(spin.value.round);
    }
    const balance = (await walletsOf(p, player)).main;
    const now = Date.now();
    const range = { from: new Date(now - 7 * DAY).toISOString(), to: new Date(now + 60_000).toISOString() };

    const page = await p.call(betRecordCall, { token: player.token, query: { ...range, pageSize: 3 } });
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    expect(page.value).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(page.value.rows.map((row) => row.roundId)).toEqual(
      rounds
        .map((r) => r.roundId)
        .reverse()
        .slice(0, 3),
    );
    const won = rounds.reduce((sum, r) => sum + r.win, 0);
    const staked = stakes.reduce((sum, s) => sum + s, 0);
    expect(page.value.totals).toEqual({ bets: 4, stake: staked, validBet: staked, win: won, profit: won - staked });
    expect(100_000 + page.value.totals.profit).toBe(balance);
    const last = rounds[3] as (typeof rounds)[number];
    expect(page.value.rows[0]).toMatchObject({
      vendor: 'INHOUSE',
      gameType: 'RNG',
      gameCode: 'slot',
      stake: 1_500,
      win: last.win,
      profit: last.win - 1_500,
      status: 'settled',
    });
    const second = await p.call(betRecordCall, { token: player.token, query: { ...range, pageSize: 3, page: 2 } });
    expect(second.value.rows.map((row) => row.roundId)).toEqual([rounds[0]?.roundId]);
    expect(second.value.totals).toEqual(page.value.totals);

    const filtered = await p.call(betRecordCall, { token: player.token, query: { ...range, vendor: 'PG' } });
    expect(filtered.value).toMatchObject({ total: 0, rows: [], totals: { bets: 0, stake: 0 } });
    const byType = await p.call(betRecordCall, { token: player.token, query: { ...range, gameType: 'RNG' } });
    expect(byType.value.total).toBe(4);

    const exported = await p.call(betExportCall, { token: player.token, query: range });
    expect(exported.value.truncated).toBe(false);
    expect(exported.value.rows.map((row) => row.roundId)).toEqual(rounds.map((r) => r.roundId).reverse());

    const profit = await p.call(profitCall, { token: player.token, query: range });
    expect(profit.value).toEqual({
      rows: [{ gameType: 'RNG', ...page.value.totals }],
      total: page.value.totals,
    });

    // Another member, even one who played, sees only their own
    const other = await fundedPlayer(p, 10_000);
    const mine = await p.call(betRecordCall, { token: other.token, query: range });
    expect(mine.value).toMatchObject({ total: 0, rows: [], totals: { bets: 0 } });
    const theirProfit = await p.call(profitCall, { token: other.token, query: range });
    expect(theirProfit.value).toEqual({ rows: [], total: { bets: 0, stake: 0, validBet: 0, win: 0, profit: 0 } });
  });

  it('refuses reversed, empty and over-90-day ranges with their codes, and bad filters as bad_request', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 0);
    const now = Date.now();
    const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
    const cases: [typeof betRecordCall | typeof betExportCall | typeof profitCall, Record<string, unknown>, string][] =
      [
        [betRecordCall, { from: iso(0), to: iso(-1) }, 'range_invalid'],
        [betExportCall, { from: iso(0), to: iso(0) }, 'range_invalid'],
        [profitCall, { from: iso(-91), to: iso(0) }, 'range_too_long'],
        [betRecordCall, { from: iso(-91), to: iso(0) }, 'range_too_long'],
        [betRecordCall, { from: 'yesterday', to: iso(0) }, 'bad_request'],
        [betRecordCall, { from: iso(-1), to: iso(0), gameType: 'CHESS' }, 'bad_request'],
        [betRecordCall, { from: iso(-1), to: iso(0), vendor: "PG' OR 1=1" }, 'bad_request'],
        [betRecordCall, { from: iso(-1), to: iso(0), pageSize: 101 }, 'bad_request'],
      ];
    for (const [call, query, code] of cases) {
      const res = await p.call(call, { token: player.token, query });
      expect([res.status, res.json.code], JSON.stringify(query)).toEqual([400, code]);
    }
    const ninety = await p.call(profitCall, { token: player.token, query: { from: iso(-90), to: iso(0) } });
    expect(ninety.status).toBe(200);
    const visitor = await p.call(betRecordCall, { query: { from: iso(-1), to: iso(0) } });
    expect([visitor.status, visitor.json.code]).toEqual([401, 'not_logged_in']);
  });
});
