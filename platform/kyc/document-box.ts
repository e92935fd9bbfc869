/**
 * Encryption at rest of identity documents: AES-256-GCM, a fresh 12-byte IV per file, and the file's store key as
 * associated data, so a file moved under another submission's key does not open. Stored form: `KYC1` ‖ IV ‖
 * ciphertext ‖ 16-byte tag.
 *
 * The key: derived with HKDF from PLATFORM_SECRETS_KEY when it is set (production refuses to start without it:
 * core/start-checks.ts), so a copy of the database and the files together still opens nothing; in demo, without
 * that key, a random key made on first start and kept in platform_secrets (security/secrets.ts), as the demo's other
 * secrets are. Changing PLATFORM_SECRETS_KEY makes earlier documents unreadable: they are re-uploaded, not migrated.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { keyFrom } from '../security/secret-box';
import { randomSecret, type SecretStore } from '../security/secrets';

const MAGIC = Buffer.from('KYC1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DocumentBox {
  seal(storeKey: string, plain: Uint8Array): Uint8Array;
  /** Throws when the bytes were not sealed by this key for this store key (or were damaged). */
  open(storeKey: string, sealed: Uint8Array): Uint8Array;
}

/** The documents' 32-byte key (see above). */
export async function documentKeyOf(store: SecretStore, secretsKey: string | undefined): Promise<Buffer> {
  if (secretsKey) {
    return Buffer.from(hkdfSync('sha256', keyFrom(secretsKey), Buffer.alloc(0), 'kyc-documents-v1', 32));
  }
  return Buffer.from(await store.getOrCreate('kyc_documents_key', randomSecret), 'hex');
}

export function documentBox(key: Buffer): DocumentBox {
  if (key.length !== 32) throw new Error('the documents key must be 32 bytes');
  return {
    seal(storeKey, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(storeKey));
      return new Uint8Array(Buffer.concat([MAGIC, iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]));
    },
    open(storeKey, sealed) {
      const bytes = Buffer.from(sealed);
      if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${storeKey} is not a sealed document`);
      const iv = bytes.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const tag = bytes.subarray(bytes.length - TAG_BYTES);
      const body = bytes.subarray(MAGIC.length + IV_BYTES, bytes.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(storeKey)).setAuthTag(tag);
      return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]));
    },
  };
}
