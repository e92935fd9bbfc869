/**
 * The operators' second factor: TOTP (RFC 6238) as every authenticator app speaks it (SHA-1, 6 digits, 30 s),
 * enrolled once by scanning a QR code of its otpauth:// URI. A code one step early or late is accepted too, for a
 * phone clock a little off.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Portal operator console';

const totpOf = (username: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A fresh random secret (160 bits, base32). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const PERIOD_MS = 30_000;

/** The 30 s step `code` belongs to when it is the secret's code at `now` (or one step either side), else null. */
export function totpStepOf(secret: string, username: string, code: string, now: Date): number | null {
  const delta = totpOf(username, secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/** The code of `secret` at `now`: for the demo's own tests and scripts, never shown by the platform. */
export const totpCodeAt = (secret: string, username: string, now: Date) =>
  totpOf(username, secret).generate({ timestamp: now.getTime() });

/** What an operator's enrolment shows once: the secret as text, its URI and that URI as a QR code (SVG data URL). */
export async function totpEnrolment(username: string, secret: string) {
  const uri = totpOf(username, secret).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
  return {
    totpSecret: secret,
    totpUri: uri,
    totpQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
