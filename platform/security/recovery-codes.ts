/**
 * Recovery codes of an authenticator (members' and operators' alike): random codes shown once, for the day the phone
 * is lost. Kept only as SHA-256 of their owner and the code: they are random (about 49 bits), so a slow hash would
 * add nothing a leaked table could not be attacked with anyway. Each works once; the tables are their areas' own.
 */
import { randomInt } from 'node:crypto';
import { sha256Hex } from './tokens';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper by hand is read as it was written. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const fresh = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** How a typed code compares: case and separators do not matter ("ABCDE-FGHJK" is "abcdefghjk"). */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether `code` has the shape of a recovery code (so a six-digit TOTP code is never looked up as one). */
export const looksLikeRecoveryCode = (code: string) => new RegExp(`^[${ALPHABET}]{10}$`).test(normalised(code));

/** What is stored of `code`: bound to its owner (a member's id, `operator:<id>`), so equal codes never collide. */
export const recoveryCodeHash = (owner: number | string, code: string) =>
  sha256Hex(`${owner}\u0000${normalised(code)}`);

/** A new set: each code as shown (`xxxxx-xxxxx`) and its hash for `owner`. */
export function newRecoveryCodes(owner: number | string): { shown: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, fresh);
  return {
    shown: codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`),
    hashes: codes.map((code) => recoveryCodeHash(owner, code)),
  };
}
