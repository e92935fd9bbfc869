// @vitest-environment node
/**
 * The agent centre's everyday tools over HTTP, on PGlite and PostgreSQL: the member picker lists the agent's direct
 * members only, and a transfer or a contract offer goes to those and nobody else, each refused with its own code;
 * a transfer without a transaction password set says so; invite links of both kinds place each sign-up under the agent
 * with the link's role and count it on its link, also where the merchant runs no referral promotion.
 */
import { expect, it } from 'vitest';
import { inviteLinkCreateCall, inviteLinksCall, MAX_INVITE_LINKS } from '../../../src/api/calls/agents/invite-links';
import { directMembersCall } from '../../../src/api/calls/agents/members';
import { downlineListCall, registerDownlineCall } from '../../../src/api/calls/agents/team';
import { offerContractCall } from '../../../src/api/calls/contracts/calls';
import { transferDownlineCall } from '../../../src/api/calls/money/transfers';
import { setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import { describeEachDatabase, type TestPlatform } from '../harness';
import { key } from '../studio/studio-players';

const MM = 'PADAUK_MM';
let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}${key().slice(0, 4)}`;
};

async function openAccount(p: TestPlatform, token: string, kind: 'member' | 'agent', nickname?: string) {
  const username = unique(kind === 'agent' ? 'tsub' : 'tmem');
  const res = await p.call(registerDownlineCall, {
    token,
    body: { kind, username, password: 'Secret123', confirmPassword: 'Secret123', ...(nickname ? { nickname } : {}) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { username, token: await p.login(username, 'Secret123') };
}

describeEachDatabase('agent tools', (platform) => {
  it('lists, pays and offers to direct members only, each refusal with its own code', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const sub = await openAccount(p, agent, 'agent');
    const direct = await openAccount(p, agent, 'member', 'Karim Picker');
    const deep = await openAccount(p, sub.token, 'member');

    const picked = await p.call(directMembersCall, { token: agent, query: {} });
    const names = picked.value.rows.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining([sub.username, direct.username]));
    expect(names).not.toContain(deep.username);
    expect(picked.value.rows.find((row) => row.username === sub.username)?.isAgent).toBe(true);
    // by nickname or username, case-blind; a LIKE wildcard is a plain character
    const byNickname = await p.call(directMembersCall, { token: agent, query: { search: 'karim pick' } });
    expect(byNickname.value).toEqual({
      rows: [{ username: direct.username, nickname: 'Karim Picker', isAgent: false }],
      total: 1,
    });
    const byName = await p.call(directMembersCall, { token: agent, query: { search: deep.username } });
    expect(byName.value.total).toBe(0);
    expect((await p.call(directMembersCall, { token: agent, query: { search: '%' } })).value.total).toBe(0);
    // a player is no agent
    const asPlayer = await p.call(directMembersCall, { token: direct.token, query: {} });
    expect([asPlayer.status, asPlayer.json.code]).toEqual([403, 'error_not_agent']);

    // the sub-agent has no transaction password yet: the refusal names it
    const send = (token: string, downlineUsername: string, paymentPassword = '246813') =>
      p.call(transferDownlineCall, {
        token,
        body: { downlineUsername, amount: 100, paymentPassword, idempotencyKey: key() },
      });
    const unset = await send(sub.token, deep.username);
    expect([unset.status, unset.json.code]).toEqual([409, 'payment_password_required']);

    expect((await p.call(setPaymentPasswordCall, { token: agent, body: { password: '246813' } })).status).toBe(200);
    for (const outside of [deep.username, 'bdplayer1', 'bdagent1', 'nobody-here']) {
      const res = await send(agent, outside);
      expect([res.status, res.json.code], outside).toEqual([403, 'transfer_not_direct_downline']);
    }
    const paid = await send(agent, direct.username);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.value.recipient).toBe(direct.username);
    const wrong = await send(agent, direct.username, '000000');
    expect([wrong.status, wrong.json.code]).toEqual([403, 'payment_password_incorrect']);

    const offer = (downline: string) =>
      p.call(offerContractCall, {
        token: agent,
        body: { downline, kind: 'daily_salary', tiers: [{ minBase: 0, minActive: 0, rate: 0.2 }] },
      });
    const offeredDeep = await offer(deep.username);
    expect([offeredDeep.status, offeredDeep.json.code]).toEqual([403, 'contract_not_direct_downline']);
    expect((await offer(direct.username)).status).toBe(200);
  });

  it('counts sign-ups per invite link and places them under the agent with the link’s role', async () => {
    const p = platform();
    const agent = await p.login('bdagent42', 'Agent123');
    const create = (body: object, token = agent) => p.call(inviteLinkCreateCall, { token, body: body as never });
    const members = await create({ kind: 'member', label: ' Facebook group ' });
    expect(members.status, JSON.stringify(members.json)).toBe(200);
    expect(members.value).toMatchObject({ kind: 'member', label: 'Facebook group', signUps: 0 });
    const agents = await create({ kind: 'agent' });
    expect(agents.value).toMatchObject({ kind: 'agent', label: null });
    expect(agents.value.code).not.toBe(members.value.code);

    const joinedA = await p.newPlayer({ affiliateCode: members.value.code, prefix: 'ilm' });
    const joinedB = await p.newPlayer({ affiliateCode: members.value.code.toLowerCase(), prefix: 'ilm' });
    const subAgent = await p.newPlayer({ affiliateCode: agents.value.code, prefix: 'ila' });

    const listed = await p.call(inviteLinksCall, { token: agent });
    expect(listed.value.links.map((link) => [link.id, link.signUps])).toEqual([
      [agents.value.id, 1],
      [members.value.id, 2],
    ]);
    const tree = await p.call(downlineListCall, { token: agent, query: { page: 1, pageSize: 50 } });
    const row = (username: string) => tree.value.rows.find((r) => r.username === username);
    expect(row(joinedA.username)).toMatchObject({ level: 1, isAgent: false });
    expect(row(joinedB.username)).toMatchObject({ level: 1, isAgent: false });
    expect(row(subAgent.username)).toMatchObject({ level: 1, isAgent: true, type: 42 });
    // the new sub-agent is an agent: it makes agent calls and keeps links of its own
    expect((await p.call(inviteLinksCall, { token: subAgent.token })).value.links).toEqual([]);
    // a player keeps none
    const asPlayer = await p.call(inviteLinksCall, { token: joinedA.token });
    expect([asPlayer.status, asPlayer.json.code]).toEqual([403, 'error_not_agent']);
    // another agent never sees them
    const other = await p.call(inviteLinksCall, { token: await p.login('bdagent2', 'Agent123') });
    expect(other.value.links.map((link) => link.id)).not.toContain(members.value.id);
  });

  it('keeps invite links working where the merchant runs no referral promotion, up to the limit', async () => {
    const p = platform();
    const agent = await p.login('mmagent1', 'Agent123', { merchant: MM });
    const link = await p.call(inviteLinkCreateCall, { token: agent, body: { kind: 'member' }, merchant: MM });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const joined = await p.newPlayer({ affiliateCode: link.value.code, merchant: MM, prefix: 'ilmm' });
    const listed = await p.call(inviteLinksCall, { token: agent, merchant: MM });
    expect(listed.value.links[0]).toMatchObject({ id: link.value.id, signUps: 1 });
    const tree = await p.call(downlineListCall, {
      token: agent,
      merchant: MM,
      query: { username: joined.username, page: 1, pageSize: 10 },
    });
    expect(tree.value.rows.map((r) => r.level)).toEqual([1]);

    for (let i = 1; i < MAX_INVITE_LINKS; i += 1) {
      const made = await p.call(inviteLinkCreateCall, { token: agent, body: { kind: 'agent' }, merchant: MM });
      expect(made.status).toBe(200);
    }
    const over = await p.call(inviteLinkCreateCall, { token: agent, body: { kind: 'member' }, merchant: MM });
    expect([over.status, over.json.code]).toEqual([409, 'invite_link_limit']);
  });
});
