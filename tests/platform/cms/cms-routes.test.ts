// @vitest-environment node
/**
 * The marketing CMS's routes on the operator host (scripts/lib/cms/cms-server.ts), against a real platform for who
 * the session is and a temporary copy of content/ and public/ for what they write: who may use them (anonymous,
 * a cookie without the page's header, the wrong role: refused; marketing and admin: allowed), that a merchant's proxy
 * reaches only that merchant's files, that a save is judged by the build's rules before anything is written, that
 * pictures are checked for type and size, and that odd requests get a 4xx with {error}, never a 5xx.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createCmsHandler } from '../../../scripts/lib/cms/cms-server';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { ADMIN_TOKEN, describeOnPGlite, OPERATOR_HOST } from '../harness';

const ROOT = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'cms-routes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const roots = { content: join(work, 'content'), public: join(work, 'public'), dist: join(work, 'dist') };
cpSync(join(ROOT, 'content'), roots.content, { recursive: true });
cpSync(join(ROOT, 'public'), roots.public, { recursive: true });
const tenants = loadAllTenants();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const WELCOME_BN = 'promotions/bn/welcome-bonus.md';

describeOnPGlite('marketing CMS routes', (platform) => {
  const rebuilt: string[] = [];
  const cms = () =>
    createCmsHandler({
      tenants: () => tenants,
      platform: (request, env) => platform().platform.app.fetch(request, env),
      adminToken: ADMIN_TOKEN,
      roots,
      audit: (who, record) => platform().platform.auditOperatorAction(who, record),
      rebuilder: {
        request: (id) => rebuilt.push(id),
        stateOf: () => ({ state: 'idle', liveAt: null, error: null }),
        idle: async () => {},
      },
    });

  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
    const request = new Request(`http://${OPERATOR_HOST}${path}`, {
      method,
      headers: {
        'x-forwarded-for': '10.9.0.1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const response = await cms()(request);
    if (!response) throw new Error(`${path} is not a CMS path`);
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json: json as Record<string, unknown> & unknown[] };
  }
  const api = (headers: Record<string, string>, action: string, params: unknown, merchant = 'bangladesh') =>
    send('POST', `/admin/cms/${merchant}/api`, headers, { action, params });

  let marketing: Record<string, string>;
  let reviewer: Record<string, string>;
  const token = { authorization: `Bearer ${ADMIN_TOKEN}` };

  it('refuses the anonymous, a cookie without the page header, and roles without the marketing permission', async () => {
    marketing = (await platform().operator('marketing')).headers;
    reviewer = (await platform().operator('reviewer')).headers;
    const finance = (await platform().operator('finance')).headers;
    for (const path of ['/admin/cms/merchants', '/admin/cms/bangladesh/config', '/admin/cms/bangladesh/status']) {
      expect((await send('GET', path)).status, path).toBe(401);
      expect((await send('GET', path, reviewer)).status, path).toBe(403);
      expect((await send('GET', path, finance)).status, path).toBe(403);
      expect((await send('GET', path, { authorization: 'Bearer wrong' })).status, path).toBe(401);
    }
    const { 'x-operator-request': _header, ...cookieOnly } = marketing;
    expect((await send('GET', '/admin/cms/merchants', cookieOnly)).status).toBe(401);
    expect((await api({}, 'getEntry', { path: WELCOME_BN })).status).toBe(401);
    expect((await api(reviewer, 'getEntry', { path: WELCOME_BN })).status).toBe(403);
    expect(
      (await api(reviewer, 'persistEntry', { dataFiles: [{ path: WELCOME_BN, raw: 'x' }], assets: [] })).status,
    ).toBe(403);
    expect(rebuilt).toEqual([]);
  });

  it('lets marketing, an admin and the admin token in; the config has the merchant languages side by side', async () => {
    const admin = (await platform().operator('admin')).headers;
    for (const headers of [marketing, admin, token])
      expect((await send('GET', '/admin/cms/merchants', headers)).status).toBe(200);
    const config = await send('GET', '/admin/cms/bangladesh/config', marketing);
    expect(config.status).toBe(200);
    const decap = config.json.decap as {
      i18n: { locales: string[]; default_locale: string };
      collections: { name: string; fields: { name: string }[] }[];
    };
    expect(decap.i18n).toEqual({ structure: 'multiple_folders', locales: ['bn', 'en'], default_locale: 'bn' });
    expect(decap.collections.map((c) => c.name)).toEqual(['promotions', 'help']);
    expect(decap.collections[0]?.fields.map((f) => f.name)).toEqual([
      'title',
      'type',
      'image',
      'imageAlt',
      'start',
      'end',
      'order',
      'summary',
      'body',
    ]);
  });

  it("lists and reads only this merchant's files", async () => {
    const listed = await api(marketing, 'entriesByFolder', { folder: 'promotions', extension: 'md', depth: 2 });
    expect(listed.status).toBe(200);
    const paths = (listed.json as { file: { path: string } }[]).map((entry) => entry.file.path);
    expect(paths).toContain(WELCOME_BN);
    expect(paths).toContain('promotions/en/welcome-bonus.md');
    expect(paths.every((path) => /^promotions\/(bn|en)\//.test(path))).toBe(true);
    const entry = await api(marketing, 'getEntry', { path: WELCOME_BN });
    expect(String((entry.json as unknown as { data: string }).data)).toContain('type: new-member');
    // Another merchant's language, another merchant by path tricks, the sources: not this proxy's files.
    for (const path of [
      'promotions/ur/vip-club.md',
      '../pakistan/ur/promotions/vip-club.md',
      'promotions/bn/../../../../package.json',
      '/etc/passwd',
      'src/content.config.ts',
    ]) {
      expect((await api(marketing, 'getEntry', { path })).status, path).toBe(404);
      expect((await api(marketing, 'deleteFile', { path })).status, path).toBe(404);
    }
    expect((await api(marketing, 'getEntry', { path: WELCOME_BN }, 'nowhere')).status).toBe(404);
  });

  it('refuses a save that breaks the build rules, with the plain problem, and writes nothing', async () => {
    const file = join(roots.content, 'bangladesh/bn/promotions/welcome-bonus.md');
    const before = readFileSync(file, 'utf8');
    const cases: [string, string][] = [
      [
        before.replace("title: '{money:10000}", "title: '{money:lots}"),
        'title: has a malformed amount token {money:lots}',
      ],
      [before.replace('type: new-member', 'type: lottery'), 'type: must be one of'],
      [before.replace('start: 2026-01-01', 'start: 2026-05-01\nend: 2026-04-30'), 'end: must be on or after start'],
      [
        before.replace('/promotions/welcome.svg', '/promotions/missing.svg'),
        'image: /promotions/missing.svg is not in',
      ],
    ];
    for (const [raw, problem] of cases) {
      const answer = await api(marketing, 'persistEntry', { dataFiles: [{ path: WELCOME_BN, raw }], assets: [] });
      expect(answer.status).toBe(422);
      expect(String(answer.json.error)).toContain(`welcome-bonus (bn): ${problem}`);
    }
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(rebuilt).toEqual([]);

    const saved = before.replace('স্বাগত বোনাস', 'নতুন স্বাগত বোনাস');
    expect(
      (await api(marketing, 'persistEntry', { dataFiles: [{ path: WELCOME_BN, raw: saved }], assets: [] })).status,
    ).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(saved);
    expect(rebuilt).toEqual(['bangladesh']);
  });

  it('takes a picture only when it is a small PNG, JPEG, WebP or AVIF that is what its name says', async () => {
    const upload = (path: string, bytes: Buffer) =>
      api(marketing, 'persistMedia', { asset: { path, content: bytes.toString('base64'), encoding: 'base64' } });
    expect((await upload('media/evil.svg', Buffer.from('<svg onload="alert(1)"/>'))).status).toBe(422);
    expect((await upload('media/fake.png', Buffer.from('GIF89a not a png'))).status).toBe(422);
    const big = await upload('media/big.png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)]));
    expect(big.status).toBe(422);
    expect(String(big.json.error)).toContain('too large');
    expect((await upload('media/../../x.png', PNG)).status).toBe(422);
    const good = await upload('media/summer-offer.png', PNG);
    expect(good.status).toBe(200);
    expect(existsSync(join(roots.public, 'promotions/uploads/bangladesh/summer-offer.png'))).toBe(true);
    const media = await api(marketing, 'getMedia', { mediaFolder: 'media' });
    expect((media.json as { path: string }[]).map((m) => m.path)).toEqual(['media/summer-offer.png']);
    // A promotion may now point at it.
    const file = join(roots.content, 'bangladesh/en/promotions/vip-club.md');
    const raw = readFileSync(file, 'utf8').replace(
      /image: .*/,
      'image: /promotions/uploads/bangladesh/summer-offer.png',
    );
    expect(
      (await api(marketing, 'persistEntry', { dataFiles: [{ path: 'promotions/en/vip-club.md', raw }], assets: [] }))
        .status,
    ).toBe(200);
  });

  it('answers odd requests with a 4xx and an error, never a 5xx', async () => {
    const odd: unknown[] = [
      'not json',
      '',
      '[]',
      'null',
      `${'['.repeat(3000)}${']'.repeat(3000)}`,
      { action: 42 },
      { action: 'x'.repeat(5000) },
      { action: 'entriesByFolder', params: { folder: { $ne: 1 } } },
      { action: 'entriesByFiles', params: { files: 'all' } },
      { action: 'getEntry', params: { path: ['a'] } },
      { action: 'getEntry', params: { path: 'promotions/bn/\u0000.md' } },
      { action: 'persistEntry', params: { dataFiles: [] } },
      { action: 'persistEntry', params: { dataFiles: [{ path: WELCOME_BN, raw: 7 }] } },
      { action: 'persistEntry', params: { dataFiles: [{ path: WELCOME_BN, raw: '---\n: [\n---\n' }] } },
      { action: 'persistMedia', params: { asset: { path: 'media/a.png', content: '%%%', encoding: 'hex' } } },
      { action: 'deleteFiles', params: { paths: 'x' } },
      { action: 'unpublishedEntries', params: {} },
    ];
    for (const body of odd) {
      const answer = await send('POST', '/admin/cms/bangladesh/api', marketing, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(typeof answer.json.error).toBe('string');
    }
    const huge = await send('POST', '/admin/cms/bangladesh/api', marketing, 'x'.repeat(1_600_000));
    expect(huge.status).toBe(413);
    for (const path of [
      '/admin/cms/bangladesh/nothing',
      '/admin/cms/bangladesh/site/../../package.json',
      '/admin/cms/bangladesh/site/x.js',
      '/admin/cms/%00/config',
    ]) {
      const answer = await send('GET', path, marketing);
      expect(answer.status, path).toBe(404);
    }
    expect((await send('DELETE', '/admin/cms/bangladesh/api', marketing)).status).toBe(405);
  });
});
