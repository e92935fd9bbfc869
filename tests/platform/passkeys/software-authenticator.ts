/**
 * A software passkey authenticator for platform tests: an ES256 key pair from node:crypto, an attestation of format
 * 'none' and assertions built by hand as the WebAuthn spec lays them out, so the platform verifies real responses.
 * Each sign-in raises the signature counter, as hardware does; a test can sign with any counter, origin or RP ID to
 * play a cloned key, a phishing page or another site.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01; // user present
const UV = 0x04; // user verified
const AT = 0x40; // attested credential data follows

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array | string) =>
  isoBase64URL.fromBuffer(typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data));

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

interface Site {
  /** The page origin the browser reports, e.g. http://localhost. */
  origin: string;
  /** The RP ID the authenticator scopes the key to. */
  rpID: string;
}

export interface Options {
  challenge: string;
  user?: { id: string };
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The user handle stored at registration (the options' user.id), answered with each assertion. */
  private userHandle: string | undefined;
  counter = 0;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coordinate = (text: string | undefined) => new Uint8Array(Buffer.from(text ?? '', 'base64url'));
    // kty EC2, alg ES256, crv P-256, x, y (RFC 9053)
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  /** What the browser's startRegistration answers for `options` on `site`. */
  register(options: Options & { user: { id: string } }, site: Site) {
    this.userHandle = options.user.id;
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: site.origin,
    });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(site.rpID),
      Buffer.from([UP | UV | AT]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What startAuthentication answers for `options` on `site`; the counter goes up by one unless `counter` is given. */
  assert(options: Options, site: Site, { counter }: { counter?: number } = {}) {
    this.counter = counter ?? this.counter + 1;
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: site.origin });
    const authData = Buffer.concat([sha256(site.rpID), Buffer.from([UP | UV]), counterBytes(this.counter)]);
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded as WebAuthn wants it.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
