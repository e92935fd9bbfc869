/**
 * The record that a member's first-login flow ran (member_first_login), one row per member. Only the session of
 * the member's first sign-in may write it: the session created at the same clock reading that set
 * first_login_at. Two calls at once record one run (the member's key refuses the second).
 */
import type { Database } from '../db/database';

interface RunRow {
  session_id: string;
  ran_at: Date;
}

/**
 * Records the run for this session when it may claim the flow and none is recorded yet; answers the member's
 * run either way (undefined when there is none: the session could not claim it).
 */
export async function claimFirstLoginRun(
  db: Database,
  memberId: number,
  sessionId: string,
  now: Date,
): Promise<RunRow | undefined> {
  const inserted = await db.query<RunRow>(
    `INSERT INTO member_first_login (member_id, session_id, ran_at)
       SELECT m.id, s.token_hash, $3 FROM members m JOIN sessions s ON s.member_id = m.id
        WHERE m.id = $1 AND s.token_hash = $2 AND m.first_login_at IS NOT NULL AND s.created_at = m.first_login_at
       ON CONFLICT (member_id) DO NOTHING
       RETURNING session_id, ran_at`,
    [memberId, sessionId, now],
  );
  const [run] = inserted.length
    ? inserted
    : await db.query<RunRow>('SELECT session_id, ran_at FROM member_first_login WHERE member_id = $1', [memberId]);
  return run;
}
