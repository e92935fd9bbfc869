// @vitest-environment node
/**
 * Issue 9 item 9: the RSA private key and the bot-check secret are sealed in platform_secrets when
 * PLATFORM_SECRETS_KEY is given (platform/security/secret-box.ts), plain rows are sealed at the next
 * start, and a sealed database never starts without its key.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { migrate } from '../../platform/db/migrate';
import { openDatabase } from '../../platform/db/open-database';
import { loadSecrets } from '../../platform/security/secrets';

const KEY = randomBytes(32).toString('base64');
let db: Database;

const rows = async () =>
  db.query<{ name: string; value: string }>('SELECT name, value FROM platform_secrets ORDER BY name');

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
}, 120_000);
afterAll(async () => db?.close());

it('keeps plain rows without a key, seals them at the next start with one, and reads the same secrets', async () => {
  const plain = await loadSecrets(db, undefined);
  const before = await rows();
  expect(before.map((r) => r.name)).toEqual(['bot_check_hmac', 'payload_private_key']);
  expect(before.find((r) => r.name === 'bot_check_hmac')?.value).toBe(plain.botCheckSecret);

  const sealed = await loadSecrets(db, KEY);
  const after = await rows();
  for (const row of after) {
    expect(row.value).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(row.value).not.toContain('pkcs8');
  }
  expect(after.find((r) => r.name === 'bot_check_hmac')?.value).not.toContain(plain.botCheckSecret);
  expect(sealed.botCheckSecret).toBe(plain.botCheckSecret);
  expect(sealed.payloadKey.kid).toBe(plain.payloadKey.kid);

  const again = await loadSecrets(db, KEY);
  expect(again.botCheckSecret).toBe(plain.botCheckSecret);
});

it('refuses to start on sealed rows without the key or with another key', async () => {
  await expect(loadSecrets(db, undefined)).rejects.toThrow(/PLATFORM_SECRETS_KEY/);
  await expect(loadSecrets(db, randomBytes(32).toString('hex'))).rejects.toThrow(/another PLATFORM_SECRETS_KEY/);
});

it('creates sealed rows on a first start with a key, and refuses a short key', async () => {
  await db.query('DELETE FROM platform_secrets');
  const created = await loadSecrets(db, 'a passphrase of more than thirty-two characters');
  for (const row of await rows()) expect(row.value).toMatch(/^sealed:v1:/);
  expect(created.botCheckSecret).toMatch(/^[0-9a-f]{64}$/);
  await expect(loadSecrets(db, 'short')).rejects.toThrow(/at least 32 characters/);
});
