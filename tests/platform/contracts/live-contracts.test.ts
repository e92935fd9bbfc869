// @vitest-environment node
/**
 * Contracts on the session event stream: the demo agent offers a player it invited a salary contract; the player's
 * open stream gets the consolidated info with the offer (1) without asking, and the agent's stream gets the player's
 * answer; a termination asked by one side reaches the other (2), and its answer both; a refused offer notifies
 * nobody; a declined offer reaches the agent.
 */
import { expect, it } from 'vitest';
import {
  answerOfferCall,
  answerTerminationCall,
  offerContractCall,
  requestTerminationCall,
} from '../../../src/api/calls/contracts/calls';
import type { ConsolidatedInfo } from '../../../src/api/calls/member';
import { SESSION_EVENTS_PATH } from '../../../src/api/calls/session-events';
import { describeEachDatabase, type TestPlatform } from '../harness';

const TIERS = [{ minBase: 0, minActive: 0, rate: 0.3 }];

/** The stream's events in order; `next` waits for the next one of `event`, skipping the others. */
async function openStream(p: TestPlatform, token: string) {
  const res = await p.platform.app.request(SESSION_EVENTS_PATH, {
    headers: { authorization: `Bearer ${token}`, host: 'bangladesh.localhost' },
  });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const seen: string[] = [];
  const next = async (event: string): Promise<unknown> => {
    for (;;) {
      for (
        let match = buffer.match(/event: (\w+)\ndata: (.*)\n\n/);
        match;
        match = buffer.match(/event: (\w+)\ndata: (.*)\n\n/)
      ) {
        buffer = buffer.slice((match.index ?? 0) + match[0].length);
        seen.push(match[1] as string);
        if (match[1] === event) return JSON.parse(match[2] as string);
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { next, seen, cancel: () => reader.cancel() };
}

const contracts = async (stream: { next: (event: string) => Promise<unknown> }) =>
  (await stream.next('contracts')) as ConsolidatedInfo;

describeEachDatabase('live contracts', (platform) => {
  it('brings the offer to the member and the answer to the agent while their pages are open', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const player = await p.newPlayer({ affiliateCode: 'BDAGENT1', prefix: 'live' });
    const playerStream = await openStream(p, player.token);
    const agentStream = await openStream(p, agent);
    // On opening: the current info, nothing awaiting either.
    expect(await contracts(playerStream)).toMatchObject({ dailysalreqtype: 0, enabled: { salary: false } });
    expect((await contracts(agentStream)).dailysalreqtype).toBe(0);

    // A refused offer (above the agent's own rate) changes nothing and notifies nobody; the next event is the offer.
    const refused = await p.call(offerContractCall, {
      token: agent,
      body: { downline: player.username, kind: 'daily_salary', tiers: [{ minBase: 0, minActive: 0, rate: 5 }] },
    });
    expect(refused.status).toBe(400);
    const offered = await p.call(offerContractCall, {
      token: agent,
      body: { downline: player.username, kind: 'daily_salary', tiers: TIERS },
    });
    expect(offered.status).toBe(200);
    expect(await contracts(playerStream)).toMatchObject({ dailysalreqtype: 1, enabled: { salary: false } });
    // The agent hears of its own offer too (its page lists the offers it made).
    expect((await contracts(agentStream)).dailysalreqtype).toBe(0);

    await p.call(answerOfferCall, {
      token: player.token,
      body: { contractId: offered.value.id, answer: 'accept' },
    });
    expect(await contracts(agentStream)).toMatchObject({ dailysalreqtype: 0 });
    expect(await contracts(playerStream)).toMatchObject({ dailysalreqtype: 0, enabled: { salary: true } });

    // The agent asks to end it: the player's stream says a termination awaits them (2); the answer reaches both.
    await p.call(requestTerminationCall, { token: agent, body: { contractId: offered.value.id } });
    expect((await contracts(playerStream)).dailysalreqtype).toBe(2);
    expect((await contracts(agentStream)).dailysalreqtype).toBe(0);
    await p.call(answerTerminationCall, {
      token: player.token,
      body: { contractId: offered.value.id, answer: 'accept' },
    });
    expect(await contracts(playerStream)).toMatchObject({ dailysalreqtype: 0, enabled: { salary: false } });
    expect((await contracts(agentStream)).dailysalreqtype).toBe(0);
    await Promise.all([playerStream.cancel(), agentStream.cancel()]);
  });

  it("sends a declined offer's end to the agent", async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const player = await p.newPlayer({ affiliateCode: 'BDAGENT1', prefix: 'live' });
    const offered = await p.call(offerContractCall, {
      token: agent,
      body: { downline: player.username, kind: 'hourly_salary', tiers: TIERS },
    });
    expect(offered.status, JSON.stringify(offered.json)).toBe(200);
    const agentStream = await openStream(p, agent);
    await contracts(agentStream);
    await p.call(answerOfferCall, { token: player.token, body: { contractId: offered.value.id, answer: 'reject' } });
    expect((await contracts(agentStream)).contracthoursalreq).toBe(0);
    await agentStream.cancel();
  });
});
