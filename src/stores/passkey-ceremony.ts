/**
 * The browser's half of a passkey (WebAuthn through @simplewebauthn/browser), shared by the login dialog, the agent
 * portal's sign-in flow and the security centre: whether this browser can use passkeys at all, and the two
 * ceremonies, whose refusals become one small set of reasons each form translates (a player who closes the
 * browser's prompt reads "cancelled", not an unknown error).
 */
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { z } from 'zod/mini';
import type { authenticationResponse, registrationResponse } from '../api/calls/passkeys';

/** Why the browser's part stopped: the person closed the prompt, the device holds one already, anything else. */
export type CeremonyFailure = 'cancelled' | 'alreadyAdded' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly reason: CeremonyFailure) {
    super(`passkey ceremony: ${reason}`);
  }
}

export function passkeysSupported(): boolean {
  try {
    return browserSupportsWebAuthn();
  } catch {
    return false;
  }
}

function ceremonyFailure(error: unknown): PasskeyCeremonyError {
  const code = error instanceof WebAuthnError ? error.code : null;
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new PasskeyCeremonyError('alreadyAdded');
  // NotAllowedError is also what a browser answers after a time-out: to the player both are "it did not happen".
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return new PasskeyCeremonyError('cancelled');
  }
  return new PasskeyCeremonyError('failed');
}

/**
 * The options come from the platform's contract as a loose object, and the answers go back as the contract's loose
 * objects: the library's interfaces say the same fields, without the index signature a loose object has.
 */
export async function createPasskey(options: { challenge: string }): Promise<z.input<typeof registrationResponse>> {
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return (await startRegistration({ optionsJSON })) as unknown as z.input<typeof registrationResponse>;
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

export async function assertPasskey(options: { challenge: string }): Promise<z.input<typeof authenticationResponse>> {
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return (await startAuthentication({ optionsJSON })) as unknown as z.input<typeof authenticationResponse>;
  } catch (error) {
    throw ceremonyFailure(error);
  }
}
