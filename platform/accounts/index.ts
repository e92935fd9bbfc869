/**
 * Accounts: members and their sign-in — registration, login, sessions, passwords, one-time codes, feedback — and the
 * member calls that read the account. Other areas use its member rules, sessions and one-time codes from here.
 */
import { resolve } from 'node:path';
import { memberIconCall, memberInfoCall } from '../../src/api/calls/member';
import { logoutCall, signInLinkCall } from '../../src/api/calls/session';
import { balanceCall } from '../../src/api/calls/wallet';
import type { AreaModule } from '../area-module';
import type { PhoneVerificationProvider } from '../phone-verification';
import { registerAccountRoutes } from './routes';
import { seedAccounts } from './seed-accounts';

export { AGENT_PASSWORD, PLAYER_PASSWORD } from './demo-accounts';
export { assertField, assertNotWeakDefault } from './field-rules';
export { createRegisteredMember } from './member-writes';
export { findById, isAgentType, isMemberType, isTrialType, type MemberRow } from './members';
export { type CodeTarget, consumeCode, issueCode } from './one-time-codes';
export { memberForOperator } from './operator-view';
export { checkPassword } from './password-check';
export {
  CAPTCHAS_PER_IP_PER_MINUTE,
  LOGINS_PER_IP_PER_MINUTE,
  MEMBER_TYPE,
  REGISTRATIONS_PER_IP_PER_HOUR,
  SMS_CODE_TTL_MINUTES,
  WEAK_DEFAULT_PASSWORD,
} from './policy';
export { reauthenticate } from './reauthenticate';
export { DEFAULT_REGISTER_RULES } from './register-rules';
export { findSession, revokeOtherSessions, revokeSession } from './sessions';
// Every way in ends the same way; passkeys/ is one of them.
export { assertPortal, assertSiteOpen, completeSignIn } from './sign-in';
export { enforceSendLimits } from './sms';
export { mobileE164 } from './sms-code-member';

/** Registration checks a phone through `phoneVerification` where the merchant's form asks for it. */
export const accountsModule = (phoneVerification: () => PhoneVerificationProvider): AreaModule => ({
  name: 'accounts',
  migrations: resolve(import.meta.dirname, 'migrations'),
  audience: [
    // A trial account signs in, sees its name, avatar and balance, and signs out.
    [memberInfoCall, 'session'],
    [memberIconCall, 'session'],
    [balanceCall, 'session'],
    [logoutCall, 'session'],
    // A trial account may hand its session on by a sign-in link like anyone else.
    [signInLinkCall, 'session'],
  ],
  routes: (router, deps) => registerAccountRoutes(router, deps, phoneVerification()),
  seedDemo: ({ db, merchants, now }) => seedAccounts(db, merchants, now),
});
