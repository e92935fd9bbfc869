// @vitest-environment node
/**
 * What the studio refuses, on PGlite and PostgreSQL, each with its code and without moving money: a double
 * click (one stake, the same round answered twice), a reused key with another body, a stake the balance
 * cannot pay, stakes outside the limits, a dice bet outside 1-98%, a trial user. And a transfer-wallet
 * merchant: rounds move the main wallet there too, never a vendor wallet.
 */
import { expect, it } from 'vitest';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { walletTransferCall } from '../../../src/api/calls/money/wallets';
import { stakeLimits } from '../../../src/api/calls/studio/games';
import { diceRollCall, slotSpinCall } from '../../../src/api/calls/studio/play';
import { studioRoundsCall } from '../../../src/api/calls/studio/rounds';
import { seedPairCall } from '../../../src/api/calls/studio/seeds';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, walletsOf } from './studio-players';

describeEachDatabase('studio: refusals and wallets', (platform) => {
  it('a double click plays one round and takes one stake; the same key with another stake is refused', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 10_000);
    const body = { stake: 1_000, idempotencyKey: key() };
    const [first, second] = await Promise.all([
      p.call(slotSpinCall, { token: player.token, body }),
      p.call(slotSpinCall, { token: player.token, body }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.value).toEqual(first.value);
    const later = await p.call(slotSpinCall, { token: player.token, body });
    expect(later.value).toEqual(first.value);
    const rounds = await p.call(studioRoundsCall, { token: player.token, query: {} });
    expect(rounds.value.total).toBe(1);
    expect((await walletsOf(p, player)).main).toBe(10_000 - 1_000 + first.value.round.win);
    const seeds = await p.call(seedPairCall, { token: player.token, query: { game: 'slot' } });
    expect(seeds.value.current.nonce).toBe(1);

    const changed = await p.call(slotSpinCall, { token: player.token, body: { ...body, stake: 2_000 } });
    expect([changed.status, changed.json.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('a stake the balance cannot pay is insufficient_balance: no money moves, no round, no nonce used', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 999);
    const refused = await p.call(slotSpinCall, { token: player.token, body: { stake: 1_000, idempotencyKey: key() } });
    expect([refused.status, refused.json.code]).toEqual([409, 'insufficient_balance']);
    const dice = await p.call(diceRollCall, {
      token: player.token,
      body: { stake: 1_000, side: 'under', target: 5_000, idempotencyKey: key() },
    });
    expect([dice.status, dice.json.code]).toEqual([409, 'insufficient_balance']);
    expect((await walletsOf(p, player)).main).toBe(999);
    expect((await p.call(studioRoundsCall, { token: player.token, query: {} })).value.total).toBe(0);
    expect((await p.call(seedPairCall, { token: player.token, query: { game: 'slot' } })).value.current.nonce).toBe(0);
    // The same key, once the money is there, plays: a refusal does not use the key up.
    const broke = await fundedPlayer(p, 0);
    const spin = { stake: 100, idempotencyKey: key() };
    expect((await p.call(slotSpinCall, { token: broke.token, body: spin })).json.code).toBe('insufficient_balance');
    await p.admin(adminAdjustBalanceCall, {
      body: { merchantCode: MERCHANT, username: broke.username, amount: 100, reason: 'top up', idempotencyKey: key() },
    });
    const played = await p.call(slotSpinCall, { token: broke.token, body: spin });
    expect(played.status).toBe(200);
    expect(played.value.balance).toBe(played.value.round.win);
    await expectLedgerBalanced(p);
  });

  it('stakes outside the limits are stake_out_of_range with the limits; bad bets and bodies are bad_request', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 100_000_000);
    const limits = stakeLimits('BDT');
    for (const stake of [limits.min - 1, limits.max + 1]) {
      const slot = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
      expect([slot.status, slot.json.code, slot.json.value]).toEqual([400, 'stake_out_of_range', limits]);
      const dice = await p.call(diceRollCall, {
        token: player.token,
        body: { stake, side: 'over', target: 5_000, idempotencyKey: key() },
      });
      expect([dice.status, dice.json.code]).toEqual([400, 'stake_out_of_range']);
    }
    const bad = [
      { stake: 1_000, side: 'under', target: 99 },
      { stake: 1_000, side: 'under', target: 9_801 },
      { stake: 1_000, side: 'over', target: 9_900 },
      { stake: 1_000, side: 'sideways', target: 5_000 },
      { stake: 1_000, side: 'under', target: 10_000 },
      { stake: 10.5, side: 'under', target: 5_000 },
      { stake: -100, side: 'under', target: 5_000 },
    ];
    for (const body of bad) {
      const res = await p.call(diceRollCall, {
        token: player.token,
        body: { ...body, idempotencyKey: key() } as never,
      });
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([400, 'bad_request']);
    }
    const noKey = await p.call(slotSpinCall, { token: player.token, body: { stake: 1_000 } as never });
    expect([noKey.status, noKey.json.code]).toEqual([400, 'bad_request']);
    const unknownGame = await p.call(seedPairCall, { token: player.token, query: { game: 'poker' } as never });
    expect([unknownGame.status, unknownGame.json.code]).toEqual([400, 'bad_request']);
    expect((await walletsOf(p, player)).main).toBe(100_000_000);
  });

  it('trial users may not play (they cannot play real games)', async () => {
    const p = platform();
    const token = await p.login('bdtrial', 'Player123');
    const res = await p.call(slotSpinCall, { token, body: { stake: 1_000, idempotencyKey: key() } });
    expect([res.status, res.json.code]).toEqual([403, 'trial_user_blocked']);
  });

  it('at a transfer-wallet merchant the rounds move the main wallet too, never a vendor wallet', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 50_000, OTHER_MERCHANT);
    const opts = { token: player.token, merchant: OTHER_MERCHANT };
    const moved = await p.call(walletTransferCall, {
      ...opts,
      body: { vendor: 'INHOUSE', direction: 'in', amount: 20_000, idempotencyKey: key() },
    });
    expect(moved.value).toEqual({ main: 30_000, vendor: 20_000 });
    let main = 30_000;
    for (let i = 0; i < 5; i++) {
      const res = await p.call(slotSpinCall, { ...opts, body: { stake: 1_000, idempotencyKey: key() } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      main += res.value.round.win - 1_000;
      expect(res.value.balance).toBe(main);
    }
    const wallets = await walletsOf(p, player);
    expect(wallets.main).toBe(main);
    expect(wallets.vendors.find((w) => w.vendor === 'INHOUSE')?.balance).toBe(20_000);
    await expectLedgerBalanced(p, OTHER_MERCHANT);
  });
});
