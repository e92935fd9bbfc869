// @vitest-environment node
/**
 * Who edits which merchant's content, and the audit of what they changed, on PGlite and PostgreSQL: an admin gives an
 * operator a merchant scope (checked: known merchants, never on an admin, cleared when one becomes admin; audited);
 * the session says it; the CMS (scripts/lib/cms/cms-server.ts) lists only those merchants and answers 403 `forbidden`
 * to reads and writes of any other; every save, picture upload and delete is a row of the audit log with who, merchant,
 * path and before / after (hash, size, the lines that changed), found by the console's filters.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createCmsHandler } from '../../../scripts/lib/cms/cms-server';
import {
  auditLogCall,
  operatorSessionCall,
  operatorsCall,
  updateOperatorCall,
} from '../../../src/api/calls/admin-operators';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { ADMIN_TOKEN, describeEachDatabase, MERCHANT, OPERATOR_HOST, OTHER_MERCHANT } from '../harness';

const ROOT = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'cms-scope-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const tenants = loadAllTenants();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const WELCOME_BN = 'promotions/bn/welcome-bonus.md';

let suites = 0;

describeEachDatabase('marketing CMS: merchant scope and audit', (platform) => {
  // A copy of content/ and public/ per database's suite, for what the CMS writes.
  suites += 1;
  const copy = join(work, String(suites));
  const roots = { content: join(copy, 'content'), public: join(copy, 'public'), dist: join(copy, 'dist') };
  cpSync(join(ROOT, 'content'), roots.content, { recursive: true });
  cpSync(join(ROOT, 'public'), roots.public, { recursive: true });

  const cms = () =>
    createCmsHandler({
      tenants: () => tenants,
      platform: (request, env) => platform().platform.app.fetch(request, env),
      adminToken: ADMIN_TOKEN,
      roots,
      rebuilder: {
        request: () => {},
        stateOf: () => ({ state: 'idle', liveAt: null, error: null }),
        idle: async () => {},
      },
      audit: (who, record) => platform().platform.auditOperatorAction(who, record),
      trustProxy: true,
    });

  async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    const response = await cms()(
      new Request(`http://${OPERATOR_HOST}${path}`, {
        method,
        headers: { 'x-forwarded-for': '10.9.0.7', 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response) throw new Error(`${path} is not a CMS path`);
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
  const api = (headers: Record<string, string>, merchant: string, action: string, params: unknown) =>
    send('POST', `/admin/cms/${merchant}/api`, headers, { action, params });

  it('an admin scopes an operator to merchants; the session says so; bad scopes are refused', async () => {
    const p = platform();
    const { username, headers } = await p.operator('marketing', [MERCHANT]);
    const session = await p.call(operatorSessionCall, { headers });
    expect(session.value.operator).toMatchObject({ username, role: 'marketing', merchants: [MERCHANT] });

    const widened = await p.admin(updateOperatorCall, { body: { username, merchants: [OTHER_MERCHANT, MERCHANT] } });
    expect(widened.status).toBe(200);
    expect(widened.value.merchants).toEqual([OTHER_MERCHANT, MERCHANT].sort());
    // A role change keeps the scope; null gives every merchant.
    expect((await p.admin(updateOperatorCall, { body: { username, role: 'reviewer' } })).value.merchants).toHaveLength(
      2,
    );
    expect((await p.admin(updateOperatorCall, { body: { username, merchants: null } })).value.merchants).toBeNull();

    for (const merchants of [['NOWHERE_XX'], [], ['lower']]) {
      const refused = await p.admin(updateOperatorCall, { body: { username, merchants } });
      expect(refused.status, JSON.stringify(merchants)).toBe(400);
      expect(refused.json).toMatchObject({ code: 'bad_request' });
    }
    const admin = await p.admin(updateOperatorCall, { body: { username: 'admin', merchants: [MERCHANT] } });
    expect(admin.status).toBe(400);
    // Becoming an admin clears a scope.
    await p.admin(updateOperatorCall, { body: { username, role: 'marketing', merchants: [MERCHANT] } });
    const promoted = await p.admin(updateOperatorCall, { body: { username, role: 'admin' } });
    expect(promoted.value).toMatchObject({ role: 'admin', merchants: null });
    expect((await p.admin(operatorsCall)).value.find((o) => o.username === username)?.merchants).toBeNull();

    const log = await p.admin(auditLogCall, { query: { action: 'operator.merchants' } });
    // Newest first: the first change of scope is the last row.
    const row = log.value.rows.filter((r) => r.target === `operator:${username}`).at(-1);
    expect(row?.before).toMatchObject({ merchants: [MERCHANT] });
    expect(row?.after).toMatchObject({ merchants: [OTHER_MERCHANT, MERCHANT].sort() });
  });

  it("the CMS lists only the operator's merchants and refuses reads and writes of any other with 403", async () => {
    const p = platform();
    const { headers } = await p.operator('marketing', [MERCHANT]);
    const listed = await send('GET', '/admin/cms/merchants', headers);
    expect(listed.json.merchants).toEqual([{ id: 'bangladesh', name: expect.any(String) }]);
    for (const path of ['/admin/cms/pakistan/config', '/admin/cms/pakistan/status']) {
      const refused = await send('GET', path, headers);
      expect(refused.status, path).toBe(403);
      expect(refused.json.code, path).toBe('forbidden');
    }
    const file = join(roots.content, 'pakistan/ur/promotions/vip-club.md');
    const before = readFileSync(file, 'utf8');
    const read = await api(headers, 'pakistan', 'getEntry', { path: 'promotions/ur/vip-club.md' });
    expect(read.status).toBe(403);
    const write = await api(headers, 'pakistan', 'persistEntry', {
      dataFiles: [{ path: 'promotions/ur/vip-club.md', raw: before.replace('type:', 'type:') }],
      assets: [],
    });
    expect(write.status).toBe(403);
    expect(write.json.code).toBe('forbidden');
    expect((await api(headers, 'pakistan', 'deleteFile', { path: 'promotions/ur/vip-club.md' })).status).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // Its own merchant: allowed. Unscoped marketing and admins: every merchant.
    expect((await send('GET', '/admin/cms/bangladesh/config', headers)).status).toBe(200);
    const everyone = await p.operator('marketing');
    expect(((await send('GET', '/admin/cms/merchants', everyone.headers)).json.merchants as unknown[]).length).toBe(
      tenants.length,
    );
    expect((await send('GET', '/admin/cms/pakistan/config', everyone.headers)).status).toBe(200);
  });

  it('writes every save, upload and delete to the audit log with who, merchant, path, before and after', async () => {
    const p = platform();
    const { username, headers } = await p.operator('marketing', [MERCHANT]);
    const file = join(roots.content, 'bangladesh/bn/promotions/welcome-bonus.md');
    const before = readFileSync(file, 'utf8');
    const saved = before.replace('স্বাগত বোনাস', 'নতুন স্বাগত বোনাস');
    expect(
      (await api(headers, 'bangladesh', 'persistEntry', { dataFiles: [{ path: WELCOME_BN, raw: saved }] })).status,
    ).toBe(200);
    const upload = { path: 'media/audit-test.png', content: PNG.toString('base64'), encoding: 'base64' };
    expect((await api(headers, 'bangladesh', 'persistMedia', { asset: upload })).status).toBe(200);
    expect((await api(headers, 'bangladesh', 'deleteFile', { path: 'media/audit-test.png' })).status).toBe(200);
    // A refused save writes nothing, so it is no row.
    const broken = saved.replace('type: new-member', 'type: lottery');
    expect(
      (await api(headers, 'bangladesh', 'persistEntry', { dataFiles: [{ path: WELCOME_BN, raw: broken }] })).status,
    ).toBe(422);

    const rows = (await p.admin(auditLogCall, { query: { actor: username } })).value.rows.filter((row) =>
      row.action.startsWith('content.'),
    );
    expect(rows.map((row) => row.action)).toEqual(['content.delete', 'content.upload', 'content.save']);
    const [removed, uploaded, save] = rows;
    expect(save).toMatchObject({
      actor: username,
      merchantCode: MERCHANT,
      target: 'content/bangladesh/bn/promotions/welcome-bonus.md',
      ip: '10.9.0.7',
      before: { bytes: Buffer.byteLength(before), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      after: { bytes: Buffer.byteLength(saved) },
    });
    const changed = (side: unknown) => (side as { lines: string[] }).lines.join('\n');
    expect(changed(save?.before)).toContain('স্বাগত বোনাস');
    expect(changed(save?.after)).toContain('নতুন স্বাগত বোনাস');
    expect(uploaded).toMatchObject({
      target: 'public/promotions/uploads/bangladesh/audit-test.png',
      before: null,
      after: { bytes: PNG.byteLength },
    });
    expect(removed).toMatchObject({ target: uploaded?.target, before: { bytes: PNG.byteLength }, after: null });
    // The console's action filter finds them; the admin token's saves are the api-token's.
    const token = { authorization: `Bearer ${ADMIN_TOKEN}` };
    expect(
      (await api(token, 'bangladesh', 'persistEntry', { dataFiles: [{ path: WELCOME_BN, raw: before }] })).status,
    ).toBe(200);
    const saves = (await p.admin(auditLogCall, { query: { action: 'content.save' } })).value.rows;
    expect(saves.map((row) => row.actor).slice(0, 2)).toEqual(['api-token', username]);
  });
});
