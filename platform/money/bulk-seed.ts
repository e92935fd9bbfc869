/**
 * Volume for benchmarks (env PLATFORM_BULK_LEDGER_ROWS, off by default): synthetic players `bulk00001`… with
 * deposits spread over the last 90 days. Only the ledger builds postings: the players' wallets are opened by the
 * ledger (memberWallets, one statement) and the deposits are movements (cash → wallet) written through its bulk
 * writer a chunk at a time (ledger/movement-stream.ts), so the rows keep every ledger invariant by construction
 * (balanced transactions, balances equal to their postings, balance-after chains) and `npm run ledger:check`
 * passes on them. Each deposit's record names its movement's transaction. Runs once: it does nothing when bulk
 * players exist.
 */
import type { Database } from '../db/database';
import { memberWallets, operatorAccount } from '../ledger/money-accounts';
import { writeMovementStream } from '../ledger/movement-stream';
import type { Movement } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { hashPassword } from '../security/passwords';

const PLAYERS = 1_000;
/** Every bulk player signs in with this password (benchmarks read their account record). */
export const BULK_PASSWORD = 'Bulk1234';
/** Every bulk deposit is 100.00. */
const AMOUNT = 10_000;
const NINETY_DAYS = 90 * 86_400_000;

/** The merchant of the bulk players: a transfer-wallet one when there is one, so a benchmark can also move money between wallets. */
export const bulkMerchant = (merchants: Merchant[]): Merchant | undefined =>
  merchants.find((m) => !m.tenant.payments.singleWallet) ?? merchants[0];

interface BulkDeposit {
  memberId: number;
  wallet: number;
  at: Date;
}

/** `perPlayer` deposits of every player spaced evenly over 90 days, oldest first, so transaction ids follow time. */
function* depositsOf(wallets: Map<number, number>, perPlayer: number, now: Date): Generator<BulkDeposit> {
  const step = NINETY_DAYS / perPlayer;
  for (let k = perPlayer; k >= 1; k -= 1) {
    const at = new Date(now.getTime() - k * step);
    for (const [memberId, wallet] of wallets) yield { memberId, wallet, at };
  }
}

/** Each deposit's record, naming its movement, so `ledger:check` finds every deposit posting recorded. */
const insertDeposits = (tx: Database, merchantCode: string) => (deposits: BulkDeposit[], ids: number[][]) =>
  tx.query(
    `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, fee, status, created_at, decided_at,
       decided_by, ledger_transaction_id)
     SELECT $1, member_id, 'bulk', 'gateway', $2::bigint, 0, 'approved', at, at, 'bulk', t
     FROM unnest($3::bigint[], $4::timestamptz[], $5::bigint[]) AS u(member_id, at, t)`,
    [
      merchantCode,
      AMOUNT,
      deposits.map((deposit) => deposit.memberId),
      deposits.map((deposit) => deposit.at.toISOString()),
      ids.map(([id]) => id),
    ],
  );

export async function bulkSeedLedger(db: Database, merchant: Merchant, postings: number, now: Date): Promise<void> {
  const [done] = await db.query("SELECT 1 FROM members WHERE merchant_code = $1 AND username = 'bulk00001'", [
    merchant.code,
  ]);
  if (done) return;
  // Two postings per deposit: the wallet's and the cash account's.
  const perPlayer = Math.max(1, Math.ceil(postings / 2 / PLAYERS));
  const passwordHash = await hashPassword(BULK_PASSWORD);
  await db.transaction(async (tx) => {
    const members = await tx.query<{ id: number }>(
      `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at)
       SELECT $1, 'bulk' || lpad(g::text, 5, '0'), 'bulk' || g, 0, $4, $2::timestamptz, $2::timestamptz
       FROM generate_series(1, $3::int) g RETURNING id`,
      [merchant.code, now, PLAYERS, passwordHash],
    );
    const memberIds = members.map((row) => row.id).sort((a, b) => a - b);
    const byMember = await memberWallets(tx, merchant, memberIds, now);
    const wallets = new Map(memberIds.map((id) => [id, byMember.get(id) as number]));
    const cash = (await operatorAccount(tx, merchant, 'cash', now)).id;
    const movementOf = (deposit: BulkDeposit): Movement[] => [
      {
        merchantCode: merchant.code,
        kind: 'deposit',
        memberId: deposit.memberId,
        reference: 'bulk',
        at: deposit.at,
        from: cash,
        to: deposit.wallet,
        amount: AMOUNT,
      },
    ];
    const deposits = depositsOf(wallets, perPlayer, now);
    await writeMovementStream(tx, merchant.code, deposits, movementOf, insertDeposits(tx, merchant.code));
  });
  // Fresh statistics for the planner; VACUUM also marks the new pages all-visible, so the account record's count
  // reads ledger_postings_account_time alone (an index-only scan) as it would on a database in steady state.
  for (const table of ['ledger_postings', 'ledger_transactions', 'ledger_accounts', 'deposits']) {
    await db.query(`VACUUM (ANALYZE) ${table}`);
  }
}
