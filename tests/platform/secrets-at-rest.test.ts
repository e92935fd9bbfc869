// @vitest-environment node
/**
 * Every secret the platform makes — the RSA private key, the bot-check, live-chat and sandbox gateway secrets,
 * the demo vendor simulator's wallet secret, a provider's own through the SecretStore — is sealed in
 * platform_secrets when PLATFORM_SECRETS_KEY is given (platform/security/secret-box.ts), plain rows are sealed
 * at the next start, and a sealed database never starts without its key.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { openDatabase } from '../../platform/db/open-database';
import { migrate } from '../../platform/migrations';
import { loadSecrets, openSecretStore, vendorSecretName } from '../../platform/security/secrets';

const KEY = randomBytes(32).toString('base64');
let db: Database;

const rows = async () =>
  db.query<{ name: string; value: string }>('SELECT name, value FROM platform_secrets ORDER BY name');

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});
afterAll(async () => db?.close());

/** What a demo start asks for: the simulator's secret made here. */
const demo = (secretsKey?: string) => loadSecrets(db, { secretsKey, generatedVendorSecrets: ['sim'] });

it('keeps plain rows without a key, seals them at the next start with one, and reads the same secrets', async () => {
  const plain = await demo(undefined);
  const before = await rows();
  expect(before.map((r) => r.name)).toEqual([
    'bot_check_hmac',
    'live_chat_hmac',
    'payload_private_key',
    'sandbox_gateway_hmac',
    'totp_secrets_key',
    vendorSecretName('sim'),
  ]);
  expect(before.find((r) => r.name === 'bot_check_hmac')?.value).toBe(plain.botCheckSecret);
  expect(plain.vendorSecrets.sim).toMatch(/^[0-9a-f]{64}$/);
  // Each generated secret is its own: the chat key is not the wallet secret, nor the gateway's.
  expect(new Set([plain.vendorSecrets.sim, plain.liveChatSecret, plain.gatewaySecret, plain.botCheckSecret]).size).toBe(
    4,
  );

  const sealed = await demo(KEY);
  const after = await rows();
  for (const row of after) {
    expect(row.value).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(row.value).not.toContain('pkcs8');
  }
  expect(after.find((r) => r.name === 'bot_check_hmac')?.value).not.toContain(plain.botCheckSecret);
  for (const secret of [plain.gatewaySecret, plain.vendorSecrets.sim as string, plain.liveChatSecret]) {
    expect(after.some((row) => row.value.includes(secret))).toBe(false);
  }
  expect(sealed.botCheckSecret).toBe(plain.botCheckSecret);
  expect(sealed.payloadKey.kid).toBe(plain.payloadKey.kid);
  expect(sealed.gatewaySecret).toBe(plain.gatewaySecret);
  expect(sealed.vendorSecrets.sim).toBe(plain.vendorSecrets.sim);
  expect(sealed.liveChatSecret).toBe(plain.liveChatSecret);

  // A restart reads the same secrets back.
  const again = await demo(KEY);
  expect(again.botCheckSecret).toBe(plain.botCheckSecret);
  expect(again.vendorSecrets.sim).toBe(plain.vendorSecrets.sim);
});

it('takes configured secrets from the environment and stores none of them', async () => {
  const configured = await loadSecrets(db, {
    secretsKey: KEY,
    gatewaySecret: 'g'.repeat(40),
    vendorSecrets: { sim: 's'.repeat(40), acme: 'a'.repeat(40) },
    generatedVendorSecrets: ['sim'],
  });
  expect(configured.gatewaySecret).toBe('g'.repeat(40));
  expect(configured.vendorSecrets).toEqual({ sim: 's'.repeat(40), acme: 'a'.repeat(40) });
  expect((await rows()).map((r) => r.name)).not.toContain(vendorSecretName('acme'));
});

it("seals a provider's own secret kept through the store (the phone-verification provider's)", async () => {
  const store = openSecretStore(db, KEY);
  const secret = await store.getOrCreate('phone_verification_hmac', () => 'made-once');
  expect(secret).toBe('made-once');
  const [row] = (await rows()).filter((r) => r.name === 'phone_verification_hmac');
  expect(row?.value).toMatch(/^sealed:v1:/);
  expect(await store.getOrCreate('phone_verification_hmac', () => 'made-twice')).toBe('made-once');
});

it('refuses to start on sealed rows without the key or with another key', async () => {
  await expect(demo(undefined)).rejects.toThrow(/PLATFORM_SECRETS_KEY/);
  await expect(demo(randomBytes(32).toString('hex'))).rejects.toThrow(/another PLATFORM_SECRETS_KEY/);
});

it('creates sealed rows on a first start with a key, and refuses a short key', async () => {
  await db.query('DELETE FROM platform_secrets');
  const created = await demo('a passphrase of more than thirty-two characters');
  for (const row of await rows()) expect(row.value).toMatch(/^sealed:v1:/);
  expect(created.botCheckSecret).toMatch(/^[0-9a-f]{64}$/);
  await expect(demo('short')).rejects.toThrow(/at least 32 characters/);
});
