/**
 * Signing in with a passkey: options with an empty allow-list (the authenticator offers the site's discoverable
 * passkeys, so nobody types a username), then the assertion. The passkey must belong to a member of this merchant, the
 * challenge must be this site's and unused, the signature must verify with user verification, and the signature
 * counter must move forward. Then the sign-in ends as every other (accounts' completeSignIn) without the extra
 * verification of a new address: the verified passkey is that second factor.
 */
import { randomBytes } from 'node:crypto';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod/mini';
import type { authenticationResponse } from '../../src/api/calls/passkeys';
import type { LoginValue } from '../../src/api/calls/session';
import { assertPortal, assertSiteOpen, completeSignIn, findById } from '../accounts';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { PlatformContext } from '../http/context';
import type { Merchant } from '../merchants/merchants';
import { enforceLimit } from '../security/limits';
import { keepChallenge, takeChallenge } from './challenges';
import { credentialAt, recordUse } from './queries';
import { refused, relyingParty } from './relying-party';
import { challengeOf, userHandleText } from './webauthn';

const unknownPasskey = () => new PlatformError(400, 'passkey_unknown', 'This passkey is not known here');

/** The same per-address budget as the password sign-in: passkey attempts are sign-in attempts. */
const countAttempt = (deps: PlatformDeps, ip: string) =>
  enforceLimit(deps, `login:ip:${ip}`, deps.config.loginsPerIpPerMinute, 60_000);

export async function signInOptions(deps: PlatformDeps, c: PlatformContext, merchant: Merchant, ip: string) {
  await assertSiteOpen(deps, merchant, c.get('countryCode'));
  const party = relyingParty(c, merchant, deps.config.mode);
  await countAttempt(deps, ip);
  const options = await generateAuthenticationOptions({
    rpID: party.rpID,
    challenge: randomBytes(32),
    userVerification: 'required',
  });
  const scope = { merchantCode: merchant.code, purpose: 'sign_in' as const, memberId: null, party };
  await keepChallenge(deps.db, options.challenge, scope, deps.clock());
  // Spread: the contract reads the options as a loose object, which an interface type is not.
  return { options: { ...options } };
}

export async function passkeySignIn(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  body: { response: z.infer<typeof authenticationResponse>; portal: 'player' | 'agent' },
  ip: string,
): Promise<LoginValue> {
  await assertSiteOpen(deps, merchant, c.get('countryCode'));
  const party = relyingParty(c, merchant, deps.config.mode);
  await countAttempt(deps, ip);
  const now = deps.clock();
  const { response } = body;
  const challenge = challengeOf(response.response.clientDataJSON);
  const scope = { merchantCode: merchant.code, purpose: 'sign_in' as const, memberId: null, party };
  // Taken before anything else is looked at: a response is worth one try, whatever its fate.
  if (!(await takeChallenge(deps.db, challenge, scope, now))) throw refused('no open challenge for this response');
  const stored = await credentialAt(deps.db, merchant.code, response.id);
  if (!stored) throw unknownPasskey();
  const memberId = Number(stored.member_id);
  // The authenticator names the account it holds the key for; it must be the key's member.
  if (response.response.userHandle && response.response.userHandle !== userHandleText(memberId)) {
    throw refused('the passkey answered for another account');
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      // The contract checked the shape the library reads; the library checks the rest.
      response: response as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: stored.credential_id,
        publicKey: isoBase64URL.toBuffer(stored.public_key),
        counter: Number(stored.counter),
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    // A counter that did not move forward lands here too (a cloned key or a replayed assertion).
    throw refused(`the sign-in does not verify: ${(error as Error).message}`.slice(0, 200));
  }
  if (!verified.verified) throw refused('the sign-in does not verify');
  const member = await findById(deps.db, memberId);
  if (!member || member.disabled) throw unknownPasskey();
  assertPortal(merchant, member, body.portal);
  // A concurrent sign-in with the same assertion, or a deletion meanwhile, moved or removed the row: refused.
  if (!(await recordUse(deps.db, stored.id, stored.counter, verified.authenticationInfo.newCounter, now))) {
    throw refused('the passkey was used or removed meanwhile');
  }
  return completeSignIn(deps, merchant, member, ip, c.req.header('user-agent'), 'passkey');
}
