/**
 * Opening an envelope: a random amount (draw.ts) moves from the merchant's 'bonuses' account to the member's main
 * wallet (ledger kind red_envelope), once per member and round. In one database transaction:
 *
 *   1. the round's row is locked (FOR UPDATE): opens of the same round queue here, from any process, and each
 *      one draws from what the previous ones left, so the budget cannot be overspent;
 *   2. the amount is drawn and taken from `remaining` by a conditional UPDATE (never below what is left);
 *   3. the ledger transaction is posted and the claim row inserted; its unique key (round, member) refuses a
 *      second envelope, rolling the payment back with everything else.
 *
 * No idempotency key is needed: the claim itself is the key (a retried open answers red_envelope_already_opened
 * with the envelope, so the player still sees what they won).
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { drawAmount } from './draw';
import { ROUND_COLUMNS, type RoundRow, stockOf } from './rounds';

export const RED_ENVELOPE_KIND = 'red_envelope';

const alreadyOpened = (claim: { amount: number; opened_at: Date }) =>
  new PlatformError(409, 'red_envelope_already_opened', 'this member already opened an envelope of this round', {
    amount: claim.amount,
    openedAt: claim.opened_at.toISOString(),
  });

const exhausted = (roundId: number) =>
  new PlatformError(409, 'red_envelope_exhausted', `the budget of round ${roundId} is spent`);

export async function openEnvelope(
  db: Database,
  merchant: Merchant,
  memberId: number,
  roundId: number,
  now: Date,
  pick?: (n: number) => number,
): Promise<{ roundId: number; amount: number; balance: number; stock: ReturnType<typeof stockOf> }> {
  return db.transaction(async (tx) => {
    const [round] = await tx.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds WHERE id = $1 AND merchant_code = $2 FOR UPDATE`,
      [roundId, merchant.code],
    );
    if (!round) throw new PlatformError(404, 'not_found', `no red envelope round ${roundId} at ${merchant.code}`);
    if (now < round.starts_at || now >= round.ends_at) {
      throw new PlatformError(409, 'red_envelope_not_open', `round ${roundId} is not running`);
    }
    const [opened] = await tx.query<{ amount: number; opened_at: Date }>(
      'SELECT amount, opened_at FROM red_envelope_claims WHERE round_id = $1 AND member_id = $2',
      [round.id, memberId],
    );
    if (opened) throw alreadyOpened(opened);
    const amount = drawAmount(
      { minAmount: round.min_amount, maxAmount: round.max_amount, remaining: round.remaining },
      pick,
    );
    if (amount === null) throw exhausted(round.id);
    // The row is locked, so this cannot miss; the condition keeps "never below zero" in the statement itself.
    const [left] = await tx.query<Pick<RoundRow, 'budget' | 'remaining' | 'min_amount'>>(
      `UPDATE red_envelope_rounds SET remaining = remaining - $2, opened_count = opened_count + 1
       WHERE id = $1 AND remaining >= $2 RETURNING budget, remaining, min_amount`,
      [round.id, amount],
    );
    if (!left) throw exhausted(round.id);
    const posted = await payBonus(tx, merchant, {
      kind: RED_ENVELOPE_KIND,
      memberId,
      amount: amount,
      reference: `red-envelope:${round.id}`,
      memo: round.round_key,
      at: now,
    });
    const [claim] = await tx.query<{ id: number }>(
      `INSERT INTO red_envelope_claims (round_id, merchant_code, member_id, amount, ledger_transaction_id, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (round_id, member_id) DO NOTHING RETURNING id`,
      [round.id, merchant.code, memberId, amount, posted.transactionId, now],
    );
    // Unreachable while the round lock is held; kept as the last word on "one envelope per member and round".
    if (!claim) throw alreadyOpened({ amount, opened_at: now });
    return { roundId: round.id, amount, balance: posted.balance, stock: stockOf(left) };
  });
}

/** The envelope `memberId` opened in round `roundId`, if any. */
export async function openedIn(
  db: Database,
  roundId: number,
  memberId: number,
): Promise<{ amount: number; openedAt: string } | null> {
  const [row] = await db.query<{ amount: number; opened_at: Date }>(
    'SELECT amount, opened_at FROM red_envelope_claims WHERE round_id = $1 AND member_id = $2',
    [roundId, memberId],
  );
  return row ? { amount: row.amount, openedAt: row.opened_at.toISOString() } : null;
}
