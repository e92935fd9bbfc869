/**
 * A long stream of seeded movements (benchmark volume: millions of postings), written through the ledger's bulk
 * writer (bulk-movements.ts) a chunk at a time, so memory holds one chunk whatever the volume. Each chunk keeps
 * the bulk writer's guarantees, and chunks follow one another in the stream's order: transaction ids are drawn
 * per chunk in increasing order and each chunk starts from the balances the one before left, so balance_after
 * chains run on across chunks in the order the records come.
 *
 * A record (a deposit, a bet) brings its movements; `written` gets every chunk's records with their movements'
 * transaction ids, to insert the business rows that name them in the same database transaction.
 */
import type { Database } from '../db/database';
import { writeMovements } from './bulk-movements';
import type { Movement } from './movements';

/** Movements per writeMovements call: its arrays stay a few megabytes, its statements a fraction of a second. */
export const MOVEMENTS_PER_CHUNK = 25_000;

/** `written` gets, per record of the chunk, the transaction ids of its movements in their order. */
export type WrittenChunk<R> = (records: R[], transactionIds: number[][]) => Promise<unknown>;

export async function writeMovementStream<R>(
  tx: Database,
  merchantCode: string,
  records: Iterable<R>,
  movementsOf: (record: R) => Movement[],
  written: WrittenChunk<R>,
  chunkSize = MOVEMENTS_PER_CHUNK,
): Promise<void> {
  let chunk: R[] = [];
  let moves: Movement[] = [];
  let counts: number[] = [];
  const flush = async () => {
    const ids = await writeMovements(tx, merchantCode, moves);
    let next = 0;
    const perRecord = counts.map((count) => {
      next += count;
      return ids.slice(next - count, next);
    });
    await written(chunk, perRecord);
    chunk = [];
    moves = [];
    counts = [];
  };
  for (const record of records) {
    const own = movementsOf(record);
    chunk.push(record);
    counts.push(own.length);
    for (const move of own) moves.push(move);
    if (moves.length >= chunkSize) await flush();
  }
  if (chunk.length > 0) await flush();
}
