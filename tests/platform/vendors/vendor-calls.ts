/**
 * Helpers of the vendor wallet tests: launch a third-party game for a player (its ticket is the wallet token
 * the aggregator sends back) and send the simulator's signed callbacks the way its server does.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SIGNATURE_HEADER, sign, walletPath } from '../../../platform/vendors/simulator/protocol';
import { betRecordCall } from '../../../src/api/calls/bets/bet-record';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { SIM_WALLET_SECRET, type TestPlatform } from '../harness';
import type { Player } from '../studio/studio-players';

/** The simulator's secret the test platforms are given (harness.ts testOptions). */
export const SECRET = SIM_WALLET_SECRET;

/** Launches `vendor`'s first `gameType` game and returns the ticket of its simulator page. */
export async function launchTicket(p: TestPlatform, player: Player, vendor = 'PG', gameType = 'RNG'): Promise<string> {
  const res = await p.call(launchGameCall, {
    token: player.token,
    merchant: player.merchant,
    body: { vassalage: vendor, gameType } as never,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const match = res.value.url.match(/^\/lgw\/vendor-sim\/play\/([A-Za-z0-9_-]{43})$/);
  expect(match, res.value.url).not.toBeNull();
  return match?.[1] as string;
}

export interface Answer {
  status: number;
  body: { success: boolean; code: string; value?: { balance: number | null; currency: string | null } };
}

/** One signed callback; `tamper` changes the body after signing, `secret`/`at` forge or age it. */
export async function callback(
  p: TestPlatform,
  action: string,
  fields: Record<string, unknown>,
  options: {
    merchant: string;
    secret?: string;
    at?: number;
    tamper?: (body: string) => string;
    unsigned?: boolean;
    /** Sent (and signed) instead of the fields: a body of the wrong shape from a holder of the secret. */
    raw?: string;
  },
): Promise<Answer> {
  const body = options.raw ?? JSON.stringify({ timestamp: options.at ?? Date.now(), ...fields });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.unsigned) headers[SIGNATURE_HEADER] = sign(options.secret ?? SECRET, body);
  const res = await p.request('POST', walletPath(action), {
    body: options.tamper ? options.tamper(body) : body,
    headers,
    merchant: options.merchant,
  });
  return { status: res.status, body: await res.json() };
}

/** A round's ids as the simulator makes them. */
export const round = () => {
  const roundId = randomUUID();
  return { roundId, debit: `${roundId}:debit`, credit: `${roundId}:credit` };
};

/** The bet row of a round, as the player's betting record shows it. */
export async function betOf(p: TestPlatform, player: Player, roundId: string) {
  const now = Date.now();
  const res = await p.call(betRecordCall, {
    token: player.token,
    merchant: player.merchant,
    query: {
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 86_400_000).toISOString(),
      pageSize: 100,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.rows.find((row) => row.roundId === roundId);
}
