/**
 * Where the agent portal's sign-in leads: the shared sign-in flow (src/stores/sign-in.ts) with
 * portal 'agent', so the platform refuses non-agents with error_not_agent; a signed-in agent goes on to
 * /agentHome, and so does a forced password change once it is done.
 */
import type { LanguageCode } from '../../i18n/languages';
import { localePath } from '../../i18n/paths';
import type { SignInOptions, SignInOutcome } from '../../stores/sign-in';

export const agentHomePath = (lang: LanguageCode): string => localePath(lang, '/agentHome/');

export const agentSignIn = (lang: LanguageCode): SignInOptions => ({
  portal: 'agent',
  afterPasswordChange: agentHomePath(lang),
});

/** Goes to the agent centre once signed in; returns whether it is navigating (the form then stays busy). */
export function enterAgentCentre(outcome: SignInOutcome, lang: LanguageCode): boolean {
  if (outcome !== 'signed-in') return false;
  location.assign(agentHomePath(lang));
  return true;
}
