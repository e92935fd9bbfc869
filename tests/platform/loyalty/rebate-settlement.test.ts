/**
 * The daily rebate job below the HTTP layer, on bets written into the table: it catches up on every closed day
 * of the last week, pays each member at the level reached (a bronze player's rate), runs on the job queue, and
 * two runs racing (two platform processes) pay every member exactly once.
 */
import { TestClock } from 'pg-boss';
import { beforeAll, expect, it } from 'vitest';
import { periodOf } from '../../../platform/core/merchant-periods';
import type { Database } from '../../../platform/db/database';
import { startJobQueue } from '../../../platform/jobs/job-queue';
import { rebateSettlementJob } from '../../../platform/loyalty/rebate-settlement';
import { rebateOf } from '../../../platform/loyalty/rebates';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const TZ = 'Asia/Dhaka';
const NOW = new Date('2026-11-20T06:00:00Z'); // noon in Dhaka
const today = periodOf('day', NOW, TZ);
const dayBefore = (days: number) => periodOf('day', new Date(today.start.getTime() - (days - 1) * 86_400_000 - 1), TZ);

let round = 0;
async function bet(db: Database, member: number, type: string, validBet: number, at: Date): Promise<void> {
  round += 1;
  await db.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'INHOUSE', $3, 'slot', $4, $5, $5, 0, '{}', $6, 'settled', $6)`,
    [BD.code, member, type, `rebate-${round}`, validBet, at],
  );
}

const paymentsOf = (db: Database, member: number) =>
  db.query<{ amount: number; mode: string }>(
    'SELECT amount, mode FROM rebate_payments WHERE member_id = $1 ORDER BY to_at',
    [member],
  );

describeLedgerDatabases('daily rebate settlement', (db) => {
  let casual = 0;
  let bronze = 0;
  let lateNight = 0;
  const hourInto = (day: { start: Date }, hours: number) => new Date(day.start.getTime() + hours * 3_600_000);

  beforeAll(async () => {
    casual = await addMember(db(), 'rebatecasual', { merchantCode: BD.code });
    bronze = await addMember(db(), 'rebatebronze', { merchantCode: BD.code });
    lateNight = await addMember(db(), 'rebatenight', { merchantCode: BD.code });
    // casual: slots two days ago and live yesterday; nothing today (not closed: not paid)
    await bet(db(), casual, 'RNG', 20_000, hourInto(dayBefore(2), 10));
    await bet(db(), casual, 'LIVE', 30_000, hourInto(dayBefore(1), 10));
    await bet(db(), casual, 'RNG', 50_000, hourInto(today, 1));
    // bronze: 1,200,000 minor (12,000 taka) of slots yesterday: past bronze's 10,000 taka threshold
    await bet(db(), bronze, 'RNG', 1_200_000, hourInto(dayBefore(1), 3));
    // late night: 23:59 local yesterday belongs to yesterday, 00:01 today to today
    await bet(db(), lateNight, 'FISH', 10_000, new Date(dayBefore(1).end.getTime() - 60_000));
    await bet(db(), lateNight, 'FISH', 90_000, new Date(today.start.getTime() + 60_000));
  });

  it('pays every closed day once, at the level reached, and leaves the open day', async () => {
    const job = rebateSettlementJob(db(), merchants, () => NOW);
    // two processes racing the same run
    await Promise.all([job.handler({}), job.handler({})]);

    const member = BD.tenant.loyalty.vipLevels[0]?.rebatePercent ?? {};
    const bronzeRates = BD.tenant.loyalty.vipLevels[1]?.rebatePercent ?? {};
    const casualPaid = await paymentsOf(db(), casual);
    expect(casualPaid.map((p) => p.amount)).toEqual([
      rebateOf(20_000, member.RNG ?? 0),
      rebateOf(30_000, member.LIVE ?? 0),
    ]);
    expect(await paymentsOf(db(), bronze)).toEqual([
      { amount: rebateOf(1_200_000, bronzeRates.RNG ?? 0), mode: 'daily' },
    ]);
    expect((await paymentsOf(db(), lateNight)).map((p) => p.amount)).toEqual([rebateOf(10_000, member.FISH ?? 0)]);

    // a third run later the same day pays nothing more
    await job.handler({});
    expect(await paymentsOf(db(), casual)).toHaveLength(2);
    const [paid] = await db().query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM rebate_payments WHERE merchant_code = $1`,
      [BD.code],
    );
    expect(paid?.total).toBe(
      rebateOf(20_000, member.RNG ?? 0) +
        rebateOf(30_000, member.LIVE ?? 0) +
        rebateOf(1_200_000, bronzeRates.RNG ?? 0) +
        rebateOf(10_000, member.FISH ?? 0),
    );
  });

  it('runs on the job queue: a queued run settles the day that just closed', async () => {
    const tomorrow = new Date(today.end.getTime() + 3_600_000);
    // pg-boss's own clock, moved by hand: the run is fetched at the next poll without waiting for it
    const clock = new TestClock();
    const queue = await startJobQueue(db(), { pollingIntervalSeconds: 0.5, clock });
    try {
      await queue.define(rebateSettlementJob(db(), merchants, () => tomorrow));
      await queue.send('rebates.daily', {});
      for (let polls = 0; polls < 60 && (await paymentsOf(db(), lateNight)).length < 2; polls += 1)
        await clock.tick(500);
    } finally {
      await queue.stop();
    }
    expect(await paymentsOf(db(), lateNight)).toHaveLength(2);
  });
});
