/**
 * The one TOTP (RFC 6238) of the platform, for operators and members alike: what every authenticator app speaks
 * (SHA-1, 6 digits, 30 s), enrolled by scanning a QR code of its otpauth:// URI or typing the secret. A code one step
 * early or late is accepted too, for a phone clock a little off; the caller spends the step it answers, so a code
 * is good once (RFC 6238 5.2). Secrets are stored sealed (totpSecretBox): a database dump holds no usable secret.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** Who the code is for, as the authenticator app lists it: the issuer (a brand) and the account's name. */
export interface TotpLabel {
  issuer: string;
  account: string;
}

const totpOf = (secret: string, label: TotpLabel) =>
  new TOTP({
    issuer: label.issuer,
    label: label.account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** Nobody's label: the code does not depend on it, only the enrolment's URI does. */
const ANY: TotpLabel = { issuer: 'totp', account: 'totp' };

/** A fresh random secret (160 bits, base32). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const PERIOD_MS = 30_000;

/** The 30 s step `code` belongs to when it is the secret's code at `now` (or one step either side), else null. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, ANY).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/** The code of `secret` at `now`: for the demo's own tests and scripts, never shown by the platform. */
export const totpCodeAt = (secret: string, now: Date) => totpOf(secret, ANY).generate({ timestamp: now.getTime() });

/** What an enrolment shows once: the secret as text, its URI and that URI as a QR code (SVG data URL). */
export async function totpEnrolment(label: TotpLabel, secret: string) {
  const uri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
  return {
    totpSecret: secret,
    totpUri: uri,
    totpQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
