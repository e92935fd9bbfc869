/**
 * Bot check with ALTCHA (altcha-lib v2): the platform hands out signed proof-of-work challenges; the
 * browser solves one (the `altcha` widget) and sends `botCheck` = base64 JSON `{ challenge, solution }` with
 * login, register and SMS requests. A solution is verified against our HMAC signature and accepted once
 * (table bot_checks_used), so one solve cannot be replayed for a burst of requests.
 *
 * The work grows with an IP's recent failed sign-ins: each BOT_CHECK_FAILURE_STEP failures double the PBKDF2
 * cost of the challenges that IP gets, and a login from it must carry a solution of at least that cost (the
 * cost is inside the signed challenge, so a client cannot lower it).
 */
import { randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { LOGIN_FAILURE_WINDOW_MS } from './login-failures';
import { peek } from './rate-limit';

const TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

const failed = (why: string) => new PlatformError(400, 'bot_check_failed', `Bot check failed: ${why}`);

/** Failed sign-ins from one IP that double its bot-check work, and the most doublings. */
export const BOT_CHECK_FAILURE_STEP = 3;
const MAX_DOUBLINGS = 5;

/** The PBKDF2 cost a request from `ip` must do now: the base cost, doubled per step of recent failures. */
export async function botCheckCost(deps: PlatformDeps, ip: string): Promise<number> {
  const failures = await peek(deps.db, `login-fail:ip:${ip}`, LOGIN_FAILURE_WINDOW_MS, deps.clock());
  const doublings = Math.min(MAX_DOUBLINGS, Math.floor(failures / BOT_CHECK_FAILURE_STEP));
  return deps.config.botCheck.cost * 2 ** doublings;
}

export async function createBotChallenge(deps: PlatformDeps, ip: string): Promise<Challenge> {
  const { counterMin, counterMax } = deps.config.botCheck;
  const cost = await botCheckCost(deps, ip);
  const span = counterMax - counterMin + 1;
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: counterMin + (randomBytes(4).readUInt32BE() % span),
    deriveKey,
    expiresAt: new Date(deps.clock().getTime() + TTL_MS),
    hmacSignatureSecret: deps.secrets.botCheckSecret,
    hmacKeySignatureSecret: `${deps.secrets.botCheckSecret}:key`,
  });
}

function parsePayload(text: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (payload && typeof payload === 'object' && payload.challenge?.parameters && payload.solution) return payload;
  } catch {
    // not base64 JSON: reported as invalid below
  }
  return null;
}

/**
 * Throws 400 bot_check_failed unless `botCheck` is a fresh, valid, unused solution (of at least
 * `minimumCost` work when given).
 */
export async function verifyBotCheck(
  deps: PlatformDeps,
  botCheck: string | undefined,
  { minimumCost = 0 }: { minimumCost?: number } = {},
): Promise<void> {
  if (!botCheck) throw failed('missing');
  const payload = parsePayload(botCheck);
  if (!payload) throw failed('not a bot-check payload');
  if (payload.challenge.parameters.cost < minimumCost) throw failed('too little work for this address');
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: deps.secrets.botCheckSecret,
      hmacKeySignatureSecret: `${deps.secrets.botCheckSecret}:key`,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw failed('invalid or expired solution');
  const now = deps.clock();
  await deps.db.query('DELETE FROM bot_checks_used WHERE expires_at < $1', [now]);
  const used = await deps.db.query(
    'INSERT INTO bot_checks_used (challenge_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING challenge_id',
    [payload.challenge.parameters.nonce, new Date(now.getTime() + TTL_MS)],
  );
  if (!used.length) throw failed('solution already used');
}
