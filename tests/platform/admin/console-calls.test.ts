// @vitest-environment node
/**
 * The calls the operator console's screens added, over HTTP on PGlite and PostgreSQL: reading a merchant's settings
 * and its game vendors before changing them, listing the merchant's contracts, and the operator ending a contract it
 * granted (asking the agent, or agreeing when the agent asked). Each: its roles (403 otherwise), no session (401),
 * another merchant's rows never reached, bad input refused with a 4xx and its code, and every change in the audit log.
 */
import { expect, it } from 'vitest';
import {
  adminAnalyticsCall,
  adminMerchantSettingsCall,
  adminVendorMaintenanceCall,
  adminVendorsCall,
  adminWhitelabelCall,
} from '../../../src/api/calls/admin';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import {
  adminContractsCall,
  adminGrantContractCall,
  adminTerminateContractCall,
} from '../../../src/api/calls/contracts/admin';
import {
  answerOfferCall,
  answerTerminationCall,
  offerContractCall,
  requestTerminationCall,
} from '../../../src/api/calls/contracts/calls';
import { describeEachDatabase, MERCHANT, OPERATOR_HOST, OTHER_MERCHANT, type TestPlatform } from '../harness';

const page = { host: OPERATOR_HOST, 'x-operator-request': '1', 'sec-fetch-site': 'same-origin' };

/** The newest audit row of `action` on `target`. */
async function audited(p: TestPlatform, action: string, target: string) {
  const log = await p.admin(auditLogCall, { query: { action } });
  return log.value.rows.find((row) => row.target === target);
}

/** A fresh player of MERCHANT given their own daily salary by the operator (a top agent's contract). */
async function grantedContract(p: TestPlatform) {
  const player = await p.newPlayer({ prefix: 'csc' });
  const granted = await p.admin(adminGrantContractCall, {
    body: {
      merchantCode: MERCHANT,
      username: player.username,
      kind: 'daily_salary',
      tiers: [{ minBase: 0, minActive: 0, rate: 0.5 }],
    },
  });
  expect(granted.status, JSON.stringify(granted.json)).toBe(200);
  expect(await audited(p, 'contract.grant', `contract:${granted.value.contract.id}`)).toMatchObject({
    actor: 'api-token',
    merchantCode: MERCHANT,
    after: { downline: player.username, maxRate: 0.5, alsoEnded: [] },
  });
  return { player, contractId: granted.value.contract.id };
}

