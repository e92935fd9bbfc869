/**
 * The local demo provider's accounts. Two are named (shown on its sign-in page), and any other e-mail address typed
 * there signs in as itself: the demo and the browser tests need provider accounts whose verified address is a fresh
 * member's, to show linking. Every address counts as verified, as a real provider's would after its own checks.
 */
export const DEMO_PROVIDER_ACCOUNTS = ['ayesha@demo-id.example', 'karim@demo-id.example'] as const;

const EMAIL = /^[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,190}\.[a-z]{2,24}$/;

/** The account id (the ID token's subject) of a typed address: the address, lower-cased; null when not one. */
export function accountIdOf(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return EMAIL.test(email) ? email : null;
}
