/** The ledger's migrations (accounts, transactions, postings, idempotency keys), applied with the areas'. */
import { resolve } from 'node:path';

export const LEDGER_MIGRATIONS = resolve(import.meta.dirname, 'migrations');
