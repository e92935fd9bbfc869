/** The money calls' read of the members table: a member's upline, whom a transfer up pays. */
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
