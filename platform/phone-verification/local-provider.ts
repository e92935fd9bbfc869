/**
 * The reference platform's phone-verification provider: codes go out through the platform's message sender
 * (the outbox by default, read with GET /admin/outbox, as registration SMS are), sessions and hashed codes
 * live in `phone_verifications`, id tokens are HMAC-signed (id-token.ts) with a secret kept in
 * platform_secrets (through the platform's SecretStore, so sealed like every other) so every process over one
 * PostgreSQL accepts the others' tokens.
 *
 * Limits (the product's lock-out is 5 minutes): more than MAX_SENDS codes to one number within SEND_WINDOW,
 * or MAX_WRONG_CODES wrong codes for one session, lock the number for LOCKOUT; one IP may start
 * SENDS_PER_IP_PER_HOUR verifications; a merchant may send `dailyQuota` codes per UTC day.
 */
import type { Database } from '../db/database';
import type { MessageSender } from '../messaging/message-sender';
import { messageTexts } from '../messaging/templates';
import { hit, lockedUntil, lockKey, resetKey } from '../security/rate-limit';
import { randomSecret, type SecretStore } from '../security/secrets';
import { numericCode, randomToken, sha256Hex } from '../security/tokens';
import { phoneError, tooManyRequests } from './errors';
import { signIdToken, verifyIdToken } from './id-token';
import type { PhoneVerificationProvider } from './provider';

export const CODE_TTL_MINUTES = 5;
export const MAX_SENDS = 5;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;
export const SENDS_PER_IP_PER_HOUR = 30;
export const DEFAULT_DAILY_QUOTA = 10_000;

export interface ProviderEnv {
  db: Database;
  clock: () => Date;
  messages: MessageSender;
  /** Where a provider keeps a secret of its own (platform_secrets, sealed with PLATFORM_SECRETS_KEY when set). */
  secrets: SecretStore;
}

export interface LocalProviderOptions {
  /** Codes a merchant may send per UTC day before phone_quota_exceeded (tests set a small one). */
  dailyQuota?: number;
}

const SECRET_NAME = 'phone_verification_hmac';

/** Rate-limit keys of a number: its sends in the window, and its lock-out. */
const numberKey = (merchantCode: string, phone: string) => `phone-verification:${merchantCode}:${phone}`;
const sendsOf = (key: string) => `${key}:sends`;
const lockOf = (key: string) => `${key}:lock`;
const codeHash = (sessionInfo: string, code: string) => sha256Hex(`${sessionInfo}\u0000${code}`);

/**
 * Locks the number for LOCKOUT_MS and forgets its sends, so the number starts afresh when the lock ends (the
 * lock's counter row is made first: a lock needs one to live on).
 */
async function lockNumber(env: ProviderEnv, key: string, now: Date): Promise<Date> {
  await resetKey(env.db, sendsOf(key));
  await hit(env.db, lockOf(key), LOCKOUT_MS, now);
  const until = new Date(now.getTime() + LOCKOUT_MS);
  await lockKey(env.db, lockOf(key), until);
  return until;
}

