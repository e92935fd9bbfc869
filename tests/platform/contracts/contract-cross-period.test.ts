/**
 * Dividends between contracts of different periods (platform/contracts/cross-period.ts): agent U holds a monthly
 * dividend at 30 % from the operator and offered its direct downline D a weekly dividend at 20 %; D's player p
 * loses in weeks that straddle U's months. Each of D's weeks is taken off the month it ENDS in; what a month cannot
 * take off is carried to U's next month; over the four months U and D together are paid exactly 30 % of the team's
 * loss. Figures computed by hand below, in Dhaka time (UTC+6, weeks from Monday).
 */
import { beforeAll, expect, it } from 'vitest';
import { settleContracts } from '../../../platform/contracts/settlement';
import type { Database } from '../../../platform/db/database';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

/** Noon in Dhaka on a day of 2026 or early 2027. */
const noon = (isoDay: string) => new Date(`${isoDay}T06:00:00Z`);

let round = 0;
async function loses(db: Database, member: number, amount: number, when: Date): Promise<void> {
  round += 1;
  await db.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'INHOUSE', 'RNG', 'slot', $3, $4, $4, 0, '{}', $5, 'settled', $5)`,
    [BD.code, member, `cross-${round}`, amount, when],
  );
}

async function dividend(db: Database, upline: number | null, downline: number, rate: number, period: string) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO contracts (merchant_code, kind, upline_id, downline_id, tiers, max_rate, period, status, created_at,
       accepted_at)
     VALUES ($1, 'dividend', $2, $3, $4, $5, $6, 'accepted', $7, $7) RETURNING id`,
    [
      BD.code,
      upline,
      downline,
      JSON.stringify([{ minBase: 0, minActive: 0, rate }]),
      rate,
      period,
      new Date('2026-10-01T00:00:00Z'),
    ],
  );
  return (row as { id: number }).id;
}

describeLedgerDatabases('dividends across periods', (db) => {
  const ids = { u: 0, d: 0, p: 0, monthly: 0, weekly: 0 };
  const paid = async (contract: number) =>
    db().query<{ key: string; gross: number; passed_down: number; amount: number; carried: number }>(
      `SELECT to_char(period_start AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS key, gross, passed_down, amount, carried
       FROM contract_settlements WHERE contract_id = $1 AND (gross > 0 OR passed_down > 0 OR amount > 0)
       ORDER BY period_start`,
      [contract],
    );

  beforeAll(async () => {
    ids.u = await addMember(db(), 'xp_agent_u', { merchantCode: BD.code, type: 1 });
    ids.d = await addMember(db(), 'xp_agent_d', { merchantCode: BD.code, type: 1, uplineId: ids.u });
    ids.p = await addMember(db(), 'xp_player', { merchantCode: BD.code, uplineId: ids.d });
    ids.monthly = await dividend(db(), null, ids.u, 30, 'month');
    ids.weekly = await dividend(db(), ids.u, ids.d, 20, 'week');
    await loses(db(), ids.p, 10_000, noon('2026-10-27')); // week 26 Oct – 1 Nov: ends 2 Nov, in November
    await loses(db(), ids.p, 50_000, noon('2026-11-10')); // week 9 – 15 Nov
    await loses(db(), ids.p, 40_000, noon('2026-11-30')); // week 30 Nov – 6 Dec: ends in December
    await loses(db(), ids.p, 100_000, noon('2027-01-06')); // week 4 – 10 Jan
    // the scheduler's runs: each settles every period closed by then
    for (const day of ['2026-11-02', '2026-12-08', '2027-01-02', '2027-02-02']) {
      await settleContracts(db(), BD, 'dividend', noon(day), noon(day));
    }
  });

  it("pays the downline's weeks on their own loss", async () => {
    expect(await paid(ids.weekly)).toEqual([
      { key: '2026-10-26', gross: 2_000, passed_down: 0, amount: 2_000, carried: 0 },
      { key: '2026-11-09', gross: 10_000, passed_down: 0, amount: 10_000, carried: 0 },
      { key: '2026-11-30', gross: 8_000, passed_down: 0, amount: 8_000, carried: 0 },
      { key: '2027-01-04', gross: 20_000, passed_down: 0, amount: 20_000, carried: 0 },
    ]);
  });

  it("takes each week off the upline's month it ends in, carrying what a month cannot take", async () => {
    expect(await paid(ids.monthly)).toEqual([
      // October: 30 % of 10,000; no week of D ends in October with a loss
      { key: '2026-10-01', gross: 3_000, passed_down: 0, amount: 3_000, carried: 0 },
      // November: 30 % of 90,000, less the weeks ending 2 and 16 November (2,000 + 10,000)
      { key: '2026-11-01', gross: 27_000, passed_down: 12_000, amount: 15_000, carried: 0 },
      // December: no loss, but the week ending 7 December earned D 8,000: nothing paid, 8,000 carried
      { key: '2026-12-01', gross: 0, passed_down: 8_000, amount: 0, carried: 8_000 },
      // January: 30 % of 100,000 less the week ending 11 January (20,000) and the 8,000 carried
      { key: '2027-01-01', gross: 30_000, passed_down: 20_000, amount: 2_000, carried: 0 },
    ]);
  });

  it("pays the chain exactly the upline's rate on the team's loss over the months", async () => {
    const [row] = await db().query<{ total: number }>(
      'SELECT sum(amount)::bigint AS total FROM contract_settlements WHERE contract_id = ANY($1::bigint[])',
      [[ids.monthly, ids.weekly]],
    );
    expect(row?.total).toBe((200_000 * 30) / 100);
  });
});
