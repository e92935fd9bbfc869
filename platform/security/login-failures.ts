/**
 * Failed password sign-ins, counted so that guessing is slow but nobody can lock an owner out (OWASP
 * authentication cheat sheet; NIST SP 800-63B, rate limiting):
 *
 * - per (account, IP): FAILURES_PER_ACCOUNT_AND_IP failures in the window stop THAT address from trying
 *   THAT account (429) — the owner elsewhere is not affected;
 * - per IP: FAILURES_PER_IP failures over any accounts stop the address (429): one IP cannot spray;
 * - per account: failures from anywhere ask for the captcha after CAPTCHA_AFTER_FAILURES, except on an
 *   address the account has signed in from before — a known device with the right password goes straight
 *   in — and at OWNER_ALERT_AFTER the owner is told by message (the caller sends it);
 * - the bot check's work doubles with the IP's failures (bot-check.ts).
 *
 * Counters live in rate_limits (shared by every platform process) and reset when the window passes; a
 * successful sign-in clears the account's and the pair's counts.
 */
import type { Database } from '../db/database';
import { hit, peek, resetKey } from './rate-limit';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURES_PER_ACCOUNT_AND_IP = 10;
export const FAILURES_PER_IP = 50;
export const OWNER_ALERT_AFTER = 10;

export interface FailureKeys {
  account: string;
  pair: string;
  ip: string;
}

export interface FailureCounts {
  account: number;
  pair: number;
  ip: number;
}

export function failureKeys(merchantCode: string, username: string, ip: string): FailureKeys {
  const account = `login-fail:${merchantCode}:${username.trim().toLowerCase()}`;
  return { account, pair: `${account}:ip:${ip}`, ip: `login-fail:ip:${ip}` };
}

export async function peekFailures(db: Database, keys: FailureKeys, now: Date): Promise<FailureCounts> {
  const [account, pair, ip] = await Promise.all(
    [keys.account, keys.pair, keys.ip].map((key) => peek(db, key, LOGIN_FAILURE_WINDOW_MS, now)),
  );
  return { account: account ?? 0, pair: pair ?? 0, ip: ip ?? 0 };
}

/** Counts one failure on all three keys; returns the counts after it. */
export async function recordFailure(db: Database, keys: FailureKeys, now: Date): Promise<FailureCounts> {
  const account = (await hit(db, keys.account, LOGIN_FAILURE_WINDOW_MS, now)).count;
  const pair = (await hit(db, keys.pair, LOGIN_FAILURE_WINDOW_MS, now)).count;
  const ip = (await hit(db, keys.ip, LOGIN_FAILURE_WINDOW_MS, now)).count;
  return { account, pair, ip };
}

export async function clearFailures(db: Database, keys: FailureKeys): Promise<void> {
  await resetKey(db, keys.account);
  await resetKey(db, keys.pair);
}

/** Whether this address must stop trying (this account, or any account). */
export const isThrottled = (counts: FailureCounts) =>
  counts.pair >= FAILURES_PER_ACCOUNT_AND_IP || counts.ip >= FAILURES_PER_IP;

/** Whether the next attempt needs the captcha; a device the account knows ignores the account-wide count. */
export const needsCaptcha = (counts: FailureCounts, knownDevice: boolean) =>
  counts.pair >= CAPTCHA_AFTER_FAILURES ||
  counts.ip >= CAPTCHA_AFTER_FAILURES ||
  (!knownDevice && counts.account >= CAPTCHA_AFTER_FAILURES);
