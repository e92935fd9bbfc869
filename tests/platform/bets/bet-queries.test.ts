// The betting record and P&L queries on bets of every state, type and vendor, written straight into the
// table (the games that write them have their own suites): filters, paging, totals of settled bets only,
// another member's bets, the export cap, and the range rules.
import { beforeAll, expect, it } from 'vitest';
import { betExport, betPage, betTotals, profitByType } from '../../../platform/bets/bet-queries';
import { betFilterOf } from '../../../platform/bets/bet-range';
import type { Database } from '../../../platform/db/database';
import { MAX_BET_EXPORT_ROWS } from '../../../src/api/calls/bets/bet-record';
import { addMember, describeLedgerDatabases, LEDGER_MERCHANT } from '../ledger/ledger-db';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

interface Bet {
  member: number;
  vendor?: string;
  type?: string;
  stake: number;
  valid?: number;
  win: number;
  status?: 'open' | 'settled' | 'rolled_back';
  at: Date;
}

let round = 0;
async function insertBet(db: Database, bet: Bet): Promise<void> {
  round += 1;
  await db.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, $3, $4, 'g1', $5, $6, $7, $8, '{}', $9, $10, $9)`,
    [
      LEDGER_MERCHANT,
      bet.member,
      bet.vendor ?? 'INHOUSE',
      bet.type ?? 'RNG',
      `r${round}`,
      bet.stake,
      bet.valid ?? bet.stake,
      bet.win,
      bet.at,
      bet.status ?? 'settled',
    ],
  );
}

describeLedgerDatabases('bet record queries', (db) => {
  let player = 0;
  let other = 0;
  let bulk = 0;
  const week = () => ({ memberId: player, from: ago(7), to: NOW });

  beforeAll(async () => {
    player = await addMember(db(), 'betplayer');
    other = await addMember(db(), 'betother');
    bulk = await addMember(db(), 'betbulk');
    const bets: Bet[] = [
      { member: player, stake: 1_000, win: 2_500, at: ago(1) },
      { member: player, stake: 2_000, win: 0, at: ago(2) },
      { member: player, vendor: 'PG', stake: 500, win: 400, at: ago(3) },
      { member: player, vendor: 'EVO', type: 'LIVE', stake: 10_000, valid: 9_000, win: 19_000, at: ago(4) },
      { member: player, vendor: 'EVO', type: 'LIVE', stake: 3_000, win: 0, status: 'open', at: ago(0.5) },
      { member: player, vendor: 'PG', stake: 7_000, win: 0, status: 'rolled_back', at: ago(5) },
      // outside the week: only a 30-day range sees it
      { member: player, vendor: 'JILI', type: 'FISH', stake: 800, win: 100, at: ago(20) },
      // another member's bets never show
      { member: other, stake: 99_000, win: 0, at: ago(1) },
    ];
    for (const bet of bets) await insertBet(db(), bet);
    // The catalogue lists PG's game g1 (every bet here plays a game coded g1) and no INHOUSE game of that code.
    await db().query(
      `INSERT INTO game_vendor (merchant_code, game_type, vassalage, game_classify, name, logo_url, sort_order)
       VALUES ($1, 'RNG', 'PG', 'RNG', 'PG Soft', '', 1)`,
      [LEDGER_MERCHANT],
    );
    await db().query(
      `INSERT INTO game (merchant_code, game_type, vassalage, game_id, game_code, game_classify, display_name, icon_url,
         sort_order)
       VALUES ($1, 'RNG', 'PG', 'PG_g1', 'g1', 'RNG', 'Lucky Eagle', '', 1)`,
      [LEDGER_MERCHANT],
    );
    // MAX_BET_EXPORT_ROWS + 5 small bets, one a minute, for the export cap. Written with the bets' row triggers
    // off where the role may (as the bulk bet seed writes its volume, bet-seed/bulk-bets.ts): the hour and activity
    // sums they keep are read by no query here, and their 20,000 runs were most of this file's time.
    await db().transaction(async (tx) => {
      const [role] = await tx.query<{ super: boolean }>(
        'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
      );
      if (role?.super) await tx.query("SET LOCAL session_replication_role = 'replica'");
      await tx.query(
        `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
           result, placed_at, status, settled_at)
         SELECT $1, $2, 'INHOUSE', 'RNG', 'slot', 'bulk' || n, 100, 100, 0, '{}',
           $3::timestamptz - n * interval '1 minute', 'settled', $3::timestamptz
         FROM generate_series(1, $4::int) AS n`,
        [LEDGER_MERCHANT, bulk, NOW, MAX_BET_EXPORT_ROWS + 5],
      );
    });
  });

  it('lists every bet of the range with its state, newest first, and pages them', async () => {
    const first = await betPage(db(), week(), 4, 0);
    expect(first.map((row) => [row.vendor, row.stake, row.status])).toEqual([
      ['EVO', 3_000, 'open'],
      ['INHOUSE', 1_000, 'settled'],
      ['INHOUSE', 2_000, 'settled'],
      ['PG', 500, 'settled'],
    ]);
    const second = await betPage(db(), week(), 4, 4);
    expect(second.map((row) => [row.stake, row.status])).toEqual([
      [10_000, 'settled'],
      [7_000, 'rolled_back'],
    ]);
    expect(second[0]).toMatchObject({ game_type: 'LIVE', valid_bet: 9_000, win: 19_000 });
    expect(second[0]?.placed_at).toEqual(ago(4));
  });

  it("names each bet's game from the catalogue, and leaves a game it does not list unnamed", async () => {
    const rows = await betPage(db(), week(), 10, 0);
    expect(rows.map((row) => [row.vendor, row.game_code, row.game_name])).toEqual([
      ['EVO', 'g1', null],
      ['INHOUSE', 'g1', null],
      ['INHOUSE', 'g1', null],
      ['PG', 'g1', 'Lucky Eagle'],
      ['EVO', 'g1', null],
      ['PG', 'g1', 'Lucky Eagle'],
    ]);
    expect((await betExport(db(), week())).rows.map((row) => row.game_name)).toContain('Lucky Eagle');
  });

  it('totals count every row but sum settled bets only', async () => {
    const { total, sums } = await betTotals(db(), week());
    expect(total).toBe(6);
    expect(sums).toEqual({ bets: 4, stake: 13_500, valid_bet: 12_500, win: 21_900 });
    const month = await betTotals(db(), { ...week(), from: ago(30) });
    expect(month).toEqual({ total: 7, sums: { bets: 5, stake: 14_300, valid_bet: 13_300, win: 22_000 } });
  });

  it('narrows by game type and vendor, totals included', async () => {
    const live = await betTotals(db(), { ...week(), gameType: 'LIVE' });
    expect(live).toEqual({ total: 2, sums: { bets: 1, stake: 10_000, valid_bet: 9_000, win: 19_000 } });
    const pg = await betPage(db(), { ...week(), vendor: 'PG' }, 20, 0);
    expect(pg.map((row) => row.status)).toEqual(['settled', 'rolled_back']);
    const none = await betTotals(db(), { ...week(), gameType: 'LIVE', vendor: 'PG' });
    expect(none).toEqual({ total: 0, sums: { bets: 0, stake: 0, valid_bet: 0, win: 0 } });
  });

  it('sums settled bets per game type, the largest stake first', async () => {
    expect(await profitByType(db(), { ...week(), from: ago(30) })).toEqual([
      { game_type: 'LIVE', bets: 1, stake: 10_000, valid_bet: 9_000, win: 19_000 },
      { game_type: 'RNG', bets: 3, stake: 3_500, valid_bet: 3_500, win: 2_900 },
      { game_type: 'FISH', bets: 1, stake: 800, valid_bet: 800, win: 100 },
    ]);
  });

  it("never shows another member's bets", async () => {
    const rows = await betPage(db(), { memberId: other, from: ago(7), to: NOW }, 20, 0);
    expect(rows.map((row) => row.stake)).toEqual([99_000]);
    expect((await betPage(db(), week(), 100, 0)).some((row) => row.stake === 99_000)).toBe(false);
  });

  it('caps the export at 10,000 rows and says so', async () => {
    const all = await betExport(db(), { memberId: bulk, from: ago(30), to: NOW });
    expect(all.rows).toHaveLength(MAX_BET_EXPORT_ROWS);
    expect(all.truncated).toBe(true);
    expect(all.rows[0]?.round_id).toBe('bulk1');
    const some = await betExport(db(), week());
    expect(some).toMatchObject({ truncated: false });
    expect(some.rows).toHaveLength(6);
  });

  it('refuses a range that ends before it starts or spans more than 90 days', () => {
    const iso = (date: Date) => date.toISOString();
    expect(() => betFilterOf(1, { from: iso(NOW), to: iso(NOW) })).toThrow(
      expect.objectContaining({ code: 'range_invalid', status: 400 }),
    );
    expect(() => betFilterOf(1, { from: iso(NOW), to: iso(ago(1)) })).toThrow(
      expect.objectContaining({ code: 'range_invalid' }),
    );
    expect(() => betFilterOf(1, { from: iso(ago(90.01)), to: iso(NOW) })).toThrow(
      expect.objectContaining({ code: 'range_too_long', status: 400 }),
    );
    expect(betFilterOf(1, { from: iso(ago(90)), to: iso(NOW), vendor: 'PG' })).toEqual({
      memberId: 1,
      from: ago(90),
      to: NOW,
      gameType: undefined,
      vendor: 'PG',
    });
  });
});