describeEachDatabase('operator console calls', (platform) => {
  it('reads the settings the screens change: admins and marketing, nobody else, each merchant its own', async () => {
    const p = platform();
    const admin = await p.operator('admin');
    const marketing = await p.operator('marketing');
    const reviewer = await p.operator('reviewer');
    const read = (headers: Record<string, string>, merchantCode = MERCHANT) =>
      p.call(adminMerchantSettingsCall, { headers, query: { merchantCode } });

    const otherBefore = (await read(admin.headers, OTHER_MERCHANT)).value.flags;
    const switched = await p.call(adminWhitelabelCall, {
      headers: admin.headers,
      body: { merchantCode: MERCHANT, flags: { FREEPLAY3: !otherBefore.FREEPLAY3 } },
    });
    expect(switched.status).toBe(200);
    const settings = await read(admin.headers);
    expect(settings.status).toBe(200);
    expect(settings.value.flags.FREEPLAY3).toBe(!otherBefore.FREEPLAY3);
    expect(settings.value).toMatchObject({ maintenance: false, singleWallet: expect.any(Boolean) });
    // The other merchant's flags did not move.
    expect((await read(admin.headers, OTHER_MERCHANT)).value.flags).toEqual(otherBefore);

    // Marketing reads (for its analytics tag) and sets the tag, but switches no flag.
    expect((await read(marketing.headers)).status).toBe(200);
    const tagged = await p.call(adminAnalyticsCall, {
      headers: marketing.headers,
      body: { merchantCode: MERCHANT, gtagId: 'G-SCREENS1' },
    });
    expect(tagged.value).toEqual({ gtagId: 'G-SCREENS1' });
    const tagRow = await audited(p, 'merchant.analytics', `merchant:${MERCHANT}`);
    expect(tagRow).toMatchObject({ actor: marketing.username, after: { gtagId: 'G-SCREENS1' } });
    const flagByMarketing = await p.call(adminWhitelabelCall, {
      headers: marketing.headers,
      body: { merchantCode: MERCHANT, flags: { FREEPLAY3: true } },
    });
    expect([flagByMarketing.status, flagByMarketing.json.code]).toEqual([403, 'forbidden']);

    const refused = await read(reviewer.headers);
    expect([refused.status, refused.json.code]).toEqual([403, 'forbidden']);
    const nobody = await read(page);
    expect([nobody.status, nobody.json.code]).toEqual([401, 'unauthorized']);
    const unknown = await read(admin.headers, 'NO_SUCH');
    expect(unknown.status).toBe(404);
    const malformed = await read(admin.headers, 'lower case');
    expect([malformed.status, malformed.json.code]).toEqual([400, 'bad_request']);
  });

  it('lists the game vendors with their maintenance switch, for admins only', async () => {
    const p = platform();
    const admin = await p.operator('admin');
    const marketing = await p.operator('marketing');
    const list = (headers: Record<string, string>, merchantCode = MERCHANT) =>
      p.call(adminVendorsCall, { headers, query: { merchantCode } });

    const vendors = await list(admin.headers);
    expect(vendors.status).toBe(200);
    const vendor = vendors.value[0];
    if (!vendor) throw new Error('the demo merchant has no vendors');
    const switched = await p.call(adminVendorMaintenanceCall, {
      headers: admin.headers,
      body: { merchantCode: MERCHANT, gameType: vendor.gameType, vassalage: vendor.vassalage, maintenance: true },
    });
    expect(switched.status).toBe(200);
    const after = await list(admin.headers);
    const same = (v: { gameType: string; vassalage: string }) =>
      v.gameType === vendor.gameType && v.vassalage === vendor.vassalage;
    expect(after.value.find(same)?.maintenance).toBe(true);
    // The other merchant's vendor of the same name stays open.
    expect((await list(admin.headers, OTHER_MERCHANT)).value.find(same)?.maintenance ?? false).toBe(false);
    expect(await audited(p, 'vendor.maintenance', `vendor:${vendor.vassalage}:${vendor.gameType}`)).toMatchObject({
      actor: admin.username,
      merchantCode: MERCHANT,
      after: { maintenance: true },
    });
    await p.call(adminVendorMaintenanceCall, {
      headers: admin.headers,
      body: { merchantCode: MERCHANT, gameType: vendor.gameType, vassalage: vendor.vassalage, maintenance: false },
    });

    expect((await list(marketing.headers)).status).toBe(403);
    expect((await list(page)).status).toBe(401);
    expect((await list(admin.headers, 'NO_SUCH')).status).toBe(404);
  });

  it('lists the merchant contracts to finance and admins, never another merchant’s', async () => {
    const p = platform();
    const { player, contractId } = await grantedContract(p);
    const finance = await p.operator('finance');
    const reviewer = await p.operator('reviewer');
    const list = (headers: Record<string, string>, query: Record<string, string>) =>
      p.call(adminContractsCall, { headers, query: query as never });

    const live = await list(finance.headers, { merchantCode: MERCHANT });
    expect(live.status).toBe(200);
    expect(live.value.find((c) => c.id === contractId)).toMatchObject({
      downline: player.username,
      upline: null,
      status: 'accepted',
      kind: 'daily_salary',
    });
    const other = await list(finance.headers, { merchantCode: OTHER_MERCHANT });
    expect(other.value.map((c) => c.id)).not.toContain(contractId);
    const ended = await list(finance.headers, { merchantCode: MERCHANT, status: 'terminated' });
    expect(ended.value.map((c) => c.id)).not.toContain(contractId);

    expect((await list(reviewer.headers, { merchantCode: MERCHANT })).status).toBe(403);
    expect((await list(page, { merchantCode: MERCHANT })).status).toBe(401);
    const badStatus = await list(finance.headers, { merchantCode: MERCHANT, status: 'all' });
    expect([badStatus.status, badStatus.json.code]).toEqual([400, 'bad_request']);
  });

  it('ends a granted contract: asks the agent, or agrees when the agent asked; audited either way', async () => {
    const p = platform();
    const finance = await p.operator('finance');
    const terminate = (contractId: number, headers = finance.headers, merchantCode = MERCHANT) =>
      p.call(adminTerminateContractCall, { headers, body: { merchantCode, contractId } });

    // The operator asks; the agent agrees on their side.
    const asked = await grantedContract(p);
    const request = await terminate(asked.contractId);
    expect(request.status, JSON.stringify(request.json)).toBe(200);
    expect(request.value.contract).toMatchObject({ status: 'accepted', terminationRequestedBy: 'upline' });
    const twice = await terminate(asked.contractId);
    expect([twice.status, twice.json.code]).toEqual([409, 'contract_termination_pending']);
    expect(await audited(p, 'contract.terminate_request', `contract:${asked.contractId}`)).toMatchObject({
      actor: finance.username,
      merchantCode: MERCHANT,
      before: { terminationRequestedBy: null },
    });
    const agreed = await p.call(answerTerminationCall, {
      token: asked.player.token,
      body: { contractId: asked.contractId, answer: 'accept' },
    });
    expect(agreed.value.contract.status).toBe('terminated');
    const over = await terminate(asked.contractId);
    expect([over.status, over.json.code]).toEqual([409, 'request_already_handled']);

    // The agent asks; the operator's end agrees at once.
    const wanted = await grantedContract(p);
    const byAgent = await p.call(requestTerminationCall, {
      token: wanted.player.token,
      body: { contractId: wanted.contractId },
    });
    expect(byAgent.value.terminationRequestedBy).toBe('downline');
    const ended = await terminate(wanted.contractId);
    expect(ended.value.contract.status).toBe('terminated');
    expect(await audited(p, 'contract.terminate', `contract:${wanted.contractId}`)).toMatchObject({
      actor: finance.username,
      after: { status: 'terminated' },
    });

    // Another merchant's name, a member's own contract (the demo agent's offers are not the operator's), no role.
    const live = await grantedContract(p);
    expect((await terminate(live.contractId, finance.headers, OTHER_MERCHANT)).status).toBe(404);
    expect((await terminate(999_999_999)).status).toBe(404);
    const agent = await p.login('bdagent1', 'Agent123');
    const invited = await p.newPlayer({ affiliateCode: 'BDAGENT1', prefix: 'csc' });
    const offered = await p.call(offerContractCall, {
      token: agent,
      body: { downline: invited.username, kind: 'hourly_salary', tiers: [{ minBase: 0, minActive: 0, rate: 0.1 }] },
    });
    await p.call(answerOfferCall, { token: invited.token, body: { contractId: offered.value.id, answer: 'accept' } });
    expect((await terminate(offered.value.id)).status).toBe(404);
    const reviewer = await p.operator('reviewer');
    expect((await terminate(live.contractId, reviewer.headers)).status).toBe(403);
    expect((await terminate(live.contractId, page)).status).toBe(401);
    for (const body of [
      { merchantCode: MERCHANT, contractId: -1 },
      { merchantCode: MERCHANT, contractId: '1' },
      { merchantCode: MERCHANT, contractId: live.contractId, extra: true },
      { contractId: live.contractId },
    ]) {
      const res = await p.call(adminTerminateContractCall, { headers: finance.headers, body: body as never });
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([400, 'bad_request']);
    }
    // Nothing above moved the live contract.
    const still = await p.call(adminContractsCall, { headers: finance.headers, query: { merchantCode: MERCHANT } });
    expect(still.value.find((c) => c.id === live.contractId)?.terminationRequestedBy).toBe(null);
  });
});
