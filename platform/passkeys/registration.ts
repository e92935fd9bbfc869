/**
 * Adding a passkey: the member types the password once (re-authentication, throttled like a sign-in), gets options
 * for a discoverable credential with user verification, and sends the browser's response, which must answer a
 * challenge made for this member, site and origin. Only a verified response is stored; a refusal stores nothing.
 */
import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod/mini';
import { MAX_PASSKEYS, type PasskeySummary, type registrationResponse } from '../../src/api/calls/passkeys';
import { reauthenticate } from '../accounts';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { PlatformContext, SessionMember } from '../http/context';
import type { Merchant } from '../merchants/merchants';
import { keepChallenge, takeChallenge } from './challenges';
import { insertPasskey, passkeysOf, toSummary } from './queries';
import { refused, relyingParty } from './relying-party';
import { challengeOf, ES256_AND_RS256, userHandleOf } from './webauthn';

const tooMany = () => new PlatformError(409, 'passkey_limit', `A member keeps at most ${MAX_PASSKEYS} passkeys`);

export async function registrationOptions(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  member: SessionMember,
  password: string,
  ip: string,
) {
  const party = relyingParty(c, merchant, deps.config.mode);
  await reauthenticate(deps, merchant, member, password, ip);
  const existing = await passkeysOf(deps.db, member.id);
  if (existing.length >= MAX_PASSKEYS) throw tooMany();
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpID,
    userName: member.username,
    userID: userHandleOf(member.id),
    userDisplayName: member.nickname,
    challenge: randomBytes(32),
    attestationType: 'none',
    // The authenticator must not make a second credential for this account where it holds one already.
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    // Discoverable, so the sign-in needs no username; verified, so the passkey is a second factor on its own.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ES256_AND_RS256,
  });
  const scope = { merchantCode: merchant.code, purpose: 'register' as const, memberId: member.id, party };
  await keepChallenge(deps.db, options.challenge, scope, deps.clock());
  // Spread: the contract reads the options as a loose object, which an interface type is not.
  return { options: { ...options } };
}

export async function addPasskey(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  member: SessionMember,
  name: string,
  response: z.infer<typeof registrationResponse>,
): Promise<PasskeySummary> {
  const party = relyingParty(c, merchant, deps.config.mode);
  const now = deps.clock();
  const challenge = challengeOf(response.response.clientDataJSON);
  const scope = { merchantCode: merchant.code, purpose: 'register' as const, memberId: member.id, party };
  if (!(await takeChallenge(deps.db, challenge, scope, now))) throw refused('no open challenge for this response');
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      // The contract checked the shape the library reads; the library checks the rest.
      response: response as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ES256_AND_RS256,
    });
  } catch (error) {
    throw refused(`the registration does not verify: ${(error as Error).message}`.slice(0, 200));
  }
  if (!verified.verified) throw refused('the registration does not verify');
  const { credential } = verified.registrationInfo;
  if ((await passkeysOf(deps.db, member.id)).length >= MAX_PASSKEYS) throw tooMany();
  const row = await insertPasskey(deps.db, {
    memberId: member.id,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: (credential.transports ?? []).slice(0, 8),
    name,
    rpID: party.rpID,
    now,
  });
  if (!row) throw new PlatformError(409, 'passkey_already_added', 'This passkey is already added');
  return toSummary(row);
}
