/**
 * `npm run ledger:check`: proves the ledger's invariants on the platform's database (DATABASE_URL, else the
 * PGlite folder PLATFORM_DATA_DIR or .data/pglite): every transaction sums to zero, every stored balance equals
 * its postings, no player balance is negative, every balance-after chain holds, and every movement matches its
 * business record (platform/ledger/reconcile-queries.ts: game-house movements and bets, deposits, withdrawals …).
 * Prints the figures and exits non-zero when anything is off. A PGlite folder can be open in one process only: stop `npm start` first, or
 * ask the running platform (GET /admin/ledger/check with the admin token).
 */

import { openDatabase } from '../platform/db/open-database';
import { checkLedger } from '../platform/ledger/check';
import { migrate } from '../platform/migrations';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.PLATFORM_DATA_DIR });
try {
  await migrate(db);
  const started = performance.now();
  const result = await checkLedger(db, process.argv[2]);
  const ms = Math.round(performance.now() - started);
  console.log(
    `ledger ${result.ok ? 'OK' : 'BROKEN'}: ${result.transactions} transactions, ${result.postings} postings, ` +
      `${result.accounts} accounts checked in ${ms} ms`,
  );
  for (const [name, ids] of Object.entries({
    'unbalanced transactions': result.unbalancedTransactions,
    'balances that differ from their postings': result.driftedAccounts,
    'negative player balances': result.negativeAccounts,
    'broken balance-after chains (posting ids)': result.brokenBalanceChains,
  })) {
    if (ids.length) console.log(`  ${name}: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ' …' : ''}`);
  }
  for (const record of new Set(result.unreconciled.map((row) => row.record))) {
    const rows = result.unreconciled.filter((row) => row.record === record);
    const shown = rows
      .slice(0, 20)
      .map((row) => [row.transactionId === null ? null : `transaction ${row.transactionId}`, row.recordId])
      .map((parts) => parts.filter(Boolean).join(' / '));
    console.log(`  not matching ${record}: ${shown.join(', ')}${rows.length > 20 ? ' …' : ''}`);
  }
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await db.close();
}
