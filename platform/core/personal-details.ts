/**
 * What identifies a person, normalised and masked: mobile numbers, e-mail addresses and names.
 *
 * Mobile numbers are stored in E.164 form (+8801712345678): the merchant's dialing code followed by the
 * national number without its leading zeros, so "01712345678" and "1712345678" are the same account.
 */
const NATIONAL = /^\d{6,14}$/;
const DIALING = /^\+?\d{1,4}$/;

export function normalizeMobile(countryDialingCode: string, mobile: string): string | null {
  const national = mobile.trim().replace(/^0+/, '');
  const dialing = countryDialingCode.trim();
  if (!NATIONAL.test(national) || !DIALING.test(dialing)) return null;
  return `+${dialing.replace('+', '')}${national}`;
}

/** The username a mobile registration gets when none is given: the number without leading zeros. */
export const usernameFromMobile = (mobile: string) => mobile.trim().replace(/^0+/, '');

/** +8801712345678 → +880******678, for messages that must not reveal the number. */
export function maskMobile(e164: string): string {
  return `${e164.slice(0, 4)}${'*'.repeat(Math.max(0, e164.length - 7))}${e164.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** Shows the first two characters and the last one: enough to recognise yourself, not to find an account. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
