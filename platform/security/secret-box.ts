/**
 * Encryption of secrets at rest (the rows of platform_secrets) with a key the operator keeps outside the
 * database: env PLATFORM_SECRETS_KEY, 32 random bytes as base64 or hex (`openssl rand -base64 32`), or any
 * passphrase of 32+ characters (stretched with scrypt). A stolen database dump then holds no usable private
 * key or signing secret.
 *
 * Sealed form: `sealed:v1:<key id>:<iv b64>:<ciphertext‖tag b64>` with AES-256-GCM; the secret's name is
 * the associated data, so a sealed value cannot be moved to another row. The key id (first 8 hex digits of
 * SHA-256 of the key) tells "wrong key" apart from "damaged value".
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';

const PREFIX = 'sealed:v1:';

export interface SecretBox {
  keyId: string;
  seal(name: string, plain: string): string;
  open(name: string, stored: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The 32-byte key in `text`: base64 or hex of 32 bytes as is, a long passphrase stretched. */
export function keyFrom(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const base64 = Buffer.from(trimmed, 'base64');
  if (base64.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return base64;
  if (trimmed.length < 32) {
    throw new Error(
      'PLATFORM_SECRETS_KEY must be 32 bytes as base64 or hex, or a passphrase of at least 32 characters',
    );
  }
  return scryptSync(trimmed, 'platform-secrets-key', 32);
}

export function createSecretBox(key: Buffer): SecretBox {
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    keyId,
    seal(name, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(name));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${keyId}:${iv.toString('base64')}:${sealed.toString('base64')}`;
    },
    open(name, stored) {
      const [id, iv, data] = stored.slice(PREFIX.length).split(':');
      if (id !== keyId) {
        throw new Error(
          `secret ${name} was sealed with another PLATFORM_SECRETS_KEY (key id ${id}, this key is ${keyId})`,
        );
      }
      const bytes = Buffer.from(data ?? '', 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64')).setAAD(Buffer.from(name));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}
