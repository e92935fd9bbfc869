// @vitest-environment node
/**
 * The wallet transfer call over HTTP, on PGlite and PostgreSQL: its key's claim, the posting and the answer are one
 * statement (ledger/move-once.ts), and it keeps every promise of an idempotent money call: a double click moves
 * once and both get the same answer, a later retry too, the same key with another body is 409
 * idempotency_key_reused, a transfer the balance cannot pay is 409 insufficient_balance and does not use the key up.
 */
import { expect, it } from 'vitest';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { walletTransferCall } from '../../../src/api/calls/money/wallets';
import { describeEachDatabase, OTHER_MERCHANT } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, walletsOf } from '../studio/studio-players';

describeEachDatabase('wallet transfer: one statement, idempotent', (platform) => {
  it('a double click moves once; a retry answers the same; another body with the key is refused', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 50_000, OTHER_MERCHANT);
    const opts = { token: player.token, merchant: OTHER_MERCHANT };
    const body = { vendor: 'INHOUSE', direction: 'in' as const, amount: 20_000, idempotencyKey: key() };
    const answers = await Promise.all([1, 2, 3].map(() => p.call(walletTransferCall, { ...opts, body })));
    for (const answer of answers)
      expect([answer.status, answer.value]).toEqual([200, { main: 30_000, vendor: 20_000 }]);
    const later = await p.call(walletTransferCall, { ...opts, body });
    expect(later.value).toEqual({ main: 30_000, vendor: 20_000 });
    const changed = await p.call(walletTransferCall, { ...opts, body: { ...body, amount: 1 } });
    expect([changed.status, changed.json.code]).toEqual([409, 'idempotency_key_reused']);
    const back = await p.call(walletTransferCall, {
      ...opts,
      body: { vendor: 'INHOUSE', direction: 'out', amount: 5_000, idempotencyKey: key() },
    });
    expect(back.value).toEqual({ main: 35_000, vendor: 15_000 });
    const wallets = await walletsOf(p, player);
    expect(wallets.main).toBe(35_000);
    expect(wallets.vendors.find((w) => w.vendor === 'INHOUSE')?.balance).toBe(15_000);
    await expectLedgerBalanced(p, OTHER_MERCHANT);
  });

  it('a transfer the balance cannot pay is insufficient_balance and leaves its key free', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 1_000, OTHER_MERCHANT);
    const opts = { token: player.token, merchant: OTHER_MERCHANT };
    const body = { vendor: 'INHOUSE', direction: 'in' as const, amount: 3_000, idempotencyKey: key() };
    const refused = await p.call(walletTransferCall, { ...opts, body });
    expect([refused.status, refused.json.code]).toEqual([409, 'insufficient_balance']);
    await p.admin(adminAdjustBalanceCall, {
      body: {
        merchantCode: OTHER_MERCHANT,
        username: player.username,
        amount: 2_000,
        reason: 'top up',
        idempotencyKey: key(),
      },
    });
    const moved = await p.call(walletTransferCall, { ...opts, body });
    expect([moved.status, moved.value]).toEqual([200, { main: 0, vendor: 3_000 }]);
  });
});
