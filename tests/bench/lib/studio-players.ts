/**
 * The studio benches' players: bulk-seeded members signed in and funded in the studio's wallet, so each round
 * is paid from it (bench:rounds and round-split.ts drive the same rounds).
 */
import { randomBytes } from 'node:crypto';
import { BULK_PASSWORD } from '../../../platform/money/bulk-seed';
import { walletTransferCall } from '../../../src/api/calls/money/wallets';
import { STUDIO_VENDOR } from '../../../src/api/calls/studio/games';
import type { PlatformSession } from './platform-session';

/** Signs in bulk players 1..`count` and moves `amount` of each one's main wallet into the studio; their tokens. */
export async function fundedStudioPlayers(
  origin: string,
  session: PlatformSession,
  count: number,
  amount: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const token = await session.login(`bulk${String(i).padStart(5, '0')}`, BULK_PASSWORD);
    const moved = await fetch(new URL(walletTransferCall.path, origin), {
      method: 'POST',
      headers: { ...session.headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        vendor: STUDIO_VENDOR,
        direction: 'in',
        amount,
        idempotencyKey: randomBytes(12).toString('hex'),
      }),
    });
    if (!moved.ok) throw new Error(`funding bulk player ${i} failed: ${moved.status} ${await moved.text()}`);
    tokens.push(token);
  }
  return tokens;
}
