/**
 * Rebates (cash back): a percentage of the valid amount of each settled bet, by game type and VIP level, paid
 * from the merchant's bonus account through the ledger.
 *
 * Each member's rebate is paid up to a watermark (rebate_watermarks, 0440_rebates.sql). A payment covers the
 * member's settled bets placed in [watermark, until) and moves the watermark to `until` in the same database
 * transaction as its ledger posting, with the watermark row locked (FOR UPDATE). So the daily job and the
 * player's manual claim (MANPLAYREB3) share one rule, and a bet is paid at most once whoever pays it, however
 * many processes race, and whether a run is repeated or retried after a crash.
 *
 * A bet counts in the window it was placed in if it is settled when the window is paid; a vendor round still
 * running at that moment (rare: seamless rounds settle within seconds) earns no rebate.
 */
import type { RebateLine } from '../../src/api/calls/loyalty/rebate';
import type { VipLevelInfo } from '../../src/api/calls/loyalty/vip';
import type { Database } from '../db/database';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { validBetTotal, vipLevelFor } from './vip-levels';

export type RebateMode = 'daily' | 'manual';

export interface RebateQuote {
  /** null: from the member's first bet. */
  since: Date | null;
  until: Date;
  level: VipLevelInfo;
  lines: RebateLine[];
  amount: number;
}

export interface RebatePaid {
  amount: number;
  balance: number;
}

/** `percent` of `validBet` minor units, rounded down (percent has at most 2 decimals: integer maths). */
export const rebateOf = (validBet: number, percent: number): number =>
  Math.floor((validBet * Math.round(percent * 100)) / 10_000);

const NOT_PAID_YET = '-infinity';

async function watermark(db: Database, memberId: number, lock: boolean): Promise<Date | null> {
  const [row] = await db.query<{ paid_until: Date | string }>(
    `SELECT paid_until FROM rebate_watermarks WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  // -infinity comes back as a string (or an invalid Date): nothing paid yet.
  const value = row?.paid_until;
  return value instanceof Date && Number.isFinite(value.getTime()) ? value : null;
}

/** What the member's settled bets placed in [since, until) earn at the level they had reached by `until`. */
async function quote(
  db: Database,
  merchant: Merchant,
  memberId: number,
  since: Date | null,
  until: Date,
): Promise<RebateQuote> {
  const level = vipLevelFor(merchant, await validBetTotal(db, memberId, until));
  const rows = await db.query<{ game_type: string; valid_bet: number }>(
    `SELECT game_type, coalesce(sum(valid_bet), 0)::bigint AS valid_bet FROM bets
     WHERE member_id = $1 AND status = 'settled' AND ($2::timestamptz IS NULL OR placed_at >= $2) AND placed_at < $3
     GROUP BY game_type ORDER BY game_type`,
    [memberId, since, until],
  );
  const lines = rows
    .filter((row) => row.valid_bet > 0)
    .map((row) => {
      const percent = level.rebatePercent[row.game_type] ?? 0;
      return { gameType: row.game_type, validBet: row.valid_bet, percent, amount: rebateOf(row.valid_bet, percent) };
    });
  return { since, until, level, lines, amount: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** What has accrued and is not paid yet, up to `until`. */
export async function accruedRebate(
  db: Database,
  merchant: Merchant,
  memberId: number,
  until: Date,
): Promise<RebateQuote> {
  const since = await watermark(db, memberId, false);
  return quote(db, merchant, memberId, since && since > until ? until : since, until);
}

/**
 * Pays the member's rebate up to `until` and moves their watermark there. Answers null when there was nothing
 * to pay (the watermark is already there, or the window earns 0: then a daily run still moves the watermark,
 * while a manual claim leaves it, so the player keeps accruing).
 */
export async function payRebate(
  db: Database,
  merchant: Merchant,
  memberId: number,
  until: Date,
  mode: RebateMode,
  now: Date,
): Promise<RebatePaid | null> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO rebate_watermarks (member_id, paid_until) VALUES ($1, '${NOT_PAID_YET}') ON CONFLICT DO NOTHING`,
      [memberId],
    );
    const since = await watermark(tx, memberId, true);
    if (since && since >= until) return null;
    const rebate = await quote(tx, merchant, memberId, since, until);
    if (rebate.amount === 0) {
      if (mode === 'daily') await moveWatermark(tx, memberId, until);
      return null;
    }
    const posted = await payBonus(tx, merchant, {
      kind: 'rebate',
      memberId,
      amount: rebate.amount,
      reference: `rebate:${memberId}:${until.toISOString()}`,
      memo: `${mode} rebate to ${until.toISOString()}`,
      at: now,
    });
    await tx.query(
      `INSERT INTO rebate_payments
         (merchant_code, member_id, from_at, to_at, mode, vip_label, amount, lines, ledger_transaction_id, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        merchant.code,
        memberId,
        since,
        until,
        mode,
        rebate.level.label,
        rebate.amount,
        JSON.stringify(rebate.lines),
        posted.transactionId,
        now,
      ],
    );
    await moveWatermark(tx, memberId, until);
    return { amount: rebate.amount, balance: posted.balance };
  });
}

async function moveWatermark(tx: Database, memberId: number, until: Date): Promise<void> {
  await tx.query('UPDATE rebate_watermarks SET paid_until = $2 WHERE member_id = $1', [memberId, until]);
}
