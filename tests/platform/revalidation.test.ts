// @vitest-environment node
/**
 * A visitor's reads are tagged and answered 304 when the browser already has them (platform/http/revalidation.ts):
 * the same for every visitor ('public'), the visitor's own ('private': never a shared cache), and a member's answer
 * never kept at all.
 */
import { expect, it } from 'vitest';
import { adminWhitelabelCall } from '../../src/api/calls/admin';
import { announcementsCall } from '../../src/api/calls/content';
import { permissionCall } from '../../src/api/calls/permission';
import { raffleCall } from '../../src/api/calls/red-envelope/red-envelope';
import { whitelabelCall } from '../../src/api/calls/system';
import { balanceCall } from '../../src/api/calls/wallet';
import { describeEachDatabase, MERCHANT } from './harness';

const BANNERS = `${announcementsCall.path}?types=B&language=EN`;

describeEachDatabase('revalidation of visitors’ reads', (platform) => {
  it('tags a public read, answers its tag with 304 and no body, and a changed answer with a new tag', async () => {
    const p = platform();
    const first = await p.request('GET', whitelabelCall.path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toBe('x-merchant-code');
    const flags = (await first.json()).value as Record<string, boolean>;

    const again = await p.request('GET', whitelabelCall.path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');

    await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PTSYS3: !flags.PTSYS3 } } });
    try {
      const changed = await p.request('GET', whitelabelCall.path, { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(((await changed.json()).value as Record<string, boolean>).PTSYS3).toBe(!flags.PTSYS3);
    } finally {
      await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PTSYS3: flags.PTSYS3 } } });
    }
  });

  it("keeps the visitor's own answer in their browser only, with one tag per visitor", async () => {
    const p = platform();
    const first = await p.call(permissionCall, { ip: '203.0.113.20' });
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    // The encrypted customer-service links are the same text each time, so the answer keeps its tag.
    const again = await p.request('GET', permissionCall.path, {
      ip: '203.0.113.20',
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const elsewhere = await p.request('GET', permissionCall.path, {
      ip: '203.0.113.21',
      headers: { 'if-none-match': etag },
    });
    expect(elsewhere.status).toBe(200);
    expect(((await elsewhere.json()).value as { location: { ip: string } }).location.ip).toBe('203.0.113.21');
  });

  it('revalidates the catalogue after its few seconds', async () => {
    const p = platform();
    const first = await p.request('GET', raffleCall.path);
    expect(first.headers.get('cache-control')).toBe('public, max-age=15');
    const again = await p.request('GET', raffleCall.path, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it("never keeps a member's answer, nor answers a member with a visitor's tag", async () => {
    const p = platform();
    const { token } = await p.newPlayer({ prefix: 'rv' });
    const visitor = await p.request('GET', BANNERS);
    // Only shown: reused for a minute, then checked.
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=60');
    // A member gets another answer (their popups): a cache must tell them apart.
    expect(visitor.headers.get('vary')).toBe('x-merchant-code, authorization');
    const etag = visitor.headers.get('etag') ?? '';

    const member = await p.request('GET', BANNERS, {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
    });
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('no-store');
    expect(member.headers.get('etag')).toBeNull();

    const balance = await p.call(balanceCall, { token, headers: { 'if-none-match': '*' } });
    expect(balance.status).toBe(200);
    expect(balance.headers.get('cache-control')).toBe('no-store');
    expect(balance.headers.get('etag')).toBeNull();
  });
});
