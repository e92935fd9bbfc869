/** Random secrets and their one-way fingerprints; nothing here is reversible from the database. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, base64url (43 characters): session tokens and one-time links. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A numeric one-time code with leading zeros kept, e.g. "042917". */
export const numericCode = (digits = 6) => Array.from({ length: digits }, () => String(randomInt(0, 10))).join('');
