/**
 * Captchas: CAPTCHA_DIGITS random digits drawn as an image; the answer is kept only as a hash, bound to a random id
 * that travels in the `captcha_id` cookie. A captcha is used up by its first check, right or wrong, so an
 * image cannot be brute-forced.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { numericCode, randomToken, sha256Hex } from './tokens';

export const CAPTCHA_COOKIE = 'captcha_id';
/**
 * Digits in an answer. The spec fixes neither length nor alphabet; `npm run bench:captcha` reads answers of
 * this length, so its figures follow a change made here.
 */
export const CAPTCHA_DIGITS = 4;
/** A fresh answer: CAPTCHA_DIGITS random digits. */
export const newCaptchaAnswer = (): string => numericCode(CAPTCHA_DIGITS);
/** Lifetime of a captcha image's answer. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export async function issueCaptcha(db: Database, c: Context, answer: string, now: Date): Promise<string> {
  const { drawCaptcha } = await import('./captcha-image');
  const id = randomToken();
  await db.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    sha256Hex(id),
    sha256Hex(answer),
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  ]);
  // Opportunistic clean-up keeps the table to the captchas of the last few minutes.
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now.getTime() - CAPTCHA_TTL_MS)]);
  setCookie(c, CAPTCHA_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: CAPTCHA_TTL_MS / 1000,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return (await drawCaptcha(answer)).toString('base64');
}

/**
 * Uses up the request's captcha and throws unless `answer` matches it: captcha_required when there is no
 * answer or no live captcha, captcha_incorrect when it does not match. Both carry `{ captchaRequired: true }`.
 */
export async function checkCaptcha(db: Database, c: Context, answer: string | undefined, now: Date): Promise<void> {
  const id = getCookie(c, CAPTCHA_COOKIE);
  if (!answer?.trim() || !id) {
    throw new PlatformError(400, 'captcha_required', 'Please enter the captcha', { captchaRequired: true });
  }
  const [row] = await db.query<{ answer_hash: string }>(
    'UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash',
    [sha256Hex(id), now],
  );
  if (!row) throw new PlatformError(400, 'captcha_required', 'The captcha expired', { captchaRequired: true });
  if (row.answer_hash !== sha256Hex(answer.trim())) {
    throw new PlatformError(400, 'captcha_incorrect', 'The captcha is incorrect', { captchaRequired: true });
  }
}
