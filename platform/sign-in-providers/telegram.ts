/**
 * Telegram login: the address Telegram's login page is opened at, and the check of the signed data it sends back.
 * The data arrives as the login widget's redirect gives it: `#tgAuthResult=<base64 JSON>` after the return address,
 * or as query fields (the widget's data-auth-url). @telegram-auth/server checks the hash (HMAC-SHA256 keyed with the
 * SHA-256 of the bot token, over the sorted fields); the platform then judges `auth_date` against its own clock
 * (a short window: older data is refused, as is data from the future) and takes each signed login once (a replay
 * of the same data within the window is refused, whatever flow carries it).
 */
import { AuthDataValidator } from '@telegram-auth/server';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { sha256Hex } from '../security/tokens';
import type { ReadyTelegram } from './directory';
import { providerFailed, stateInvalid, tokenExpired } from './errors';
import type { ProviderAccount } from './protocol';

/** How old Telegram's signed data may be when it reaches the platform: the redirect brings it in seconds. */
export const TELEGRAM_DATA_TTL_S = 5 * 60;
/** Clock difference tolerated for data dated in the future. */
const FUTURE_SKEW_S = 60;

/** The fields Telegram signs; anything else on the address (our state) is not part of its data. */
const TELEGRAM_FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;

/** Telegram's login page for this flow: it returns to `returnTo` (our /login with the flow's state). */
export function telegramLoginUrl(ready: ReadyTelegram, siteOrigin: string, returnTo: string): string {
  const url = new URL(ready.loginPage);
  // The bot id is the public part of the token, before the colon.
  url.searchParams.set('bot_id', ready.botToken.split(':')[0] ?? '');
  url.searchParams.set('origin', siteOrigin);
  url.searchParams.set('request_access', 'write');
  url.searchParams.set('return_to', returnTo);
  return url.href;
}

/** The signed fields the callback address carries, or null when it carries none. */
function signedData(callback: URL): Map<string, string> | null {
  const fromHash = /(?:^#|&)tgAuthResult=([A-Za-z0-9_=+/-]+)/.exec(callback.hash)?.[1];
  let source: Record<string, unknown>;
  if (fromHash) {
    try {
      source = JSON.parse(Buffer.from(fromHash, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  } else {
    source = Object.fromEntries(callback.searchParams);
  }
  if (!source || typeof source !== 'object') return null;
  const data = new Map<string, string>();
  for (const field of TELEGRAM_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') data.set(field, String(value));
  }
  return data.has('hash') ? data : null;
}

/** The Telegram account the callback's signed data names: refused when unsigned, badly signed, stale or replayed. */
export async function telegramAccount(
  db: Database,
  merchant: Merchant,
  ready: ReadyTelegram,
  callback: URL,
  now: Date,
): Promise<ProviderAccount> {
  const data = signedData(callback);
  if (!data) throw providerFailed('the callback carries no Telegram login data');
  // The library's own age check reads the machine's clock; the platform judges the age below with its clock, so the
  // library is told to accept any age here.
  const validator = new AuthDataValidator({ botToken: ready.botToken, inValidateDataAfter: Number.MAX_SAFE_INTEGER });
  try {
    await validator.validate(data);
  } catch (error) {
    throw providerFailed(`the Telegram data does not verify: ${(error as Error).message}`);
  }
  const age = Math.floor(now.getTime() / 1000) - Number(data.get('auth_date'));
  if (!(age <= TELEGRAM_DATA_TTL_S)) throw tokenExpired('The Telegram login has expired');
  if (age < -FUTURE_SKEW_S) throw providerFailed('the Telegram login is dated in the future');
  const taken = await db.query(
    `INSERT INTO sign_in_telegram_logins (data_hash, merchant_code, used_at) VALUES ($1, $2, $3)
     ON CONFLICT (data_hash) DO NOTHING RETURNING 1`,
    [sha256Hex(`${data.get('hash')}`), merchant.code, now],
  );
  if (taken.length === 0) throw stateInvalid('This Telegram login was used already');
  await db.query('DELETE FROM sign_in_telegram_logins WHERE used_at < $1', [
    new Date(now.getTime() - 2 * TELEGRAM_DATA_TTL_S * 1000),
  ]);
  const username = data.get('username');
  const name = [data.get('first_name'), data.get('last_name')].filter(Boolean).join(' ');
  return {
    subject: data.get('id') ?? '',
    email: null,
    phone: null,
    name: (username ? `@${username}` : name).slice(0, 100) || null,
  };
}
