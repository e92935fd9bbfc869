// @vitest-environment node
/**
 * CDN host lists (the permission answer's imageCDNs / launchGameCDNs): the reference platform gives its own
 * origin ('') until the operator sets lists; the permission answer then carries them, per merchant. A change is
 * audited with its before and after.
 */
import { expect, it } from 'vitest';
import { adminCdnCall } from '../../../src/api/calls/admin-cdn';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import { permissionCall } from '../../../src/api/calls/permission';
import { describeEachDatabase, MERCHANT, OPERATOR_HOST, OTHER_MERCHANT } from '../harness';

describeEachDatabase('CDN host lists', (platform) => {
  it('answers the own origin until the operator sets lists, then the lists', async () => {
    const p = platform();
    const before = await p.call(permissionCall);
    expect(before.value.imageCDNs).toEqual(['']);
    expect(before.value.launchGameCDNs).toEqual(['']);

    const set = await p.admin(adminCdnCall, {
      body: {
        merchantCode: MERCHANT,
        imageCDNs: ['https://img1.example.com', 'https://img2.example.com:8443', 'https://img1.example.com'],
        launchGameCDNs: ['', 'https://play.example.com'],
      },
    });
    expect(set.status).toBe(200);
    // Repeats are dropped, the order kept.
    expect(set.value.imageCDNs).toEqual(['https://img1.example.com', 'https://img2.example.com:8443']);
    const after = await p.call(permissionCall);
    expect(after.value.imageCDNs).toEqual(['https://img1.example.com', 'https://img2.example.com:8443']);
    expect(after.value.launchGameCDNs).toEqual(['', 'https://play.example.com']);
    // A setting change: the audit log keeps both stored lists before (none: the own origin) and after.
    const log = await p.admin(auditLogCall, { query: { action: 'merchant.cdn' } });
    expect(log.value.rows[0]).toMatchObject({
      target: `merchant:${MERCHANT}`,
      before: { imageCDNs: [], launchGameCDNs: [] },
      after: { imageCDNs: ['https://img1.example.com', 'https://img2.example.com:8443'] },
    });
    // Another merchant keeps its own.
    expect((await p.call(permissionCall, { merchant: OTHER_MERCHANT })).value.imageCDNs).toEqual(['']);

    await p.admin(adminCdnCall, { body: { merchantCode: MERCHANT, imageCDNs: [], launchGameCDNs: [] } });
    expect((await p.call(permissionCall)).value.imageCDNs).toEqual(['']);
  });

  it('refuses hosts that are not https origins, unknown merchants and callers without the token', async () => {
    const p = platform();
    for (const host of ['http://img.example.com', 'https://img.example.com/path', 'javascript:alert(1)', '//x.com']) {
      const res = await p.admin(adminCdnCall, {
        body: { merchantCode: MERCHANT, imageCDNs: [host], launchGameCDNs: [] },
      });
      expect([res.status, res.json.code], host).toEqual([400, 'bad_request']);
    }
    const unknown = await p.admin(adminCdnCall, {
      body: { merchantCode: 'NOPE_XX', imageCDNs: [], launchGameCDNs: [] },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await p.call(adminCdnCall, {
      headers: { host: OPERATOR_HOST },
      body: { merchantCode: MERCHANT, imageCDNs: [], launchGameCDNs: [] },
    });
    expect(anonymous.status).toBe(401);
  });
});
