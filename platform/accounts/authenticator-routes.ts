/**
 * The security centre's authenticator calls (src/api/calls/security-centre/authenticator.ts). Codes typed here pass
 * the limit of every one-time code (CODE_MAX_ATTEMPTS per member in ten minutes), so a stolen session cannot walk
 * through the million codes; the password passes the sign-in's throttle (reauthenticate.ts).
 */
import {
  authenticatorCall,
  authenticatorConfirmCall,
  authenticatorDisableCall,
  authenticatorStartCall,
} from '../../src/api/calls/security-centre/authenticator';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { enforceLimit } from '../security/limits';
import { totpEnrolment } from '../security/totp';
import {
  authenticatorStatus,
  confirmAuthenticator,
  removeAuthenticator,
  removeAuthenticatorWithCode,
  startAuthenticator,
} from './authenticator';
import { CODE_MAX_ATTEMPTS } from './policy';
import { reauthenticate } from './reauthenticate';

const CODE_WINDOW_MS = 10 * 60_000;

export function registerAuthenticatorRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;
  const box = deps.secrets.totpBox;
  const limitCodes = (memberId: number) =>
    enforceLimit(deps, `authenticator:member:${memberId}`, CODE_MAX_ATTEMPTS, CODE_WINDOW_MS);

  router.route(authenticatorCall, ({ requireMember }) => authenticatorStatus(db, requireMember().id));

  router.route(authenticatorStartCall, async ({ body, merchant, clientIp, requireMember }) => {
    const member = requireMember();
    await reauthenticate(deps, merchant, member, body.password, clientIp);
    const secret = await startAuthenticator(db, box, member.id, clock());
    // The app lists the code under the merchant's name and the player's username.
    return totpEnrolment({ issuer: merchant.tenant.name, account: member.username }, secret);
  });

  router.route(authenticatorConfirmCall, async ({ body, requireMember }) => {
    const member = requireMember();
    await limitCodes(member.id);
    return { recoveryCodes: await confirmAuthenticator(db, box, member.id, body.code, clock()) };
  });

  router.route(authenticatorDisableCall, async ({ body, merchant, clientIp, requireMember }) => {
    const member = requireMember();
    const now = clock();
    if ('password' in body) {
      await reauthenticate(deps, merchant, member, body.password, clientIp);
      await removeAuthenticator(db, member.id);
    } else {
      await limitCodes(member.id);
      await removeAuthenticatorWithCode(db, box, member.id, body.code, now);
    }
    return authenticatorStatus(db, member.id);
  });
}
