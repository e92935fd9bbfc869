/**
 * The vendor_transactions rows (migration 0312): how a wallet callback happens once. A call first claims its
 * transaction id in the database transaction that will move its money; a concurrent repeat waits on that row
 * until the first commits, then finds it. A refused call rolls back with its claim, so a retry is judged anew
 * (a debit refused for the balance may pass after a deposit). A rollback for a debit never seen writes a
 * tombstone under the debit's id, which the late debit then finds. A call refused after a change that must stay
 * (a credit over a cap holds its round) commits its claim with the refusal (refuseClaim): its repeat answers the
 * same refusal and changes nothing.
 */
import type { Database } from '../db/database';
import { requestHash } from '../ledger/idempotency';
import type { WalletAnswer, WalletRequest } from './adapter';
import { WalletRefusal, type WalletRefusalCode } from './refusals';

export interface TransactionRow {
  kind: 'debit' | 'credit' | 'rollback' | 'tombstone';
  transaction_id: string;
  round_id: string;
  bet_id: number | null;
  account_id: number | null;
  request_hash: string;
  answer: WalletAnswer | null;
  /** A debit's: SHA-256 of the wallet token it was taken under (the launch); its round's credit names the same. */
  token_hash: string | null;
  /** The refusal a committed claim answers (refuseClaim). */
  refusal: WalletRefusalCode | null;
}

const COLUMNS = 'kind, transaction_id, round_id, bet_id, account_id, request_hash, answer, token_hash, refusal';

/** The stored answer of a repeat, or null when this call claimed its transaction id and must do the work. */
export async function claim(
  tx: Database,
  adapter: string,
  request: Exclude<WalletRequest, { action: 'balance' }>,
  now: Date,
): Promise<WalletAnswer | null> {
  const hash = requestHash(`vendor:${adapter}`, request);
  const claimed = await tx.query(
    `INSERT INTO vendor_transactions (adapter, transaction_id, kind, round_id, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (adapter, transaction_id) DO NOTHING RETURNING kind`,
    [adapter, request.transactionId, request.action, request.roundId, hash, now],
  );
  if (claimed.length) return null;
  const existing = await findTransaction(tx, adapter, request.transactionId);
  if (existing?.kind === 'tombstone' && request.action === 'debit') throw new WalletRefusal('debit_rolled_back');
  if (existing?.request_hash === hash && existing.refusal) throw new WalletRefusal(existing.refusal);
  if (!existing || existing.request_hash !== hash || !existing.answer) throw new WalletRefusal('transaction_conflict');
  return existing.answer;
}

export async function findTransaction(
  tx: Database,
  adapter: string,
  transactionId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM vendor_transactions WHERE adapter = $1 AND transaction_id = $2`,
    [adapter, transactionId],
  );
  return row;
}

/** The round's debit, or its tombstone when a rollback came first; undefined when neither arrived. */
export async function roundOpening(
  tx: Database,
  adapter: string,
  roundId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM vendor_transactions
      WHERE adapter = $1 AND round_id = $2 AND kind IN ('debit', 'tombstone')
      ORDER BY kind LIMIT 1`,
    [adapter, roundId],
  );
  return row;
}

/**
 * Records that debit `debitTransactionId` is rolled back before it arrived. False when the debit's own row
 * exists after all (it committed while this rollback ran): the caller refunds it instead.
 */
export async function writeTombstone(
  tx: Database,
  adapter: string,
  debitTransactionId: string,
  roundId: string,
  now: Date,
): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO vendor_transactions (adapter, transaction_id, kind, round_id, request_hash, answer, created_at)
     VALUES ($1, $2, 'tombstone', $3, '', 'null', $4) ON CONFLICT (adapter, transaction_id) DO NOTHING RETURNING kind`,
    [adapter, debitTransactionId, roundId, now],
  );
  return written.length > 0;
}

/** Stores the answer a repeat will get (and, for a debit, the bet, account and launch it opened). */
export async function settleClaim(
  tx: Database,
  adapter: string,
  transactionId: string,
  answer: WalletAnswer,
  opened?: { betId: number; accountId: number; tokenHash: string },
): Promise<void> {
  await tx.query(
    `UPDATE vendor_transactions SET answer = $3, bet_id = coalesce($4, bet_id), account_id = coalesce($5, account_id),
        token_hash = coalesce($6, token_hash)
      WHERE adapter = $1 AND transaction_id = $2`,
    [
      adapter,
      transactionId,
      JSON.stringify(answer),
      opened?.betId ?? null,
      opened?.accountId ?? null,
      opened?.tokenHash ?? null,
    ],
  );
}

/** Keeps the claim with a refusal: the caller commits, then refuses; a repeat of the call gets `code` again. */
export async function refuseClaim(
  tx: Database,
  adapter: string,
  transactionId: string,
  code: WalletRefusalCode,
): Promise<void> {
  await tx.query('UPDATE vendor_transactions SET refusal = $3 WHERE adapter = $1 AND transaction_id = $2', [
    adapter,
    transactionId,
    code,
  ]);
}
