/**
 * Encrypted calls (see "Encrypted calls" in ./README.md and the scheme at the top of ../crypto.ts).
 *
 * A call marked `encrypted: true` does not send its body schema as JSON: the client encrypts the body's
 * JSON text and sends `encryptedBody` instead; the platform decrypts it and then parses the call's own body
 * schema, exactly as for a plain call.
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM';

/**
 * Upper bound of the ciphertext, in base64 characters. Encrypted bodies are small forms (login, register,
 * passwords); the cap stops a client from making the platform decrypt megabytes.
 */
export const MAX_ENCRYPTED_DATA_CHARS = 65_536;

export const encryptedBody = z.strictObject({
  alg: z.literal(ENCRYPTION_ALG),
  /** Id of the platform key the AES key is wrapped with, as published by `publicKeyCall`. */
  kid: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  /** The AES-256 key wrapped with RSA-OAEP (SHA-256), base64; as long as the RSA modulus (256-512 bytes). */
  key: z.base64().check(z.minLength(344), z.maxLength(684)),
  /** The 12-byte AES-GCM nonce, base64 (always 16 characters). */
  iv: z.base64().check(z.length(16)),
  /** AES-GCM ciphertext of the body's UTF-8 JSON text, 16-byte tag appended, base64. */
  data: z.base64().check(z.minLength(24), z.maxLength(MAX_ENCRYPTED_DATA_CHARS)),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

export const publicKeyValue = z.object({
  kid: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  /** DER SubjectPublicKeyInfo of the platform's RSA-OAEP (SHA-256) key, base64. */
  spki: z.base64().check(z.minLength(1), z.maxLength(4096)),
});
export type PublicKeyValue = z.infer<typeof publicKeyValue>;

/** The platform's current public key for encrypted calls. Public by design: it only lets one encrypt. */
export const publicKeyCall = defineCall({
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: false,
  value: publicKeyValue,
});