export function localPhoneVerification(
  env: ProviderEnv,
  { dailyQuota = DEFAULT_DAILY_QUOTA }: LocalProviderOptions = {},
): PhoneVerificationProvider {
  let secret: Promise<string> | undefined;
  const hmacSecret = () => {
    secret ??= env.secrets.getOrCreate(SECRET_NAME, randomSecret).catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  return {
    async start({ merchant, phoneNumber, ip, language }) {
      const now = env.clock();
      const key = numberKey(merchant.code, phoneNumber);
      const locked = await lockedUntil(env.db, lockOf(key), now);
      if (locked) throw tooManyRequests(locked, now);
      const byIp = await hit(env.db, `phone-verification:ip:${ip}`, 60 * 60 * 1000, now);
      if (byIp.count > SENDS_PER_IP_PER_HOUR) throw tooManyRequests(byIp.resetsAt, now);
      const sends = await hit(env.db, sendsOf(key), SEND_WINDOW_MS, now);
      if (sends.count > MAX_SENDS) throw tooManyRequests(await lockNumber(env, key, now), now);

      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [today] = await env.db.query<{ sent: number }>(
        'SELECT count(*)::int AS sent FROM phone_verifications WHERE merchant_code = $1 AND created_at >= $2',
        [merchant.code, dayStart],
      );
      if ((today?.sent ?? 0) >= dailyQuota) {
        throw phoneError('phone_quota_exceeded', 'The daily phone-verification quota is used up');
      }

      const sessionInfo = randomToken();
      const code = numericCode(6);
      await env.db.query(
        `INSERT INTO phone_verifications (merchant_code, session_hash, phone, code_hash, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          merchant.code,
          sha256Hex(sessionInfo),
          phoneNumber,
          codeHash(sessionInfo, code),
          new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
          now,
        ],
      );
      try {
        await env.messages.send({
          merchantCode: merchant.code,
          channel: 'sms',
          to: phoneNumber,
          subject: 'verification code',
          body: messageTexts(language, merchant.tenant.country).smsCode(code, CODE_TTL_MINUTES, merchant.tenant.name),
        });
      } catch (error) {
        console.error('[phone-verification] the code could not be sent:', error);
        throw phoneError('phone_unknown', 'The verification code could not be sent');
      }
      return { sessionInfo, expiresInSeconds: CODE_TTL_MINUTES * 60 };
    },

    async confirm({ merchant, sessionInfo, code }) {
      const now = env.clock();
      const outcome = await env.db.transaction(async (tx) => {
        const [row] = await tx.query<{
          id: number;
          phone: string;
          code_hash: string;
          attempts: number;
          expires_at: Date;
          verified_at: Date | null;
        }>(
          `SELECT id, phone, code_hash, attempts, expires_at, verified_at FROM phone_verifications
            WHERE merchant_code = $1 AND session_hash = $2 FOR UPDATE`,
          [merchant.code, sha256Hex(sessionInfo)],
        );
        if (!row || row.verified_at) return { kind: 'invalid' as const };
        const locked = await lockedUntil(tx, lockOf(numberKey(merchant.code, row.phone)), now);
        if (locked) return { kind: 'locked' as const, until: locked };
        if (row.attempts >= MAX_WRONG_CODES) return { kind: 'invalid' as const };
        if (row.expires_at <= now) return { kind: 'expired' as const };
        if (!code || codeHash(sessionInfo, code) !== row.code_hash) {
          await tx.query('UPDATE phone_verifications SET attempts = attempts + 1 WHERE id = $1', [row.id]);
          return { kind: 'wrong' as const, phone: row.phone, attempts: row.attempts + 1 };
        }
        await tx.query('UPDATE phone_verifications SET verified_at = $2 WHERE id = $1', [row.id, now]);
        return { kind: 'verified' as const, phone: row.phone };
      });
      switch (outcome.kind) {
        case 'verified': {
          const { idToken, expiresAt } = signIdToken(await hmacSecret(), merchant.code, outcome.phone, now);
          return { idToken, phoneNumber: outcome.phone, expiresAt };
        }
        case 'locked':
          throw tooManyRequests(outcome.until, now);
        case 'expired':
          throw phoneError('phone_code_expired', 'The verification code has expired: send a new one');
        case 'wrong':
          if (outcome.attempts >= MAX_WRONG_CODES) {
            throw tooManyRequests(await lockNumber(env, numberKey(merchant.code, outcome.phone), now), now);
          }
          throw phoneError('phone_invalid_code', 'Enter the code sent to the number');
        default:
          throw phoneError('phone_invalid_code', 'Enter the code sent to the number');
      }
    },

    async verifyIdToken({ merchant, idToken }) {
      return { phoneNumber: verifyIdToken(await hmacSecret(), merchant.code, idToken, env.clock()) };
    },
  };
}
