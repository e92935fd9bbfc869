// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createPlatform } from '../../platform/app';
import { adminWhitelabelCall } from '../../src/api/contract/admin';
import { publicKeyCall } from '../../src/api/contract/encryption';
import { memberIconCall, memberIconUpdateCall, registerCall } from '../../src/api/contract/member';
import { whitelabelCall } from '../../src/api/contract/system';
import { balanceCall } from '../../src/api/contract/wallet';
import { MERCHANT, TestPlatform, testOptions } from './harness';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps accounts, sessions, settings and keys in the PGlite data folder across a restart', async () => {
  const first = new TestPlatform(await createPlatform(testOptions({ dataDir })), 'pglite');
  const registered = await first.call(registerCall, {
    body: { username: 'keeper01', password: 'Keeper123', botCheck: await first.botCheck() },
  });
  expect(registered.status).toBe(200);
  const token = registered.value.token;
  await first.call(memberIconUpdateCall, { token, body: { icon: 9 } });
  await first.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PTSYS3: true } } });
  const key = (await first.call(publicKeyCall)).value;
  await first.platform.close();

  const second = new TestPlatform(await createPlatform(testOptions({ dataDir })), 'pglite');
  try {
    expect((await second.call(memberIconCall, { token })).value).toEqual({ icon: 9 });
    expect((await second.call(balanceCall, { token })).status).toBe(200);
    expect((await second.call(whitelabelCall)).value.PTSYS3).toBe(true);
    expect((await second.call(publicKeyCall)).value).toEqual(key);
    expect(await second.login('keeper01', 'Keeper123')).toBeTruthy();
    // seeding ran once: the demo accounts were not duplicated or reset
    expect(await second.login('bdplayer1', 'Player123')).toBeTruthy();
  } finally {
    await second.platform.close();
  }
}, 120_000);
