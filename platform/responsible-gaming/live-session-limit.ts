/**
 * The session time limit, live: an event source of the session event stream (platform/live) that tells the player's
 * open pages their session limit and when this session reaches it, and at that moment ends the session (revoked, as at
 * sign-out) and says so, so the notice arrives while the player plays, not at their next call. The hub reads it again
 * at the limit's end (refreshIn) and after any change of the member's limits (NOTIFY on LIMITS_CHANNEL, limits.ts).
 */
import { SESSION_EVENTS, type SessionLimitEventData } from '../../src/api/calls/session-events';
import { revokeSession } from '../accounts';
import type { Database } from '../db/database';
import type { SessionMember } from '../http/context';
import type { EventSource } from '../http/session-events';
import { type LimitRow, limitAt } from './limit-rules';

/** Notified (payload: the member id) in the transaction that changes a member's limits. */
export const LIMITS_CHANNEL = 'member_limits';

/** The session's limit and end at `now`; a session past its limit is revoked here. */
export async function sessionLimitNow(
  db: Database,
  member: Pick<SessionMember, 'sessionId'>,
  now: Date,
): Promise<SessionLimitEventData> {
  // Without a session limit the joined columns read null, which limitAt reads as no limit.
  const [row] = await db.query<LimitRow & { created_at: Date }>(
    `SELECT s.created_at, 'session' AS kind, 'session' AS period, l.value::float8 AS value,
       l.next_value::float8 AS next_value, l.next_at
     FROM sessions s LEFT JOIN member_limits l ON l.member_id = s.member_id AND l.kind = 'session'
     WHERE s.token_hash = $1`,
    [member.sessionId],
  );
  const limit = row ? limitAt(row, now).value : null;
  if (!row || limit === null) return { limit: null, endsAt: null, reached: false };
  const endsAt = new Date(row.created_at.getTime() + limit * 60_000);
  const reached = now >= endsAt;
  // The same moment the stake and launch guards refuse play (limit-guards.ts): the session ends with its notice.
  if (reached) await revokeSession(db, member.sessionId, now);
  return { limit, endsAt: endsAt.toISOString(), reached };
}

export function sessionLimitEvents(db: Database, clock: () => Date): EventSource {
  return {
    event: SESSION_EVENTS.sessionLimit,
    channel: LIMITS_CHANNEL,
    appliesTo: (member) => !member.isTrial,
    current: (member) => sessionLimitNow(db, member, clock()),
    target: (payload) => {
      const memberId = Number(payload);
      return Number.isSafeInteger(memberId) && memberId > 0 ? { memberId } : null;
    },
    refreshIn: (value) => {
      const { endsAt, reached } = value as SessionLimitEventData;
      return endsAt && !reached ? Date.parse(endsAt) - clock().getTime() : null;
    },
  };
}
