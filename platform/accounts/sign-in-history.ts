/**
 * The sign-in history behind the login-info call and the security centre's recent sign-ins: every
 * session opened is recorded with its address and device, the newest SIGN_INS_KEPT per member kept.
 */
import Bowser from 'bowser';
import type { SignInMethod } from '../../src/api/calls/member';
import type { Database } from '../db/database';

/** Rows kept per member: the security centre shows the last 30; a few more cover races between sign-ins. */
export const SIGN_INS_KEPT = 50;

/** A user agent as a player recognises their device: "Chrome 131 · Android · mobile"; '' when unknown. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 512));
  const major = browser.version?.split('.')[0];
  const parts = [browser.name && (major ? `${browser.name} ${major}` : browser.name), os.name, platform.type];
  return parts.filter(Boolean).join(' · ').slice(0, 120);
}

/** How a session was opened (the contract lists them): kept with the sign-in. */
export type { SignInMethod } from '../../src/api/calls/member';

export async function recordSignIn(
  db: Database,
  memberId: number,
  at: Date,
  ip: string,
  userAgent: string | undefined,
  method: SignInMethod,
): Promise<void> {
  await db.query('INSERT INTO sign_ins (member_id, signed_in_at, ip, device, method) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    at,
    ip,
    describeDevice(userAgent),
    method,
  ]);
  await db.query(
    `DELETE FROM sign_ins WHERE member_id = $1 AND id NOT IN
       (SELECT id FROM sign_ins WHERE member_id = $1 ORDER BY signed_in_at DESC, id DESC LIMIT $2)`,
    [memberId, SIGN_INS_KEPT],
  );
}

export interface SignInRow {
  id: number;
  signed_in_at: Date;
  ip: string;
  device: string;
  method: SignInMethod | null;
}

export function recentSignIns(db: Database, memberId: number, limit: number): Promise<SignInRow[]> {
  return db.query<SignInRow>(
    `SELECT id, signed_in_at, ip, device, method FROM sign_ins WHERE member_id = $1
      ORDER BY signed_in_at DESC, id DESC LIMIT $2`,
    [memberId, limit],
  );
}
