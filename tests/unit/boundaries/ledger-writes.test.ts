/**
 * Only the ledger writes ledger rows. The lint's only-the-ledger-posts rule keeps areas from importing the posting
 * code; this keeps them from writing the rows in SQL of their own. Seeds and benchmark volume included: they hand
 * the ledger movements (ledger/bulk-movements.ts, ledger/movement-stream.ts for millions of them) and open
 * accounts through it, so every row it stores keeps balance_after right by construction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LEDGER_WRITE =
  /INSERT INTO ledger_(postings|transactions|accounts)\b|UPDATE ledger_(accounts|postings|transactions)\b/;

function platformFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return platformFiles(path);
    return entry.name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

it('no platform file outside the ledger writes ledger rows', () => {
  const writers = platformFiles(join(ROOT, 'platform'))
    .filter((path) => !path.startsWith('platform/ledger/'))
    .filter((path) => LEDGER_WRITE.test(readFileSync(join(ROOT, path), 'utf8')));
  expect(writers).toEqual([]);
});

it('the scan sees a write', () => {
  expect(LEDGER_WRITE.test('await tx.query(`INSERT INTO ledger_postings (transaction_id')).toBe(true);
  expect(LEDGER_WRITE.test('SELECT balance FROM ledger_accounts WHERE id = $1')).toBe(false);
});
