/**
 * The money calls' reads and writes of the members table: a member's upline, whom a transfer up pays, and the real
 * name a payout account must be held in.
 */
import type { Database } from '../db/database';

/** The member's upline's username and nickname, or undefined when the member has none. */
export async function uplineOf(
  db: Database,
  memberId: number,
): Promise<{ username: string; nickname: string } | undefined> {
  const [row] = await db.query<{ username: string; nickname: string }>(
    'SELECT u.username, u.nickname FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1',
    [memberId],
  );
  return row;
}

/** The member's real name (null when none is saved), read under the member's row lock until the transaction ends. */
export async function realNameForUpdate(db: Database, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ payee_name: string | null }>(
    'SELECT payee_name FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  return row?.payee_name ?? null;
}

/** Saves `name` as the member's real name when none is saved yet; never overwrites one. */
export async function adoptRealName(db: Database, memberId: number, name: string): Promise<void> {
  await db.query('UPDATE members SET payee_name = $2 WHERE id = $1 AND payee_name IS NULL', [memberId, name]);
}
