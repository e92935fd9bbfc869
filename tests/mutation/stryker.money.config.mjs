/**
 * Mutation run of the money core: `npm run test:mutation:money`. See tests/mutation/README.md.
 *
 * Mutated: the ledger and the three movements of money that players start.
 * - platform/ledger/*.ts, except movement.ts (interfaces only, nothing to mutate);
 * - platform/money/deposits.ts, deposit-routes.ts, deposit-queries.ts (deposits);
 * - platform/money/withdrawals.ts, withdrawal-routes.ts, withdrawal-queries.ts (withdrawals);
 * - platform/money/transfers.ts, transfer-routes.ts, member-queries.ts (transfers to upline/downline, vendor
 *   transfers, recall; the upline a transfer up pays).
 * A route file only parses, calls and answers: its SQL is in the area's query modules, mutated with it.
 * Not mutated: seeds and demo data (platform/money/seed.ts, bulk-seed.ts, platform/seed*.ts), the gateway, bonus
 * and record modules of platform/money/.
 *
 * Tests: the ledger's and the money area's own platform tests (tests/platform/ledger, tests/platform/money), on
 * PGlite and, when a server answers, PostgreSQL, as `npx vitest` runs them; `related` keeps per file only those
 * that import it. They boot databases from the templates that the platform project's globalSetup
 * (tests/support/database-templates.ts) makes: the Vitest runner calls it once per test runner process, before
 * the first run (Vitest's project._initializeGlobalSetup), with the code as it is (no mutant is active outside
 * the test forks).
 *
 * MONEY_MUTATE narrows the mutated files for a partial run (comma-separated globs, e.g.
 * MONEY_MUTATE=platform/ledger/post.ts,platform/money/transfers.ts); the README says which run measured what.
 */
import { sharedOptions } from './stryker.shared.mjs';

const MONEY_CORE = [
  'platform/ledger/*.ts',
  '!platform/ledger/movement.ts',
  'platform/money/deposits.ts',
  'platform/money/deposit-routes.ts',
  'platform/money/deposit-queries.ts',
  'platform/money/withdrawals.ts',
  'platform/money/withdrawal-routes.ts',
  'platform/money/withdrawal-queries.ts',
  'platform/money/transfers.ts',
  'platform/money/transfer-routes.ts',
  'platform/money/member-queries.ts',
];

const narrowed = process.env.MONEY_MUTATE?.split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);

export default {
  ...sharedOptions('money'),
  mutate: narrowed?.length ? narrowed : MONEY_CORE,
  testFiles: ['tests/platform/ledger/**/*.test.ts', 'tests/platform/money/**/*.test.ts'],
  // The first, unmutated run takes the 13 test files one after the other in a single fork (about 4 minutes on
  // the shared two-core machine, more under load); Stryker's default of 5 minutes is too tight for it.
  dryRunTimeoutMinutes: 30,
  // Most money-core mutants are also reached outside any test: in a test file's beforeAll, where a platform
  // seeds (posting deposits, bonuses …) or a fixture is prepared. Stryker calls those "static" and, by default,
  // runs all 13 test files for each of them (about 11 minutes here): 55 of post.ts's 77 mutants, some 10 hours
  // for that file alone. With ignoreStatic, a mutant reached both in and out of tests runs only the tests that
  // reach it (it is active from the file's first beforeAll, so a seeding it breaks still fails them); a mutant
  // reached only outside tests is "Ignored" and left out of the score. The stores run keeps the default.
  ignoreStatic: true,
};
