/**
 * The payout name rule: money leaves only to an account in the member's own name. The holder name typed when binding
 * must be the real name on the profile (members.payee_name), compared as people write names: case, repeated spaces
 * and accents do not matter ("RAHIM  uddin" and "Rahim Uddín" are Rahim Uddin). A member with no real name saved yet
 * gets the holder name as their real name, in the same transaction, so the next binding is held to it. The same
 * comparison answers the bank-account-name factor of a sign-in (accounts/second-factor.ts).
 */
import { PlatformError } from '../core/platform-error';

/** A name as typed, tidied for storing: trimmed, each run of spaces one space. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/gu, ' ');

/**
 * A name's comparison form: tidied, compatibility forms folded (NFKC: full-width letters, ligatures), lower case, and
 * the accents of Latin letters dropped (the combining marks U+0300-U+036F). The vowel signs of Bangla, Urdu or Burmese
 * are marks too, but they are letters of the name: they are kept, or different names would compare equal.
 */
export const nameKey = (name: string): string =>
  tidyName(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/gu, '')
      .normalize('NFKC'),
  ).toLocaleLowerCase('en');

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

export const nameMismatch = () =>
  new PlatformError(409, 'payout_name_mismatch', 'the account holder name is not the real name on the profile');
