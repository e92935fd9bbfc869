/**
 * Sessions: a 256-bit random bearer token handed to the client once; the database keeps only its SHA-256,
 * so a leaked table cannot be replayed. Sessions expire and are revoked at logout or password change.
 */
import type { Database } from '../db/database';
import { type TurnBatch, turnBatch } from '../db/turn-batch';
import type { SessionMember } from '../http/context';
import type { Merchant } from '../merchants/merchants';
import { randomToken, sha256Hex, TOKEN_FORMAT } from '../security/tokens';
import { isAgentType, isTrialType } from './members';
import { SESSION_TTL_MS } from './policy';

export async function createSession(db: Database, memberId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.query('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256Hex(token),
    memberId,
    now,
    new Date(now.getTime() + SESSION_TTL_MS),
  ]);
  return token;
}

interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  nickname: string;
  type: number;
  disabled: boolean;
}

/**
 * The member of a live session ($1 the token's hash, $2 now): one round trip on every signed-in call. The session
 * is a sub-select (a primary-key read planned once, as PGlite plans a join several times slower than single-table
 * reads), then the member by primary key. An expired or revoked session finds no member. Exported for
 * bench:money, which replays a transfer's statements without the platform. `excluded_until` is the end of a running
 * time-out or self-exclusion (responsible-gaming/), another primary-key read, so every handler can refuse play.
 * `has_limits` says whether the member set any limit of their own (responsible-gaming/limits.ts, an index probe),
 * so a round of a player without limits costs no statement for them.
 */
export const SESSION_MEMBER_SQL = `SELECT id, merchant_code, username, nickname, type, disabled,
     (SELECT ends_at FROM member_exclusions WHERE member_id = members.id AND ends_at > $2) AS excluded_until,
     EXISTS (SELECT 1 FROM member_limits WHERE member_id = members.id) AS has_limits FROM members
     WHERE id = (SELECT member_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2)`;

/**
 * SESSION_MEMBER_SQL for several tokens at once ($1 their hashes, $2 now), each row naming its token's hash: the
 * lookups of the requests one turn of the event loop read (db/turn-batch.ts) as one statement.
 */
const SESSION_MEMBERS_SQL = `SELECT s.token_hash, m.id, m.merchant_code, m.username, m.nickname, m.type, m.disabled,
     (SELECT ends_at FROM member_exclusions WHERE member_id = m.id AND ends_at > $2) AS excluded_until,
     EXISTS (SELECT 1 FROM member_limits WHERE member_id = m.id) AS has_limits
     FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = ANY($1::text[]) AND s.revoked_at IS NULL AND s.expires_at > $2`;

type SessionRow = MemberRow & { excluded_until: Date | null; has_limits: boolean };
type Lookup = { tokenHash: string; now: Date };

/**
 * The rows of a turn's lookups, in their order (undefined: no live session). One lookup keeps the single-token
 * statement (PGlite plans a join several times slower); several share one, checked at the latest of their times
 * (a session that expired between two calls of the same turn counts as expired for both).
 */
async function lookUp(db: Database, lookups: Lookup[]): Promise<(SessionRow | undefined)[]> {
  if (lookups.length === 1) {
    const [{ tokenHash, now }] = lookups as [Lookup];
    const [row] = await db.query<SessionRow>(SESSION_MEMBER_SQL, [tokenHash, now], { prepare: true });
    return [row];
  }
  const now = new Date(Math.max(...lookups.map((lookup) => lookup.now.getTime())));
  const hashes = [...new Set(lookups.map((lookup) => lookup.tokenHash))];
  const rows = await db.query<SessionRow & { token_hash: string }>(SESSION_MEMBERS_SQL, [hashes, now], {
    prepare: true,
  });
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  return lookups.map((lookup) => byHash.get(lookup.tokenHash));
}

const batches = new WeakMap<Database, TurnBatch<Lookup, SessionRow | undefined>>();

function batchOf(db: Database): TurnBatch<Lookup, SessionRow | undefined> {
  let batch = batches.get(db);
  if (!batch) {
    batch = turnBatch((lookups) => lookUp(db, lookups));
    batches.set(db, batch);
  }
  return batch;
}

/**
 * The member behind a token at this merchant, or null when the token is malformed, unknown, expired, revoked or
 * another merchant's (sites never share accounts). Every signed-in call asks, so the lookups of one turn of the
 * event loop share a statement.
 */
export async function findSession(
  db: Database,
  token: string,
  merchant: Merchant,
  now: Date,
): Promise<SessionMember | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const tokenHash = sha256Hex(token);
  const row = await batchOf(db)({ tokenHash, now });
  if (!row || row.disabled || row.merchant_code !== merchant.code) return null;
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(merchant.tenant, row.type),
    isTrial: isTrialType(merchant.tenant, row.type),
    sessionId: tokenHash,
    excludedUntil: row.excluded_until,
    hasLimits: row.has_limits,
  };
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** After a password change every other device signs in again. */
export async function revokeOtherSessions(db: Database, memberId: number, keep: string | null, now: Date) {
  await db.query(
    'UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND token_hash IS DISTINCT FROM $2 AND revoked_at IS NULL',
    [memberId, keep, now],
  );
}
