/**
 * The stages of the team fold (platform/agents/fold-team-sums.ts) a family of sums is checked at, each a test of
 * its own, in order: before any fold, after one batch, after a full fold (then a second full fold finds nothing
 * and changes no team row). `expectExact` compares the sums with the raw rows (`reference` names them);
 * `teamRows` reads the family's team table.
 */
import { expect, it } from 'vitest';
import { foldTeamSums, foldTeamSumsBatch } from '../../../platform/agents/fold-team-sums';
import type { Database } from '../../../platform/db/database';

export function itStaysExactThroughFold(
  db: () => Database,
  family: 'bets' | 'money',
  reference: string,
  expectExact: (stage: string) => Promise<void>,
  teamRows: () => Promise<string>,
): void {
  it(`equals ${reference} before any fold`, async () => {
    await expectExact('before any fold');
  });

  it(`equals ${reference} after one batch of 7 rows is folded`, async () => {
    expect(await foldTeamSumsBatch(db(), 7, family === 'money')).toBe(7);
    await expectExact('after one batch of 7 rows');
  });

  it(`equals ${reference} after a full fold; folding again finds nothing and changes no team row`, async () => {
    expect(await foldTeamSums(db(), 10)).toBeGreaterThan(0);
    await expectExact('after a full fold');
    const folded = await teamRows();
    expect(await foldTeamSums(db())).toBe(0);
    expect(await teamRows()).toBe(folded);
  });
}
