/**
 * Secrets the platform creates on first start and keeps in the database, so every process over one
 * PostgreSQL shares them: the RSA key pair of encrypted calls (src/api/crypto.ts), the HMAC secret that
 * signs bot-check challenges, the one of live-chat addresses, and — when the environment names none — the
 * payment provider's and the aggregators' callback secrets (demo: the sandbox provider's and the vendor
 * simulator's). Rotate by deleting the row; a new one is made at the next start. Nothing here is a constant:
 * a secret the environment does not give is random and made once.
 *
 * With PLATFORM_SECRETS_KEY set (secret-box.ts) every row is stored sealed with it, and rows written before
 * the key was set are sealed at the next start. A sealed row without the key, or with another key, stops
 * the start with a message saying so: the platform never falls back to plain text silently. Code that keeps a
 * secret of its own (the phone-verification provider) goes through the same SecretStore.
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
  /** Verifies the payment provider's callbacks (PLATFORM_GATEWAY_SECRET, else the sandbox provider's, made here). */
  gatewaySecret: string;
  /** Verifies each aggregator adapter's wallet callbacks, by adapter id (PLATFORM_VENDOR_SECRET_<ID>, or made here). */
  vendorSecrets: Readonly<Record<string, string>>;
  /** Signs the live-chat addresses (tables/chat-url.ts): a key of its own, never a wallet secret. */
  liveChatSecret: string;
  /**
   * Seals operators' and members' TOTP secrets (security/totp.ts): a random data key of its own, kept here and so
   * sealed with PLATFORM_SECRETS_KEY when that is set (or at the next start when it is set later), so setting the key
   * never makes an enrolled authenticator unreadable. A secret is sealed under its owner's name (`operator:<username>`,
   * `member:<id>`): copied to another row it does not open.
   */
  totpBox: SecretBox;
}

/** Secrets kept in platform_secrets, made on first use, sealed when the store has a key. */
export interface SecretStore {
  getOrCreate(name: string, create: () => string | Promise<string>): Promise<string>;
}

/** 256 random bits, hex: what every generated HMAC secret is. */
export const randomSecret = () => randomBytes(32).toString('hex');

/** The store over platform_secrets; `secretsKey` (PLATFORM_SECRETS_KEY) seals what it writes and what it finds plain. */
export function openSecretStore(db: Database, secretsKey: string | undefined): SecretStore {
  const box: SecretBox | null = secretsKey ? createSecretBox(keyFrom(secretsKey)) : null;
  const read = async (name: string) =>
    (await db.query<{ value: string }>('SELECT value FROM platform_secrets WHERE name = $1', [name]))[0]?.value;
  return {
    async getOrCreate(name, create) {
      let stored = await read(name);
      if (!stored) {
        const plain = await create();
        // Two processes may start together: the first insert wins and both read the winner back.
        await db.query('INSERT INTO platform_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
          name,
          box ? box.seal(name, plain) : plain,
        ]);
        stored = (await read(name)) as string;
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
    },
  };
}

export interface SecretSources {
  /** PLATFORM_SECRETS_KEY. */
  secretsKey?: string;
  /** PLATFORM_GATEWAY_SECRET; without it the sandbox provider's is made and kept (production requires it). */
  gatewaySecret?: string;
  /** PLATFORM_VENDOR_SECRET_<ID> by adapter id. */
  vendorSecrets?: Readonly<Record<string, string>>;
  /** Adapters whose secret is made and kept here when `vendorSecrets` has none (demo: the vendor simulator). */
  generatedVendorSecrets?: readonly string[];
}

/** Name of an adapter's generated wallet secret in platform_secrets. */
export const vendorSecretName = (adapterId: string) => `vendor_${adapterId}_wallet_hmac`;

/** The box of TOTP secrets (PlatformSecrets.totpBox), for a script that writes operators without starting the platform. */
export async function totpSecretBox(store: SecretStore): Promise<SecretBox> {
  return createSecretBox(Buffer.from(await store.getOrCreate('totp_secrets_key', randomSecret), 'hex'));
}

/** Reads (and on first start creates) the secrets. */
export async function loadSecrets(
  db: Database,
  sources: SecretSources = {},
): Promise<PlatformSecrets & { store: SecretStore }> {
  const store = openSecretStore(db, sources.secretsKey);
  const pkcs8 = await store.getOrCreate('payload_private_key', async () => {
    const pair = await generateKeyPair(3072);
    return JSON.stringify({
      pkcs8: await exportPrivateKey(pair.privateKey),
      spki: (await exportPublicKey(pair.publicKey)).spki,
    });
  });
  const stored = JSON.parse(pkcs8) as { pkcs8: string; spki: string };
  const vendorSecrets: Record<string, string> = { ...sources.vendorSecrets };
  for (const id of sources.generatedVendorSecrets ?? []) {
    vendorSecrets[id] ??= await store.getOrCreate(vendorSecretName(id), randomSecret);
  }
  return {
    payloadKey: { kid: await keyId(stored.spki), spki: stored.spki, privateKey: await importPrivateKey(stored.pkcs8) },
    botCheckSecret: await store.getOrCreate('bot_check_hmac', randomSecret),
    gatewaySecret: sources.gatewaySecret ?? (await store.getOrCreate('sandbox_gateway_hmac', randomSecret)),
    vendorSecrets,
    liveChatSecret: await store.getOrCreate('live_chat_hmac', randomSecret),
    totpBox: await totpSecretBox(store),
    store,
  };
}
