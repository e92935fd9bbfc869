// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPlatform } from '../../platform/app';
import { adminWhitelabelCall } from '../../src/api/calls/admin';
import { publicKeyCall } from '../../src/api/calls/encryption';
import { memberIconCall, memberIconUpdateCall, registerCall } from '../../src/api/calls/member';
import { whitelabelCall } from '../../src/api/calls/system';
import { balanceCall } from '../../src/api/calls/wallet';
import { MERCHANT, TestPlatform, testOptions } from './harness';

const root = mkdtempSync(join(tmpdir(), 'platform-persist-'));
const dataDir = join(root, 'pglite');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The data folder starts as the run's seeded database, as a platform's first start leaves it (making that takes
// seconds; tests/support/database-templates.ts makes it that way, in a folder): what is kept across the restart
// below is what the first platform writes.
beforeAll(async () => {
  const template = process.env.TEST_PGLITE_SEEDED_TEMPLATE;
  if (!template) throw new Error('no seeded database template (tests/support/database-templates.ts)');
  cpSync(template, dataDir, { recursive: true });
});

// What the first platform wrote before it closed, for the restarted one to find.
let token = '';
let key: unknown;

it('a first platform on the folder registers a player, sets an icon and a flag, and closes', async () => {
  const first = new TestPlatform(await createPlatform(testOptions({ dataDir })), 'pglite');
  try {
    const registered = await first.call(registerCall, {
      body: { username: 'keeper01', password: 'Keeper123', botCheck: await first.botCheck() },
    });
    expect(registered.status).toBe(200);
    token = registered.value.token;
    expect((await first.call(memberIconUpdateCall, { token, body: { icon: 9 } })).status).toBe(200);
    await first.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PTSYS3: true } } });
    key = (await first.call(publicKeyCall)).value;
  } finally {
    await first.platform.close();
  }
});

it('keeps accounts, sessions, settings and keys in the PGlite data folder across a restart', async () => {
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
});
