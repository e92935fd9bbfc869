/**
 * The payout name rule: money leaves only to an account in the member's own name. The holder name typed when binding
 * must be the real name on the profile (members.payee_name), compared as people write names: case, repeated spaces
 * and accents do not matter ("RAHIM  uddin" and "Rahim Uddín" are Rahim Uddin). A member with no real name saved yet
 * gets the holder name as their real name, in the same transaction, so the next binding is held to it.
 */
import { PlatformError } from '../core/platform-error';

/** A name as typed, tidied for storing: trimmed, each run of spaces one space. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/gu, ' ');

/** A name's comparison form: tidied, decomposed (NFKD) without its combining marks, lower case. */
export const nameKey = (name: string): string =>
  tidyName(name.normalize('NFKD').replace(/\p{M}/gu, '')).toLocaleLowerCase('en');

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

export const nameMismatch = () =>
  new PlatformError(409, 'payout_name_mismatch', 'the account holder name is not the real name on the profile');
