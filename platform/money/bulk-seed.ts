/**
 * Volume for benchmarks (env PLATFORM_BULK_LEDGER_ROWS, off by default): synthetic players `bulk00001`… with
 * deposits spread over the last 90 days, written with set-based SQL so a million ledger postings take seconds,
 * not hours. The rows obey every ledger invariant (balanced transactions, balances equal to their postings,
 * balance-after chains), so `npm run ledger:check` passes on them. Runs once: it does nothing when bulk players
 * exist.
 */
import type { Database } from '../db/database';
import { operatorAccount } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';
import { hashPassword } from '../security/passwords';

const PLAYERS = 1_000;
/** Every bulk player signs in with this password (benchmarks read their account record). */
export const BULK_PASSWORD = 'Bulk1234';
/** Every bulk deposit is 100.00. */
const AMOUNT = 10_000;

/** The merchant of the bulk players: a transfer-wallet one when there is one, so a benchmark can also move money between wallets. */
export const bulkMerchant = (merchants: Merchant[]): Merchant | undefined =>
  merchants.find((m) => !m.tenant.payments.singleWallet) ?? merchants[0];

export async function bulkSeedLedger(db: Database, merchant: Merchant, postings: number, now: Date): Promise<void> {
  const [done] = await db.query("SELECT 1 FROM members WHERE merchant_code = $1 AND username = 'bulk00001'", [
    merchant.code,
  ]);
  if (done) return;
  // Two postings per deposit: the wallet's and the cash account's.
  const perPlayer = Math.max(1, Math.ceil(postings / 2 / PLAYERS));
  const cash = await operatorAccount(db, merchant, 'cash', now);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at)
       SELECT $1, 'bulk' || lpad(g::text, 5, '0'), 'bulk' || g, 0, $4, $2::timestamptz, $2::timestamptz
       FROM generate_series(1, $3::int) g`,
      [merchant.code, now, PLAYERS, await hashPassword(BULK_PASSWORD)],
    );
    await tx.query(
      `INSERT INTO ledger_accounts (merchant_code, kind, member_id, vendor, currency, balance, created_at)
       SELECT $1, 'wallet', id, '', $4, $3::bigint * $2::int, now() FROM members
       WHERE merchant_code = $1 AND username LIKE 'bulk_____'`,
      [merchant.code, perPlayer, AMOUNT, merchant.tenant.currency],
    );
    // Deposits spaced evenly over 90 days, oldest first, so ids follow time.
    await tx.query(
      `INSERT INTO ledger_transactions (merchant_code, kind, member_id, reference, created_at)
       SELECT $1, 'deposit', m.id, 'bulk', $2::timestamptz - (k * (interval '90 days' / $3::int))
       FROM members m CROSS JOIN generate_series($3::int, 1, -1) k
       WHERE m.merchant_code = $1 AND m.username LIKE 'bulk_____'
       ORDER BY m.id, k DESC`,
      [merchant.code, now, perPlayer],
    );
    // Wallet postings: each player's balance grows by AMOUNT per deposit, in id (= time) order.
    await tx.query(
      `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
       SELECT t.id, a.id, $2::bigint,
              $2::bigint * row_number() OVER (PARTITION BY a.id ORDER BY t.id), t.created_at
       FROM ledger_transactions t JOIN ledger_accounts a ON a.member_id = t.member_id AND a.kind = 'wallet'
       WHERE t.merchant_code = $1 AND t.reference = 'bulk'
       ORDER BY t.id`,
      [merchant.code, AMOUNT],
    );
    // The cash account's side, continuing its existing chain.
    await tx.query(
      `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
       SELECT t.id, $3::bigint, -$2::bigint,
              (SELECT balance FROM ledger_accounts WHERE id = $3) - $2::bigint * row_number() OVER (ORDER BY t.id),
              t.created_at
       FROM ledger_transactions t WHERE t.merchant_code = $1 AND t.reference = 'bulk'
       ORDER BY t.id`,
      [merchant.code, AMOUNT, cash.id],
    );
    // Each deposit's record, naming its movement, so `ledger:check` finds every deposit posting recorded.
    await tx.query(
      `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, fee, status, created_at, decided_at,
         decided_by, ledger_transaction_id)
       SELECT $1, t.member_id, 'bulk', 'gateway', $2::bigint, 0, 'approved', t.created_at, t.created_at, 'bulk', t.id
       FROM ledger_transactions t WHERE t.merchant_code = $1 AND t.reference = 'bulk'`,
      [merchant.code, AMOUNT],
    );
    await tx.query(
      `UPDATE ledger_accounts SET balance = balance - $2::bigint *
         (SELECT count(*) FROM ledger_transactions WHERE merchant_code = $1 AND reference = 'bulk')
       WHERE id = $3`,
      [merchant.code, AMOUNT, cash.id],
    );
  });
  // Fresh statistics for the planner; VACUUM also marks the new pages all-visible, so the account record's count
  // reads ledger_postings_account_time alone (an index-only scan) as it would on a database in steady state.
  for (const table of ['ledger_postings', 'ledger_transactions', 'ledger_accounts', 'deposits']) {
    await db.query(`VACUUM (ANALYZE) ${table}`);
  }
}
