/**
 * Hybrid encryption of request bodies for the calls marked `encrypted` in their call definitions (login, register,
 * register/mobile, member/password, password/verification, point redeem and convert). The browser encrypts
 * with `encryptPayload`; the platform decrypts with `decryptPayload`. WebCrypto only, so the same file runs
 * in browsers and in Node 24 without extra packages.
 *
 * Scheme "RSA-OAEP-256+A256GCM":
 *  1. The platform holds an RSA key pair (3072 bits by default, OAEP with SHA-256) and publishes the public
 *     key as base64 DER SubjectPublicKeyInfo with a key id at GET /wps/system/publicKey → { kid, spki }.
 *     The kid is derived from the key itself (`keyId`), so the same key always has the same id.
 *  2. Per request the browser draws a fresh random AES-256-GCM key and a fresh random 12-byte IV: a key is
 *     never reused, so an IV can never repeat under the same key.
 *  3. The body's JSON text (UTF-8) is encrypted with AES-GCM (128-bit tag appended to the ciphertext). The
 *     additional authenticated data is `RSA-OAEP-256+A256GCM.<kid>`, which binds the header to the data.
 *  4. The raw 32-byte AES key is wrapped with RSA-OAEP/SHA-256 under the public key.
 *  5. The body sent is { "alg", "kid", "key", "iv", "data" }; key, iv and data are standard base64.
 * Changing any of key, iv, data or kid makes decryption fail (`DecryptionError`).
 *
 * Why: passwords and verification codes stay unreadable to anything between the page and the platform
 * that terminates or logs TLS (proxies, CDNs, request logs). It complements TLS and does not replace it:
 * it gives no replay protection, which the platform's session and rate rules cover.
 * The private key never leaves the platform: nothing in src/ other than the helpers below touches one.
 * WebCrypto is only available in secure contexts (https:// or localhost), which the site must be served from.
 */
import { ENCRYPTION_ALG, type EncryptedBody } from './calls/encryption';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;

/** Raised by `decryptPayload` for anything that is not a body we encrypted with our key, never more detail. */
export class DecryptionError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Encrypted body rejected: ${reason}`, options);
    this.name = 'DecryptionError';
  }
}

/** Creates the platform's key pair. Extractable so the platform can keep it (`exportPrivateKey`). */
export async function generateKeyPair(modulusLength: 2048 | 3072 | 4096 = 3072): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ ...RSA, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ]);
}

/** Key id: the first 96 bits of SHA-256 over the DER SPKI, base64url (16 characters). */
export async function keyId(spki: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64(spki)));
  return toBase64(digest.subarray(0, 12)).replaceAll('+', '-').replaceAll('/', '_');
}

/** What the publicKey call answers: `{ kid, spki }`. */
export async function exportPublicKey(publicKey: CryptoKey): Promise<{ kid: string; spki: string }> {
  const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', publicKey)));
  return { kid: await keyId(spki), spki };
}

export async function importPublicKey(spki: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spki), RSA, false, ['encrypt']);
}

/** PKCS #8, base64: for the platform to keep its key in its data folder or a secret store. */
export async function exportPrivateKey(privateKey: CryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', privateKey)));
}

/** Imported non-extractable: once loaded, the key cannot be read back out of the process's WebCrypto. */
export async function importPrivateKey(pkcs8: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8), RSA, false, ['decrypt']);
}

export async function encryptPayload(publicKey: CryptoKey, kid: string, json: string): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(kid) },
    aesKey,
    new TextEncoder().encode(json),
  );
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt(RSA, publicKey, rawKey);
  return {
    alg: ENCRYPTION_ALG,
    kid,
    key: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

/**
 * Returns the JSON text the client encrypted; the caller parses it with the call's body schema. The caller
 * checks `body.kid` against its own key id first (a body for another key cannot decrypt anyway).
 */
export async function decryptPayload(privateKey: CryptoKey, body: EncryptedBody): Promise<string> {
  if (body.alg !== ENCRYPTION_ALG) throw new DecryptionError('unsupported alg');
  let iv: Uint8Array<ArrayBuffer>;
  let wrapped: Uint8Array<ArrayBuffer>;
  let data: Uint8Array<ArrayBuffer>;
  try {
    iv = fromBase64(body.iv);
    wrapped = fromBase64(body.key);
    data = fromBase64(body.data);
  } catch (cause) {
    throw new DecryptionError('bad base64', { cause });
  }
  if (iv.length !== IV_BYTES) throw new DecryptionError('bad iv length');
  let rawKey: ArrayBuffer;
  try {
    rawKey = await crypto.subtle.decrypt(RSA, privateKey, wrapped);
  } catch (cause) {
    throw new DecryptionError('key does not unwrap', { cause });
  }
  if (rawKey.byteLength !== AES_KEY_BYTES) throw new DecryptionError('bad key length');
  try {
    const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(body.kid) },
      aesKey,
      data,
    );
    // fatal: a body that is not valid UTF-8 is rejected rather than silently mangled
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (cause) {
    throw new DecryptionError('data does not authenticate', { cause });
  }
}

function additionalData(kid: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${ENCRYPTION_ALG}.${kid}`);
}

// btoa/atob rather than Uint8Array.toBase64: the latter is missing on the older phones players use.
const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Strict: throws on anything but canonical padded base64 (atob alone accepts whitespace and no padding). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64.test(text)) throw new TypeError('not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
