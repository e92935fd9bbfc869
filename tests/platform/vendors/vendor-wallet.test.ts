// @vitest-environment node
/**
 * The seamless-wallet callbacks (platform/vendors) on PGlite and PostgreSQL, sent as the simulator's server
 * sends them: debit then credit, repeats, callbacks out of order, forged, tampered and replayed ones, stakes
 * the wallet or the limits refuse, and a transfer-wallet merchant playing from the vendor wallet. After each,
 * the ledger check is green: no callback creates or destroys money.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { adminWalletSettingsCall } from '../../../src/api/calls/admin';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { walletTransferCall } from '../../../src/api/calls/money/wallets';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, walletsOf } from '../studio/studio-players';
import { betOf, callback, launchTicket, round } from './vendor-calls';

const STAKE = 1_000;

describeEachDatabase('vendor wallet callbacks', (platform) => {
  const setup = async (funds = 10 * STAKE) => {
    const p = platform();
    const player = await fundedPlayer(p, funds);
    const token = await launchTicket(p, player);
    const send = (action: string, fields: Record<string, unknown>, options = {}) =>
      callback(p, action, fields, { merchant: MERCHANT, ...options });
    return { p, player, token, send };
  };

  describe('a round', () => {
    it('debit takes the stake and opens the bet; credit pays the win and settles it', async () => {
      const { p, player, token, send } = await setup();
      const balance = await send('balance', { token });
      expect(balance).toMatchObject({ status: 200, body: { success: true, value: { balance: 10 * STAKE } } });

      const r = round();
      const debit = await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      expect(debit.body.value?.balance).toBe(9 * STAKE);
      expect(await betOf(p, player, r.roundId)).toMatchObject({ stake: STAKE, win: 0, status: 'open', vendor: 'PG' });

      const credit = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 2_500 });
      expect(credit.body.value?.balance).toBe(9 * STAKE + 2_500);
      expect(await betOf(p, player, r.roundId)).toMatchObject({ stake: STAKE, win: 2_500, status: 'settled' });
      expect((await walletsOf(p, player)).main).toBe(9 * STAKE + 2_500);
      await expectLedgerBalanced(p);
    });

    it('a lost round settles with a credit of 0', async () => {
      const { p, player, token, send } = await setup();
      const r = round();
      await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      const credit = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 0 });
      expect(credit).toMatchObject({ status: 200, body: { value: { balance: 9 * STAKE } } });
      expect(await betOf(p, player, r.roundId)).toMatchObject({ win: 0, status: 'settled' });
      await expectLedgerBalanced(p);
    });

    it('rollback returns the stake and marks the bet rolled back; a later credit is refused', async () => {
      const { p, player, token, send } = await setup();
      const r = round();
      await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      const rollback = await send('rollback', {
        transactionId: `${r.roundId}:rb`,
        roundId: r.roundId,
        debitTransactionId: r.debit,
      });
      expect(rollback).toMatchObject({ status: 200, body: { value: { balance: 10 * STAKE } } });
      expect(await betOf(p, player, r.roundId)).toMatchObject({ status: 'rolled_back' });
      const credit = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 5_000 });
      expect([credit.status, credit.body.code]).toEqual([409, 'round_rolled_back']);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
      await expectLedgerBalanced(p);
    });

    it('a rollback after the credit is refused: the round is settled', async () => {
      const { p, token, send } = await setup();
      const r = round();
      await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 0 });
      const rollback = await send('rollback', {
        transactionId: `${r.roundId}:rb`,
        roundId: r.roundId,
        debitTransactionId: r.debit,
      });
      expect([rollback.status, rollback.body.code]).toEqual([409, 'round_settled']);
      const second = await send('credit', {
        token,
        transactionId: `${r.roundId}:c2`,
        roundId: r.roundId,
        amount: 9_000,
      });
      expect([second.status, second.body.code]).toEqual([409, 'round_settled']);
      await expectLedgerBalanced(p);
    });
  });

  describe('repeats', () => {
    it('a repeated debit, credit or rollback answers as the first time and moves nothing', async () => {
      const { p, player, token, send } = await setup();
      const r = round();
      const debit = { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE };
      const first = await send('debit', debit);
      // A retry is a new HTTP request (a later timestamp, so a new signature) with the same transaction.
      const again = await send('debit', debit, { at: Date.now() + 1_000 });
      expect(again).toEqual(first);
      const credit = { token, transactionId: r.credit, roundId: r.roundId, amount: 1_500 };
      const paid = await send('credit', credit);
      expect(await send('credit', credit)).toEqual(paid);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE - STAKE + 1_500);

      const other = round();
      await send('debit', { token, transactionId: other.debit, roundId: other.roundId, amount: STAKE });
      const rollback = {
        transactionId: `${other.roundId}:rb`,
        roundId: other.roundId,
        debitTransactionId: other.debit,
      };
      const refunded = await send('rollback', rollback);
      expect(await send('rollback', rollback)).toEqual(refunded);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE - STAKE + 1_500);
      await expectLedgerBalanced(p);
    });

    it('a transaction id reused for another request is refused', async () => {
      const { token, send } = await setup();
      const r = round();
      await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      const changed = await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: 2 * STAKE });
      expect([changed.status, changed.body.code]).toEqual([409, 'transaction_conflict']);
      const second = await send('debit', { token, transactionId: `${r.debit}2`, roundId: r.roundId, amount: STAKE });
      expect([second.status, second.body.code]).toEqual([409, 'round_exists']);
    });
  });

  describe('out of order', () => {
    it('a credit before its debit is refused, and accepted once the debit arrived', async () => {
      const { p, player, token, send } = await setup();
      const r = round();
      const credit = { token, transactionId: r.credit, roundId: r.roundId, amount: 3_000 };
      const early = await send('credit', credit);
      expect([early.status, early.body.code]).toEqual([404, 'round_unknown']);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
      await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      expect(await send('credit', credit)).toMatchObject({ status: 200, body: { value: { balance: 12 * STAKE } } });
      await expectLedgerBalanced(p);
    });

    it('a rollback before its debit leaves a tombstone: the late debit is refused and takes nothing', async () => {
      const { p, player, token, send } = await setup();
      const r = round();
      const rollback = await send('rollback', {
        transactionId: `${r.roundId}:rb`,
        roundId: r.roundId,
        debitTransactionId: r.debit,
      });
      expect(rollback).toMatchObject({ status: 200, body: { success: true, value: { balance: null } } });
      const late = await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      expect([late.status, late.body.code]).toEqual([409, 'debit_rolled_back']);
      const credit = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: STAKE });
      expect([credit.status, credit.body.code]).toEqual([409, 'round_rolled_back']);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
      expect(await betOf(p, player, r.roundId)).toBeUndefined();
      await expectLedgerBalanced(p);
    });
  });

  describe('refusals', () => {
    it('forged, unsigned, tampered, stale and malformed callbacks are refused with a code and move nothing', async () => {
      const { p, player, token, send } = await setup();
      const r = round();
      const debit = { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE };
      const refusals = [
        await send('debit', debit, { secret: 'not-the-shared-secret' }),
        await send('debit', debit, { unsigned: true }),
        await send('debit', debit, { tamper: (body: string) => body.replace(`"amount":${STAKE}`, '"amount":1') }),
        await send('debit', debit, { at: Date.now() - 6 * 60_000 }),
        await send('debit', debit, { at: Date.now() + 6 * 60_000 }),
        await send('debit', { ...debit, amount: -5 }),
        await send('debit', { ...debit, amount: 10.5 }),
        await send('debit', { ...debit, extra: true }),
        await send('debit', { ...debit, token: 'x'.repeat(43) }),
        await send('launch', debit),
      ];
      expect(refusals.map((a) => [a.status, a.body.code])).toEqual([
        [401, 'signature_invalid'],
        [401, 'signature_invalid'],
        [401, 'signature_invalid'],
        [401, 'request_stale'],
        [401, 'request_stale'],
        [400, 'request_invalid'],
        [400, 'request_invalid'],
        [400, 'request_invalid'],
        [401, 'token_invalid'],
        [400, 'request_invalid'],
      ]);
      // Signed but hostile bodies: other JSON values, wrong types, odd ids, a huge amount — 400, never 5xx.
      for (const body of ['null', '[]', '"debit"', '{}', `{"timestamp":"${Date.now()}"}`]) {
        const res = await send('debit', {}, { raw: body });
        expect([res.status, res.body.code]).toEqual([400, 'request_invalid']);
      }
      const odd = [
        { ...debit, transactionId: 'a b' },
        { ...debit, roundId: 'x'.repeat(81) },
        { ...debit, amount: 2 ** 60 },
        { ...debit, amount: '1000' },
      ];
      for (const fields of odd) expect((await send('debit', fields)).body.code).toBe('request_invalid');
      const unknown = await p.request('POST', '/lgw/vendor-wallet/nobody/debit', { body: '{}' });
      expect(unknown.status).toBe(404);
      const notJson = await send('debit', debit, { tamper: () => '{not json' });
      expect(notJson.status).toBe(401);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
      await expectLedgerBalanced(p);
    });

    it("a token only works at its own merchant, and a credit cannot close another merchant's round", async () => {
      const { p, token, send } = await setup();
      const r = round();
      const elsewhere = await callback(
        p,
        'debit',
        { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE },
        {
          merchant: OTHER_MERCHANT,
        },
      );
      expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 'token_invalid']);
      await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      const credit = await callback(
        p,
        'credit',
        { token, transactionId: r.credit, roundId: r.roundId, amount: 1 },
        {
          merchant: OTHER_MERCHANT,
        },
      );
      expect([credit.status, credit.body.code]).toEqual([404, 'round_unknown']);
    });

    it('a trial user may open a game (FREEPLAY3) but never stake, even with money in the wallet', async () => {
      const p = platform();
      const funded = await p.admin(adminAdjustBalanceCall, {
        body: {
          merchantCode: MERCHANT,
          username: 'bdtrial',
          amount: STAKE,
          reason: 'vendor test',
          idempotencyKey: key(),
        },
      });
      expect(funded.status).toBe(200);
      const trial = { token: await p.login('bdtrial', 'Player123'), username: 'bdtrial', merchant: MERCHANT };
      const token = await launchTicket(p, trial);
      const r = round();
      const debit = await callback(
        p,
        'debit',
        { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE },
        {
          merchant: MERCHANT,
        },
      );
      expect([debit.status, debit.body.code]).toEqual([403, 'player_blocked']);
      await expectLedgerBalanced(p);
    });

    it('a stake above the balance, below the minimum or above the maximum is refused', async () => {
      const { p, player, token, send } = await setup(STAKE);
      const first = ids();
      const refused = [
        await send('debit', { token, ...first, amount: 2 * STAKE }),
        await send('debit', { token, ...ids(), amount: 99 }),
        await send('debit', { token, ...ids(), amount: 1_000_001 }),
      ];
      expect(refused.map((a) => [a.status, a.body.code])).toEqual([
        [409, 'insufficient_balance'],
        [400, 'stake_out_of_range'],
        [400, 'stake_out_of_range'],
      ]);
      // A refused debit leaves no claim behind: its transaction id is free for the retry the stake allows.
      const exact = await send('debit', { token, ...first, amount: STAKE });
      expect(exact.body.value?.balance).toBe(0);
      expect((await walletsOf(p, player)).main).toBe(0);
      await expectLedgerBalanced(p);
    });
  });

  it('a transfer-wallet merchant plays from the vendor wallet, not the main one', async () => {
    const p = platform();
    // Money moved by hand: the launch's own move (games-launch-wallet.test.ts) is off for this merchant here.
    await p.admin(adminWalletSettingsCall, { body: { merchantCode: OTHER_MERCHANT, autoTransfer: false } });
    onTestFinished(async () => {
      await p.admin(adminWalletSettingsCall, { body: { merchantCode: OTHER_MERCHANT, autoTransfer: true } });
    });
    const player = await fundedPlayer(p, 10 * STAKE, OTHER_MERCHANT);
    expect((await walletsOf(p, player)).isSingle).toBe(false);
    const moved = await p.call(walletTransferCall, {
      token: player.token,
      merchant: OTHER_MERCHANT,
      body: { vendor: 'JL', direction: 'in', amount: 4 * STAKE, idempotencyKey: key() },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const token = await launchTicket(p, player, 'JL', 'RNG');
    const send = (action: string, fields: Record<string, unknown>) =>
      callback(p, action, fields, { merchant: OTHER_MERCHANT });
    expect((await send('balance', { token })).body.value?.balance).toBe(4 * STAKE);
    const r = round();
    expect(
      (await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE })).body.value,
    ).toEqual({
      balance: 3 * STAKE,
      currency: 'PKR',
    });
    await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 2 * STAKE });
    const wallets = await walletsOf(p, player);
    expect(wallets.main).toBe(6 * STAKE);
    expect(wallets.vendors.find((v) => v.vendor === 'JL')?.balance).toBe(5 * STAKE);
    // More than the vendor wallet holds is refused even though the main wallet could pay it.
    const r2 = round();
    const big = await send('debit', { token, transactionId: r2.debit, roundId: r2.roundId, amount: 6 * STAKE });
    expect([big.status, big.body.code]).toEqual([409, 'insufficient_balance']);
    await expectLedgerBalanced(p, OTHER_MERCHANT);
  });
});

function ids() {
  const r = round();
  return { transactionId: r.debit, roundId: r.roundId };
}
