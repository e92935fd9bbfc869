/**
 * Makes, for real, what the operator page's held-rounds and provider-case sections list: a game round held for a
 * win over its cap (a player launches a PG slot; the test sends the simulator server's signed debit and an over-cap
 * credit, the way vendor-win-caps.test.ts does in-process) and payment-provider callbacks the platform cannot
 * credit (a signed payment nobody opened, and an unsigned body the platform refuses). The e2e server is started
 * with the secrets these sign with (playwright.config.ts, fixtures/e2e-env.ts).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { CALLBACK_PATH } from '../../../platform/money/gateway';
import { SIGNATURE_HEADER as GATEWAY_SIGNATURE } from '../../../platform/money/gateway-signature';
import { signBody } from '../../../platform/security/body-signature';
import { SIGNATURE_HEADER as SIM_SIGNATURE, sign, walletPath } from '../../../platform/vendors/simulator/protocol';
import { adminHeldRoundsCall, type HeldRound } from '../../../src/api/calls/admin-vendors';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { E2E_GATEWAY_SECRET, E2E_PORT, E2E_SIM_SECRET } from '../fixtures/e2e-env';
import { merchantCodeOf } from './money';
import { adminApi, apiFor } from './sign-in';

const API = `http://127.0.0.1:${E2E_PORT}`;

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: response.status, json: (await response.json()) as { success: boolean; code: string } };
}

/** Launches a PG slot for the player and returns its ticket: the wallet token the aggregator sends back. */
async function launchTicket(site: string, token: string): Promise<string> {
  // a refused launch rejects
  const { url } = await apiFor(site, token).call(launchGameCall, { body: { vassalage: 'PG', gameType: 'RNG' } });
  return url.split('/').pop() as string;
}

/** One of the simulator server's wallet calls, signed with its secret. */
const walletCall = (merchantCode: string, action: string, fields: Record<string, unknown>) => {
  const body = JSON.stringify({ timestamp: Date.now(), ...fields });
  return post(walletPath(action), body, {
    [SIM_SIGNATURE]: sign(E2E_SIM_SECRET, body),
    'x-merchant-code': merchantCode,
  });
};

/**
 * Stakes `stake` in a PG slot round and claims `claimedWin` for it (over the cap: refused win_over_cap, the round
 * held); returns the held round as the operator's API lists it.
 */
export async function holdRound(
  admin: APIRequestContext,
  site: string,
  token: string,
  stake: number,
  claimedWin: number,
): Promise<HeldRound> {
  const merchantCode = merchantCodeOf(site);
  const ticket = await launchTicket(site, token);
  const roundId = randomUUID();
  const round = { token: ticket, roundId };
  const debit = await walletCall(merchantCode, 'debit', { ...round, transactionId: `${roundId}:debit`, amount: stake });
  expect(debit.status, JSON.stringify(debit.json)).toBe(200);
  const credit = await walletCall(merchantCode, 'credit', {
    ...round,
    transactionId: `${roundId}:credit`,
    amount: claimedWin,
  });
  expect([credit.status, credit.json.code]).toEqual([422, 'win_over_cap']);
  const listed = await adminApi(admin).call(adminHeldRoundsCall, { query: { merchantCode } });
  const held = listed.find((row) => row.roundId === roundId);
  expect(held, `round ${roundId} is held`).toBeDefined();
  return held as HeldRound;
}

/** A signed "paid" callback for a payment the platform never opened: acknowledged, and a case opened. */
export async function unknownPayment(merchantCode: string, paymentId: string, amount: number): Promise<number> {
  const body = JSON.stringify({ paymentId, merchantCode, amount, status: 'paid', timestamp: Date.now() });
  const answer = await post(CALLBACK_PATH, body, { [GATEWAY_SIGNATURE]: signBody(E2E_GATEWAY_SECRET, body) });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.json as unknown as { value: { caseId: number } }).value.caseId;
}

/** A callback without a signature: refused (401) and logged with its body, which the operator reads as text. */
export async function unsignedCallback(body: string): Promise<void> {
  expect((await post(CALLBACK_PATH, body, {})).status).toBe(401);
}
