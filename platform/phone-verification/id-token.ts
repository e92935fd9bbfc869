/**
 * The local provider's id tokens: a compact JWT signed with HMAC-SHA256 (as Firebase's are signed with RS256),
 * naming the verified number (`phone_number`, also `sub`) and the merchant it was verified for (`aud`),
 * valid ID_TOKEN_TTL_SECONDS. Nothing is stored: the signature is the proof, the expiry bounds a leak.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { phoneError } from './errors';

/** Short-lived: the player registers right after confirming the code. */
export const ID_TOKEN_TTL_SECONDS = 10 * 60;
const ISSUER = 'platform-phone-verification';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

interface Claims {
  iss: string;
  aud: string;
  sub: string;
  phone_number: string;
  iat: number;
  exp: number;
}

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

export function signIdToken(secret: string, merchantCode: string, phoneNumber: string, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Claims = {
    iss: ISSUER,
    aud: merchantCode,
    sub: phoneNumber,
    phone_number: phoneNumber,
    iat,
    exp: iat + ID_TOKEN_TTL_SECONDS,
  };
  const data = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { idToken: `${data}.${sign(secret, data).toString('base64url')}`, expiresAt: new Date(claims.exp * 1000) };
}

const forged = () => phoneError('phone_invalid_code', 'The phone verification is not valid: verify the number again');

/** The verified number; a token that is not ours, or another merchant's, is phone_invalid_code; an old one phone_code_expired. */
export function verifyIdToken(secret: string, merchantCode: string, idToken: string, now: Date): string {
  const [header, payload, signature, extra] = idToken.split('.');
  if (header !== HEADER || !payload || !signature || extra !== undefined) throw forged();
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged();
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    throw forged();
  }
  if (claims.iss !== ISSUER || claims.aud !== merchantCode || typeof claims.phone_number !== 'string') throw forged();
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) {
    throw phoneError('phone_code_expired', 'The phone verification has expired: send a new code');
  }
  return claims.phone_number;
}
