/**
 * Challenges handed to browsers, kept server-side: a response is accepted only against a challenge this platform
 * made for the same purpose, merchant, site and (registration) member, within CHALLENGE_TTL_MS, and only once. Taking
 * a challenge marks it used in the same statement, so two requests racing with one response cannot both pass.
 */
import type { Database } from '../db/database';
import type { RelyingParty } from './relying-party';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'register' | 'sign_in';

export interface ChallengeScope {
  merchantCode: string;
  purpose: ChallengePurpose;
  /** The member adding a passkey; null for a sign-in (nobody is known yet). */
  memberId: number | null;
  party: RelyingParty;
}

/** Keeps `challenge` (the base64url text the options carry, as clientDataJSON will echo it) for `scope`. */
export async function keepChallenge(db: Database, challenge: string, scope: ChallengeScope, now: Date): Promise<void> {
  // Old challenges go as new ones come: the table holds about the last few minutes' worth.
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [new Date(now.getTime() - CHALLENGE_TTL_MS)]);
  await db.query(
    `INSERT INTO passkey_challenges (challenge, merchant_code, purpose, member_id, rp_id, origin, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      challenge,
      scope.merchantCode,
      scope.purpose,
      scope.memberId,
      scope.party.rpID,
      scope.party.origin,
      new Date(now.getTime() + CHALLENGE_TTL_MS),
    ],
  );
}

/** Marks the challenge used and answers true when it was open for exactly this scope; false otherwise. */
export async function takeChallenge(
  db: Database,
  challenge: string,
  scope: ChallengeScope,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkey_challenges SET used_at = $7
      WHERE challenge = $1 AND merchant_code = $2 AND purpose = $3 AND member_id IS NOT DISTINCT FROM $4
        AND rp_id = $5 AND origin = $6 AND used_at IS NULL AND expires_at > $7
      RETURNING challenge`,
    [challenge, scope.merchantCode, scope.purpose, scope.memberId, scope.party.rpID, scope.party.origin, now],
  );
  return rows.length === 1;
}
