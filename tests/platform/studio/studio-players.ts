/**
 * Players for the studio's platform tests: each test registers its own (so balances and nonces are its
 * alone) and funds it through the operator's balance adjustment, which posts through the ledger like any
 * deposit.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { adminAdjustBalanceCall, adminLedgerCheckCall } from '../../../src/api/calls/admin-money';
import { walletsCall } from '../../../src/api/calls/money/wallets';
import { MERCHANT, type TestPlatform } from '../harness';

export const key = () => randomBytes(12).toString('hex');

export interface Player {
  token: string;
  username: string;
  merchant: string;
}

/**
 * A new player at `merchant` holding `amount` minor units in the main wallet (none when 0). `prefix` starts the
 * username: players whose masked names must differ (two first letters, stars, last letter) take different ones.
 */
export async function fundedPlayer(
  p: TestPlatform,
  amount: number,
  merchant = MERCHANT,
  prefix = 'studio',
): Promise<Player> {
  const { token, username } = await p.newPlayer({ merchant, prefix });
  if (amount > 0) {
    const funded = await p.admin(adminAdjustBalanceCall, {
      body: { merchantCode: merchant, username, amount, reason: 'studio test funds', idempotencyKey: key() },
    });
    expect(funded.status, JSON.stringify(funded.json)).toBe(200);
  }
  return { token, username, merchant };
}

/** Main wallet and vendor wallets of the player, minor units. */
export async function walletsOf(p: TestPlatform, player: Player) {
  const res = await p.call(walletsCall, { token: player.token, merchant: player.merchant });
  expect(res.status).toBe(200);
  return res.value;
}

export async function expectLedgerBalanced(p: TestPlatform, merchantCode = MERCHANT): Promise<void> {
  const check = await p.admin(adminLedgerCheckCall, { query: { merchantCode } });
  expect(check.value, JSON.stringify(check.value)).toMatchObject({
    ok: true,
    unbalancedTransactions: [],
    driftedAccounts: [],
    negativeAccounts: [],
    brokenBalanceChains: [],
  });
}
