/**
 * The operator's rounds: scheduling one (its `key` makes a retried request harmless) and listing a merchant's rounds
 * with their exact figures (what the public calls keep to a stock level).
 */
import type { AdminRedEnvelopeRound } from '../../src/api/calls/red-envelope/admin-red-envelope';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { ROUND_COLUMNS, type RoundRow } from './rounds';

export interface RoundRequest {
  key: string;
  startsAt: string;
  endsAt: string;
  budget: number;
  minAmount: number;
  maxAmount: number;
}

export function adminRoundOut(row: RoundRow): AdminRedEnvelopeRound {
  return {
    id: row.id,
    roundKey: row.round_key,
    kind: row.kind,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    budget: row.budget,
    remaining: row.remaining,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    openedCount: row.opened_count,
    paid: row.budget - row.remaining,
  };
}

const sameRound = (row: RoundRow, request: RoundRequest) =>
  row.starts_at.getTime() === Date.parse(request.startsAt) &&
  row.ends_at.getTime() === Date.parse(request.endsAt) &&
  row.budget === request.budget &&
  row.min_amount === request.minAmount &&
  row.max_amount === request.maxAmount;

export async function scheduleRound(
  db: Database,
  merchant: Merchant,
  request: RoundRequest,
  by: string,
  now: Date,
): Promise<AdminRedEnvelopeRound> {
  const roundKey = `scheduled:${request.key}`;
  const [created] = await db.query<RoundRow>(
    `INSERT INTO red_envelope_rounds (merchant_code, round_key, kind, starts_at, ends_at, budget, remaining,
       min_amount, max_amount, created_at, created_by)
     VALUES ($1, $2, 'scheduled', $3, $4, $5, $5, $6, $7, $8, $9)
     ON CONFLICT (merchant_code, round_key) DO NOTHING RETURNING ${ROUND_COLUMNS}`,
    [
      merchant.code,
      roundKey,
      new Date(request.startsAt),
      new Date(request.endsAt),
      request.budget,
      request.minAmount,
      request.maxAmount,
      now,
      by,
    ],
  );
  if (created) return adminRoundOut(created);
  const [existing] = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds WHERE merchant_code = $1 AND round_key = $2`,
    [merchant.code, roundKey],
  );
  if (existing && sameRound(existing, request)) return adminRoundOut(existing);
  throw new PlatformError(409, 'request_already_handled', `round ${request.key} exists with other terms`);
}

export async function roundsOf(db: Database, merchant: Merchant): Promise<AdminRedEnvelopeRound[]> {
  const rows = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds WHERE merchant_code = $1 ORDER BY starts_at DESC, id DESC LIMIT 100`,
    [merchant.code],
  );
  return rows.map(adminRoundOut);
}
