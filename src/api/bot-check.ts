/**
 * The self-hosted bot check: before login, registration and SMS sending the browser solves the platform's ALTCHA
 * proof-of-work challenge and sends `botCheck` = base64(JSON { challenge, solution }). No third-party service is
 * involved; solving uses WebCrypto, so nothing heavy is shipped.
 *
 * A dialog calls `prefetchBotCheck()` when it opens, so the work is done while the player types, and
 * `takeBotCheck()` when it submits. Each solution is accepted once by the platform, so a taken solution is
 * never handed out twice.
 */
import type { Challenge, Solution } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { ApiError } from './api-error';
import { botCheckChallengeCall } from './calls/system';
import { api } from './default-client';

/** The platform accepts a solution for 10 minutes; a prefetched one older than this is solved again. */
const FRESH_FOR_MS = 8 * 60 * 1000;

type DeriveKey = Parameters<typeof solveChallenge>[0]['deriveKey'];

/** Loads the key derivation the challenge names; both are WebCrypto-only modules. */
async function deriveKeyFor(algorithm: string): Promise<DeriveKey> {
  if (algorithm.startsWith('PBKDF2/')) return (await import('altcha-lib/algorithms/web/pbkdf2')).deriveKey;
  if (algorithm.startsWith('SHA-')) return (await import('altcha-lib/algorithms/web/sha')).deriveKey;
  throw new Error(`unsupported bot-check algorithm ${algorithm}`);
}

function failure(detail: string, cause?: unknown): ApiError {
  return new ApiError({
    code: 'bot_check_failed',
    reason: 'platform',
    call: 'GET /wps/system/botCheck',
    detail,
    cause,
  });
}

/** Encodes what the platform expects in the `botCheck` field. */
export function encodeBotCheck(challenge: Challenge, solution: Solution): string {
  // The JSON is ASCII (hex strings and numbers), so btoa is safe.
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Fetches a challenge and solves it. Rejects with an ApiError (bot_check_failed, network_error, …). */
export async function solveBotCheck(signal?: AbortSignal): Promise<string> {
  const challenge = (await api.call(botCheckChallengeCall, { signal })) as unknown as Challenge;
  let solution: Solution | null;
  try {
    const deriveKey = await deriveKeyFor(challenge.parameters.algorithm);
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    solution = await solveChallenge({ challenge, deriveKey, controller });
  } catch (error) {
    throw failure('the challenge could not be solved', error);
  }
  if (!solution) throw failure(signal?.aborted ? 'aborted' : 'timed out');
  return encodeBotCheck(challenge, solution);
}

let pending: { promise: Promise<string>; startedAt: number } | null = null;

/** Starts solving in the background (no-op when a fresh solution is already on its way). */
export function prefetchBotCheck(): void {
  if (pending && Date.now() - pending.startedAt < FRESH_FOR_MS) return;
  const promise = solveBotCheck();
  // A failed prefetch is forgotten; takeBotCheck then tries again and reports the error.
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { promise, startedAt: Date.now() };
}

/** A solution for one request: the prefetched one when fresh, else a new one. */
export function takeBotCheck(): Promise<string> {
  const prefetched = pending && Date.now() - pending.startedAt < FRESH_FOR_MS ? pending.promise : null;
  pending = null;
  return prefetched ? prefetched.catch(() => solveBotCheck()) : solveBotCheck();
}
