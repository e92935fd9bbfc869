/** Passkey calls: adding, listing and removing (signed in) and signing in with one (src/api/calls/passkeys.ts). */
import {
  deletePasskeyCall,
  passkeyRegistrationCall,
  passkeyRegistrationOptionsCall,
  passkeySignInCall,
  passkeySignInOptionsCall,
  passkeysCall,
} from '../../src/api/calls/passkeys';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { deletePasskey, passkeysOf, toSummary } from './queries';
import { addPasskey, registrationOptions } from './registration';
import { passkeySignIn, signInOptions } from './sign-in';

export function registerPasskeyRoutes(router: Router, deps: PlatformDeps): void {
  router.route(passkeyRegistrationOptionsCall, ({ body, merchant, requireMember, clientIp, c }) =>
    registrationOptions(deps, c, merchant, requireMember(), body.password, clientIp),
  );

  router.route(passkeyRegistrationCall, ({ body, merchant, requireMember, c }) =>
    addPasskey(deps, c, merchant, requireMember(), body.name, body.response),
  );

  router.route(passkeysCall, async ({ requireMember }) => ({
    passkeys: (await passkeysOf(deps.db, requireMember().id)).map(toSummary),
  }));

  router.route(deletePasskeyCall, async ({ query, requireMember }) => {
    if (!(await deletePasskey(deps.db, requireMember().id, query.id))) throw notFound('No such passkey');
    return { id: query.id };
  });

  router.route(passkeySignInOptionsCall, ({ merchant, clientIp, c }) => signInOptions(deps, c, merchant, clientIp));

  router.route(passkeySignInCall, ({ body, merchant, clientIp, c }) =>
    passkeySignIn(deps, c, merchant, body, clientIp),
  );
}
