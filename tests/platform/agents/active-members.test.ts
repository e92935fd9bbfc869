/**
 * The overview's active members (platform/agents/active-members.ts) from the member rows of local days and months
 * (migration 0560), against the reference: the distinct members with a settled bet placed in the period, read from
 * the bets. Bets of a Myanmar merchant (days start at 17:30 UTC) and a Bangladesh one, on and around local midnight
 * and the turn of a month; inserted settled, inserted open and later settled or rolled back, moved across midnight,
 * deleted; and the merchant's time zone changed, which counts its periods again.
 */
import { beforeAll, expect, it } from 'vitest';
import { activeMembers } from '../../../platform/agents/active-members';
import { overviewPeriods } from '../../../platform/agents/overview';
import type { Database } from '../../../platform/db/database';
import type { Merchant } from '../../../platform/merchants/merchants';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const MM = merchants.all().find((m) => m.tenant.timeZone === 'Asia/Yangon') as Merchant;
const MINUTE = 60_000;
/** Local midnight in Yangon on 1 December 2026 (UTC+6:30), and the instants around it the bets are placed at. */
const TURN = new Date('2026-11-30T17:30:00Z');
const around = [-25 * 60, -61, -1, 0, 1, 29, 31, 24 * 60 - 1].map((m) => new Date(TURN.getTime() + m * MINUTE));
/** Where the overview is looked at from: each period boundary seen from both sides. */
const views = ['2026-11-30T17:29:00Z', '2026-11-30T17:31:00Z', '2026-12-01T18:00:00Z', '2026-11-15T00:00:00Z'];

let round = 0;
async function bet(db: Database, merchant: Merchant, member: number, when: Date, status = 'settled') {
  round += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'SIM', 'RNG', 'slot', $3, 100, 100, 0, '{}', $4, $5, $4) RETURNING id`,
    [merchant.code, member, `active-${round}`, when, status],
  );
  return (row as { id: number }).id;
}

async function distinctPlayers(db: Database, team: number[], from: Date, to: Date) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT member_id)::int AS n FROM bets
     WHERE member_id = ANY($1::bigint[]) AND status = 'settled' AND placed_at >= $2 AND placed_at < $3`,
    [team, from, to],
  );
  return row?.n;
}

describeLedgerDatabases('active members per local day and month', (db) => {
  const team: Record<string, number[]> = { mm: [], bd: [] };

  async function expectExact(when: string, timeZones = { mm: MM.tenant.timeZone, bd: BD.tenant.timeZone }) {
    for (const [name, timeZone] of Object.entries(timeZones)) {
      const members = team[name] as number[];
      for (const view of views) {
        const periods = overviewPeriods(new Date(view), timeZone);
        const expected = await Promise.all(periods.map(([, p]) => distinctPlayers(db(), members, p.start, p.end)));
        expect(await activeMembers(db(), members, periods), `${when}: ${name} seen at ${view}`).toEqual(expected);
      }
    }
  }

  beforeAll(async () => {
    for (const [name, merchant] of [
      ['mm', MM],
      ['bd', BD],
    ] as const) {
      for (let i = 0; i < 4; i += 1) {
        team[name]?.push(await addMember(db(), `active_${name}_${i}`, { merchantCode: merchant.code }));
      }
    }
  });

  it('counts settled bets around local midnight and the turn of the month', async () => {
    for (const [name, merchant] of [
      ['mm', MM],
      ['bd', BD],
    ] as const) {
      for (const [i, member] of (team[name] as number[]).entries()) {
        // each member plays at a different pair of instants around Yangon's midnight
        await bet(db(), merchant, member, around[i] as Date);
        await bet(db(), merchant, member, around[i + 3] as Date);
      }
    }
    await expectExact('settled bets');
  });

  it('follows bets settled, rolled back, moved across midnight and deleted', async () => {
    const [m0, m1, m2, m3] = team.mm as number[];
    const open = await bet(db(), MM, m0 as number, around[7] as Date, 'open');
    await expectExact('an open bet counts nowhere');
    await db().query("UPDATE bets SET status = 'settled' WHERE id = $1", [open]);
    await expectExact('settled later');
    // m1's bets are its only ones on each side of midnight: rolling one back empties that day
    const [first] = await db().query<{ id: number }>('SELECT id FROM bets WHERE member_id = $1 ORDER BY id LIMIT 1', [
      m1,
    ]);
    await db().query("UPDATE bets SET status = 'rolled_back' WHERE id = $1", [first?.id]);
    await expectExact('rolled back');
    await db().query("UPDATE bets SET placed_at = placed_at - interval '1 day' WHERE member_id = $1", [m2]);
    await expectExact('moved a day earlier');
    await db().query('DELETE FROM bets WHERE member_id = $1', [m3]);
    await expectExact('deleted');
    const [negative] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_active_periods WHERE bets < 0',
    );
    expect(negative?.n).toBe(0);
  });

  it("counts a merchant's periods again when its time zone changes", async () => {
    await db().query("UPDATE merchant_state SET time_zone = 'Asia/Karachi' WHERE merchant_code = $1", [MM.code]);
    await bet(db(), MM, team.mm?.[0] as number, around[2] as Date);
    await expectExact('in Karachi time', { mm: 'Asia/Karachi', bd: BD.tenant.timeZone });
    await db().query('UPDATE merchant_state SET time_zone = $2 WHERE merchant_code = $1', [
      MM.code,
      MM.tenant.timeZone,
    ]);
    await expectExact('back in Yangon time');
  });
});
