/**
 * Secrets the platform creates on first start and keeps in the database, so every process over one
 * PostgreSQL shares them: the RSA key pair of encrypted calls (src/api/crypto.ts) and the HMAC secret that
 * signs bot-check challenges. Rotate by deleting the row; a new one is made at the next start.
 */
import { randomBytes } from 'node:crypto';
import { exportPrivateKey, exportPublicKey, generateKeyPair, importPrivateKey, keyId } from '../../src/api/crypto';
import type { Database } from '../db/database';

export interface PlatformSecrets {
  /** Decrypts bodies of encrypted calls; `kid` and `spki` are published at GET /wps/system/publicKey. */
  payloadKey: { kid: string; spki: string; privateKey: CryptoKey };
  /** Signs and verifies altcha bot-check challenges. */
  botCheckSecret: string;
}

async function getOrCreate(db: Database, name: string, create: () => Promise<string>): Promise<string> {
  const read = async () =>
    (await db.query<{ value: string }>('SELECT value FROM platform_secrets WHERE name = $1', [name]))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two processes may start together: the first insert wins and both read the winner back.
  await db.query('INSERT INTO platform_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    await create(),
  ]);
  return (await read()) as string;
}

export async function loadSecrets(db: Database): Promise<PlatformSecrets> {
  const pkcs8 = await getOrCreate(db, 'payload_private_key', async () => {
    const pair = await generateKeyPair(3072);
    return JSON.stringify({
      pkcs8: await exportPrivateKey(pair.privateKey),
      spki: (await exportPublicKey(pair.publicKey)).spki,
    });
  });
  const stored = JSON.parse(pkcs8) as { pkcs8: string; spki: string };
  const botCheckSecret = await getOrCreate(db, 'bot_check_hmac', async () => randomBytes(32).toString('hex'));
  return {
    payloadKey: { kid: await keyId(stored.spki), spki: stored.spki, privateKey: await importPrivateKey(stored.pkcs8) },
    botCheckSecret,
  };
}
