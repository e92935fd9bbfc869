/**
 * Provably fair seed pairs, one active per member and game (studio_seeds, migration 0300). The active pair is
 * made on first use; a round takes its row lock and its next nonce in one UPDATE (so nonces are handed out one
 * at a time, also across processes). Rotation reveals the active server seed and opens a new
 * pair. Server seeds stay in the database until revealed: the player sees only their SHA-256 before play.
 */
import { randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN } from '../../src/api/calls/studio/fairness';
import type { StudioGame } from '../../src/api/calls/studio/games';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { newServerSeed, serverSeedHash } from './engine';

export interface SeedRow {
  id: number;
  game: StudioGame;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  revealed_at: Date | null;
}

const COLUMNS = 'id, game, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at';

/** The player's text as a client seed, or client_seed_invalid (400) with its translated message. */
export function checkClientSeed(clientSeed: string): string {
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
    throw new PlatformError(400, 'client_seed_invalid', 'client seeds are 1-32 of A-Z a-z 0-9 _ -');
  }
  return clientSeed;
}

async function openPair(tx: Database, memberId: number, game: StudioGame, clientSeed: string, now: Date) {
  const serverSeed = newServerSeed();
  await tx.query(
    `INSERT INTO studio_seeds (member_id, game, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, game) WHERE revealed_at IS NULL DO NOTHING`,
    [memberId, game, serverSeed, serverSeedHash(serverSeed), clientSeed, now],
  );
}

/**
 * The active pair, created when the member has none, locked (FOR UPDATE) until `tx` ends: call it inside the
 * transaction that uses or changes it.
 */
export async function lockActiveSeed(tx: Database, memberId: number, game: StudioGame, now: Date): Promise<SeedRow> {
  const select = () =>
    tx.query<SeedRow>(
      `SELECT ${COLUMNS} FROM studio_seeds WHERE member_id = $1 AND game = $2 AND revealed_at IS NULL FOR UPDATE`,
      [memberId, game],
    );
  let [row] = await select();
  if (!row) {
    // A fresh client seed the player can keep or replace; any value is fair, the server seed is committed.
    await openPair(tx, memberId, game, randomBytes(8).toString('hex'), now);
    [row] = await select();
  }
  if (!row) throw new Error(`no active studio seed for member ${memberId} (${game})`);
  return row;
}

/** The active pair, created when the member has none (its own transaction: the lock ends with it). */
export function activeSeed(db: Database, memberId: number, game: StudioGame, now: Date): Promise<SeedRow> {
  return db.transaction((tx) => lockActiveSeed(tx, memberId, game, now));
}

/**
 * The active pair and the nonce a round uses, moved on in the same statement: the UPDATE holds the pair's row
 * lock until `tx` ends, so nonces are handed out one at a time, also across processes. The pair is created when
 * the member has none.
 */
export async function takeNonce(
  tx: Database,
  memberId: number,
  game: StudioGame,
  now: Date,
): Promise<SeedRow & { nonce: number }> {
  const take = () =>
    tx.query<SeedRow & { nonce: number }>(
      `UPDATE studio_seeds SET next_nonce = next_nonce + 1
       WHERE member_id = $1 AND game = $2 AND revealed_at IS NULL
       RETURNING ${COLUMNS}, next_nonce - 1 AS nonce`,
      [memberId, game],
      { prepare: true },
    );
  let [row] = await take();
  if (!row) {
    await openPair(tx, memberId, game, randomBytes(8).toString('hex'), now);
    [row] = await take();
  }
  if (!row) throw new Error(`no active studio seed for member ${memberId} (${game})`);
  return row;
}

/**
 * The active pair as it is now, created when the member has none, without a lock: for a round played in one
 * statement (round-statement.ts), whose guard checks under the lock that the pair is still at this nonce.
 */
export async function readActiveSeed(db: Database, memberId: number, game: StudioGame, now: Date): Promise<SeedRow> {
  const read = () =>
    db.query<SeedRow>(
      `SELECT ${COLUMNS} FROM studio_seeds WHERE member_id = $1 AND game = $2 AND revealed_at IS NULL`,
      [memberId, game],
      { prepare: true },
    );
  let [row] = await read();
  if (!row) {
    await openPair(db, memberId, game, randomBytes(8).toString('hex'), now);
    [row] = await read();
  }
  if (!row) throw new Error(`no active studio seed for member ${memberId} (${game})`);
  return row;
}

/** The member's most recently revealed pair of `game`, if any. */
export async function lastRevealed(db: Database, memberId: number, game: StudioGame): Promise<SeedRow | null> {
  const [row] = await db.query<SeedRow>(
    `SELECT ${COLUMNS} FROM studio_seeds WHERE member_id = $1 AND game = $2 AND revealed_at IS NOT NULL
     ORDER BY id DESC LIMIT 1`,
    [memberId, game],
  );
  return row ?? null;
}

/** The server seed of the member's pair `seedId` and when it was revealed (null: still active), or undefined. */
export async function memberSeed(
  db: Database,
  seedId: number,
  memberId: number,
): Promise<Pick<SeedRow, 'server_seed' | 'revealed_at'> | undefined> {
  const [seed] = await db.query<Pick<SeedRow, 'server_seed' | 'revealed_at'>>(
    'SELECT server_seed, revealed_at FROM studio_seeds WHERE id = $1 AND member_id = $2',
    [seedId, memberId],
  );
  return seed;
}

export async function setClientSeed(
  db: Database,
  memberId: number,
  game: StudioGame,
  clientSeed: string,
  now: Date,
): Promise<SeedRow> {
  return db.transaction(async (tx) => {
    const seed = await lockActiveSeed(tx, memberId, game, now);
    await tx.query('UPDATE studio_seeds SET client_seed = $2 WHERE id = $1', [seed.id, clientSeed]);
    return { ...seed, client_seed: clientSeed };
  });
}

/** Reveals the active pair and opens a new one (with `clientSeed`, else the old client seed). */
export async function rotateSeed(
  db: Database,
  memberId: number,
  game: StudioGame,
  clientSeed: string | undefined,
  now: Date,
): Promise<{ revealed: SeedRow; current: SeedRow }> {
  return db.transaction(async (tx) => {
    const old = await lockActiveSeed(tx, memberId, game, now);
    await tx.query('UPDATE studio_seeds SET revealed_at = $2 WHERE id = $1', [old.id, now]);
    await openPair(tx, memberId, game, clientSeed ?? old.client_seed, now);
    const current = await lockActiveSeed(tx, memberId, game, now);
    return { revealed: { ...old, revealed_at: now }, current };
  });
}
