/**
 * Contract offers through the HTTP calls: the demo agent (granted its own contracts by the operator at seed)
 * offers a salary to a player it invited; the player sees it in the consolidated info and accepts it; every bad
 * request is refused with its code; a lower rate for the agent ends the downline's contract only once confirmed;
 * a termination asked by one side is answered by the other.
 */
import { expect, it } from 'vitest';
import { adminGrantContractCall } from '../../../src/api/calls/contracts/admin';
import {
  answerOfferCall,
  answerTerminationCall,
  myContractsCall,
  offerContractCall,
  requestTerminationCall,
} from '../../../src/api/calls/contracts/calls';
import { consolidatedCall } from '../../../src/api/calls/member';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';

const TIERS = [
  { minBase: 0, minActive: 0, rate: 0.3 },
  { minBase: 500_000, minActive: 3, rate: 0.4 },
];

const invitedPlayer = (p: TestPlatform) => p.newPlayer({ affiliateCode: 'BDAGENT1', prefix: 'ct' });

describeEachDatabase('contract offers', (platform) => {
  it('offers, answers and refuses by the rules', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const player = await invitedPlayer(p);
    const offer = (body: object, token = agent) => p.call(offerContractCall, { token, body: body as never });

    // above the agent's own rate (its daily salary tops at 1 %), someone not its direct downline, a non-agent
    const high = await offer({
      downline: player.username,
      kind: 'daily_salary',
      tiers: [{ minBase: 0, minActive: 0, rate: 2 }],
    });
    expect([high.status, high.json.code]).toEqual([400, 'contract_rate_above_own']);
    const stranger = await offer({ downline: 'bdplayer1', kind: 'daily_salary', tiers: TIERS });
    expect([stranger.status, stranger.json.code]).toEqual([403, 'contract_not_direct_downline']);
    const notAgent = await offer({ downline: player.username, kind: 'daily_salary', tiers: TIERS }, player.token);
    expect([notAgent.status, notAgent.json.code]).toEqual([403, 'error_not_agent']);
    const badTiers = await offer({
      downline: player.username,
      kind: 'daily_salary',
      tiers: [
        { minBase: 0, minActive: 0, rate: 0.4 },
        { minBase: 10, minActive: 0, rate: 0.3 },
      ],
    });
    expect(badTiers.status).toBe(400);

    const made = await offer({ downline: player.username, kind: 'daily_salary', tiers: TIERS });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.value).toMatchObject({ status: 'offered', upline: 'bdagent1', maxRate: 0.4 });
    const twice = await offer({ downline: player.username, kind: 'daily_salary', tiers: TIERS });
    expect([twice.status, twice.json.code]).toEqual([409, 'contract_offer_pending']);

    // the player's consolidated info opens the contract overlay: 1 = a new contract
    const info = await p.call(consolidatedCall, { token: player.token });
    expect(info.value).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, enabled: { salary: false } });
    const mine = await p.call(myContractsCall, { token: player.token });
    expect(mine.value.pending.map((c) => c.id)).toEqual([made.value.id]);

    // only the player answers their offer, and only once
    const otherPlayer = await invitedPlayer(p);
    const foreign = await p.call(answerOfferCall, {
      token: otherPlayer.token,
      body: { contractId: made.value.id, answer: 'accept' },
    });
    expect(foreign.status).toBe(404);
    const accepted = await p.call(answerOfferCall, {
      token: player.token,
      body: { contractId: made.value.id, answer: 'accept' },
    });
    expect(accepted.value.contract.status).toBe('accepted');
    const again = await p.call(answerOfferCall, {
      token: player.token,
      body: { contractId: made.value.id, answer: 'reject' },
    });
    expect([again.status, again.json.code]).toEqual([409, 'request_already_handled']);
    expect((await p.call(consolidatedCall, { token: player.token })).value).toMatchObject({
      dailysalreqtype: 0,
      enabled: { salary: true },
    });
  });

  it('ends a downline contract above a lowered rate only once the agent confirms', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const player = await invitedPlayer(p);
    const made = await p.call(offerContractCall, {
      token: agent,
      body: { downline: player.username, kind: 'hourly_salary', tiers: [{ minBase: 0, minActive: 0, rate: 0.3 }] },
    });
    await p.call(answerOfferCall, { token: player.token, body: { contractId: made.value.id, answer: 'accept' } });

    const lower = { merchantCode: MERCHANT, username: 'bdagent1', kind: 'hourly_salary' as const };
    const refused = await p.admin(adminGrantContractCall, {
      body: { ...lower, tiers: [{ minBase: 0, minActive: 0, rate: 0.2 }] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('contract_downline_conflict');
    expect((refused.json.value as { contracts: { id: number }[] }).contracts.map((c) => c.id)).toEqual([made.value.id]);

    const confirmed = await p.admin(adminGrantContractCall, {
      body: { ...lower, tiers: [{ minBase: 0, minActive: 0, rate: 0.2 }], confirmTerminations: true },
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.value.terminated.map((c) => [c.id, c.downline])).toEqual([[made.value.id, player.username]]);
    const own = await p.call(myContractsCall, { token: player.token });
    expect(own.value.own.filter((c) => c.kind === 'hourly_salary')).toEqual([]);
  });

  it('ends a contract when one side asks and the other agrees', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const player = await invitedPlayer(p);
    const made = await p.call(offerContractCall, {
      token: agent,
      body: { downline: player.username, kind: 'realtime_salary', tiers: [{ minBase: 0, minActive: 0, rate: 0.1 }] },
    });
    await p.call(answerOfferCall, { token: player.token, body: { contractId: made.value.id, answer: 'accept' } });

    const asked = await p.call(requestTerminationCall, { token: player.token, body: { contractId: made.value.id } });
    expect(asked.value.terminationRequestedBy).toBe('downline');
    const twice = await p.call(requestTerminationCall, { token: agent, body: { contractId: made.value.id } });
    expect(twice.json.code).toBe('contract_termination_pending');
    // the asker cannot answer their own request; the upline sees it awaiting (2 = termination)
    const self = await p.call(answerTerminationCall, {
      token: player.token,
      body: { contractId: made.value.id, answer: 'accept' },
    });
    expect(self.status).toBe(409);
    expect((await p.call(consolidatedCall, { token: agent })).value.realtimesalreqtype).toBe(2);
    const ended = await p.call(answerTerminationCall, {
      token: agent,
      body: { contractId: made.value.id, answer: 'accept' },
    });
    expect(ended.value.contract.status).toBe('terminated');
  });
});
