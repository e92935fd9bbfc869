/**
 * The stages of the team fold (platform/agents/fold-team-sums.ts) a family of sums is checked at: before any
 * fold, after one batch, after a full fold, and a second full fold that finds nothing and changes no team row.
 * `expectExact` compares the sums with the raw rows; `teamRows` reads the family's team table.
 */
import { expect } from 'vitest';
import { foldTeamSums, foldTeamSumsBatch } from '../../../platform/agents/fold-team-sums';
import type { Database } from '../../../platform/db/database';

export async function expectExactThroughFold(
  db: Database,
  family: 'bets' | 'money',
  expectExact: (stage: string) => Promise<void>,
  teamRows: () => Promise<string>,
): Promise<void> {
  await expectExact('before any fold');
  expect(await foldTeamSumsBatch(db, 7, family === 'money')).toBe(7);
  await expectExact('after one batch of 7 rows');
  expect(await foldTeamSums(db, 10)).toBeGreaterThan(0);
  await expectExact('after a full fold');
  const folded = await teamRows();
  expect(await foldTeamSums(db)).toBe(0);
  expect(await teamRows()).toBe(folded);
}
