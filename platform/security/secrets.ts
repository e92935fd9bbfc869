/**
 * Secrets the platform creates on first start and keeps in the database, so every process over one
 * PostgreSQL shares them: the RSA key pair of encrypted calls (src/api/crypto.ts) and the HMAC secret that
 * signs bot-check challenges. Rotate by deleting the row; a new one is made at the next start.
 *
 * With PLATFORM_SECRETS_KEY set (secret-box.ts) every row is stored sealed with it, and rows written before
 * the key was set are sealed at the next start. A sealed row without the key, or with another key, stops
 * the start with a message saying so: the platform never falls back to plain text silently.
 */
import { randomBytes } from 'node:crypto';
import { exportPrivateKey, exportPublicKey, generateKeyPair, importPrivateKey, keyId } from '../../src/api/crypto';
import type { Database } from '../db/database';
import { createSecretBox, isSealed, keyFrom, type SecretBox } from './secret-box';

export interface PlatformSecrets {
  /** Decrypts bodies of encrypted calls; `kid` and `spki` are published at GET /wps/system/publicKey. */
  payloadKey: { kid: string; spki: string; privateKey: CryptoKey };
  /** Signs and verifies altcha bot-check challenges. */
  botCheckSecret: string;
}

async function getOrCreate(
  db: Database,
  box: SecretBox | null,
  name: string,
  create: () => Promise<string>,
): Promise<string> {
  const read = async () =>
    (await db.query<{ value: string }>('SELECT value FROM platform_secrets WHERE name = $1', [name]))[0]?.value;
  let stored = await read();
  if (!stored) {
    const plain = await create();
    // Two processes may start together: the first insert wins and both read the winner back.
    await db.query('INSERT INTO platform_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      box ? box.seal(name, plain) : plain,
    ]);
    stored = (await read()) as string;
  }
  if (isSealed(stored)) {
    if (!box) throw new Error(`secret ${name} is sealed: set PLATFORM_SECRETS_KEY to the key it was sealed with`);
    return box.open(name, stored);
  }
  if (box) {
    // Written before the key was set: seal it now (only if nobody sealed it meanwhile).
    await db.query('UPDATE platform_secrets SET value = $3 WHERE name = $1 AND value = $2', [
      name,
      stored,
      box.seal(name, stored),
    ]);
  }
  return stored;
}

/** Reads (and on first start creates) the secrets; `secretsKey` defaults to env PLATFORM_SECRETS_KEY. */
export async function loadSecrets(
  db: Database,
  secretsKey: string | undefined = process.env.PLATFORM_SECRETS_KEY || undefined,
): Promise<PlatformSecrets> {
  const box = secretsKey ? createSecretBox(keyFrom(secretsKey)) : null;
  const pkcs8 = await getOrCreate(db, box, 'payload_private_key', async () => {
    const pair = await generateKeyPair(3072);
    return JSON.stringify({
      pkcs8: await exportPrivateKey(pair.privateKey),
      spki: (await exportPublicKey(pair.publicKey)).spki,
    });
  });
  const stored = JSON.parse(pkcs8) as { pkcs8: string; spki: string };
  const botCheckSecret = await getOrCreate(db, box, 'bot_check_hmac', async () => randomBytes(32).toString('hex'));
  return {
    payloadKey: { kid: await keyId(stored.spki), spki: stored.spki, privateKey: await importPrivateKey(stored.pkcs8) },
    botCheckSecret,
  };
}
