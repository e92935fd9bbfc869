/** What registration and sign-in share about WebAuthn messages. */
import { COSEALG, decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { refused } from './relying-party';

/** ES256 (every platform authenticator) and RS256 (Windows Hello): the keys the platform verifies. */
export const ES256_AND_RS256 = [COSEALG.ES256, COSEALG.RS256];

/** The user handle a passkey stores for the member: the member id, so a sign-in can check whose key answered. */
export const userHandleOf = (memberId: number) => isoUint8Array.fromUTF8String(String(memberId));

export const userHandleText = (memberId: number) => isoBase64URL.fromBuffer(userHandleOf(memberId));

/** The challenge the browser signed, read from clientDataJSON to find the stored one; unreadable data is refused. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128) return challenge;
  } catch {
    // falls through to the refusal
  }
  throw refused('clientDataJSON carries no challenge');
}
