// @vitest-environment node
/**
 * Game money is bounded by the game: a vendor credit settles a debit of the same round and player, and pays at
 * most the game's maximum multiplier times the stake and the merchant's maximum win per round. Above a cap the
 * credit is refused (`win_over_cap`), nothing is paid, the round is held, the operator sees it (GET
 * /admin/vendor/held-rounds) and settles it once. On PGlite and PostgreSQL; the ledger check (with its
 * reconciliation of game-house movements and bets) stays OK after each case.
 */
import { expect, it } from 'vitest';
import { adminHeldRoundsCall, adminSettleHeldRoundCall } from '../../../src/api/calls/admin-vendors';
import { stakeLimits } from '../../../src/api/calls/studio/games';
import { describeEachDatabase, MERCHANT } from '../harness';
import { expectLedgerBalanced, fundedPlayer, walletsOf } from '../studio/studio-players';
import { betOf, callback, launchTicket, round } from './vendor-calls';

const STAKE = 1_000;
/** PG slots are RNG: 5,000 times the stake (games/catalogue.ts MAX_WIN_MULTIPLIERS). */
const RNG_CAP = 5_000 * STAKE;
/** No tenant file sets maxWinPerRound: 100 of BDT's largest stakes. */
const MERCHANT_CAP = 100 * stakeLimits('BDT').max;

describeEachDatabase('vendor wins bounded by the game', (platform) => {
  const setup = async (funds = 10 * STAKE) => {
    const p = platform();
    const player = await fundedPlayer(p, funds);
    const token = await launchTicket(p, player);
    const send = (action: string, fields: Record<string, unknown>, options = {}) =>
      callback(p, action, fields, { merchant: MERCHANT, ...options });
    return { p, player, token, send };
  };

  const heldRounds = async (p: ReturnType<typeof platform>) => {
    const res = await p.admin(adminHeldRoundsCall, { query: { merchantCode: MERCHANT } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.value;
  };

  const settle = (p: ReturnType<typeof platform>, betId: number, decision: 'pay_capped' | 'void') =>
    p.admin(adminSettleHeldRoundCall, { body: { merchantCode: MERCHANT, betId, decision } });

  it('a forged credit (bad signature) is refused and pays nothing', async () => {
    const { p, player, token, send } = await setup();
    const r = round();
    await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
    const forged = await send(
      'credit',
      { token, transactionId: r.credit, roundId: r.roundId, amount: 9_000_000_000_000 },
      { secret: 'guessed-secret' },
    );
    expect([forged.status, forged.body.code]).toEqual([401, 'signature_invalid']);
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE);
    expect(await betOf(p, player, r.roundId)).toMatchObject({ status: 'open', win: 0 });
    await expectLedgerBalanced(p);
  });

  it('a credit without a debit is refused: free rounds are not a thing the wallet pays', async () => {
    const { p, player, token, send } = await setup();
    const r = round();
    const credit = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: STAKE });
    expect([credit.status, credit.body.code]).toEqual([404, 'round_unknown']);
    expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
    expect(await betOf(p, player, r.roundId)).toBeUndefined();
    await expectLedgerBalanced(p);
  });

  it("a credit naming another member's round is refused; the round's own player is paid", async () => {
    const { p, player, token, send } = await setup();
    const other = await setup();
    const r = round();
    await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
    const stolen = await send('credit', {
      token: other.token,
      transactionId: r.credit,
      roundId: r.roundId,
      amount: 2 * STAKE,
    });
    expect([stolen.status, stolen.body.code]).toEqual([403, 'round_not_this_player']);
    expect((await walletsOf(p, other.player)).main).toBe(10 * STAKE);
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE);
    // The refusal kept no claim: the right player's credit under the same id is paid.
    const paid = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 2 * STAKE });
    expect(paid).toMatchObject({ status: 200, body: { value: { balance: 11 * STAKE } } });
    await expectLedgerBalanced(p);
  });

  it("a win above the game's multiplier is refused and held; the operator pays the cap exactly once", async () => {
    const { p, player, token, send } = await setup();
    const r = round();
    await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
    const credit = { token, transactionId: r.credit, roundId: r.roundId, amount: RNG_CAP + 1 };
    const refused = await send('credit', credit);
    expect([refused.status, refused.body.code]).toEqual([422, 'win_over_cap']);
    // A repeat of the same credit (a new timestamp and signature) answers the same refusal and pays nothing.
    const again = await send('credit', credit, { at: Date.now() + 1_000 });
    expect([again.status, again.body.code]).toEqual([422, 'win_over_cap']);
    // While held, the aggregator can neither pay it another way nor roll it back.
    const other = await send('credit', { ...credit, transactionId: `${r.roundId}:c2`, amount: STAKE });
    expect([other.status, other.body.code]).toEqual([409, 'round_held']);
    const rollback = await send('rollback', {
      transactionId: `${r.roundId}:rb`,
      roundId: r.roundId,
      debitTransactionId: r.debit,
    });
    expect([rollback.status, rollback.body.code]).toEqual([409, 'round_held']);
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE);
    expect(await betOf(p, player, r.roundId)).toMatchObject({ status: 'open', win: 0 });

    const held = (await heldRounds(p)).find((row) => row.roundId === r.roundId);
    expect(held).toMatchObject({
      username: player.username,
      vendor: 'PG',
      gameType: 'RNG',
      stake: STAKE,
      claimedWin: RNG_CAP + 1,
      cap: RNG_CAP,
      capKind: 'game',
    });
    expect(Date.parse(held?.heldAt ?? '')).not.toBeNaN();
    await expectLedgerBalanced(p);

    const betId = held?.betId as number;
    const paid = await settle(p, betId, 'pay_capped');
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.value).toEqual({ betId, resolution: 'paid', amount: RNG_CAP, balance: 9 * STAKE + RNG_CAP });
    const twice = await settle(p, betId, 'void');
    expect([twice.status, twice.json]).toMatchObject([409, { code: 'request_already_handled' }]);
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE + RNG_CAP);
    expect(await betOf(p, player, r.roundId)).toMatchObject({ status: 'settled', win: RNG_CAP });
    expect((await heldRounds(p)).some((row) => row.betId === betId)).toBe(false);
    // The aggregator's retry still gets its refusal, and the settled round takes nothing more.
    expect((await send('credit', credit, { at: Date.now() + 2_000 })).body.code).toBe('win_over_cap');
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE + RNG_CAP);
    await expectLedgerBalanced(p);
  });

  it("a win above the merchant's maximum win per round is held; voiding it returns the stake once", async () => {
    // 500 taka: the game's cap (5,000 stakes) is above the merchant's, so the merchant's is the one hit.
    const stake = 50_000;
    const { p, player, token, send } = await setup(stake);
    const r = round();
    await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: stake });
    // The probe's credit: nine trillion minor units on a stake.
    const probe = await send('credit', {
      token,
      transactionId: r.credit,
      roundId: r.roundId,
      amount: 9_000_000_000_000,
    });
    expect([probe.status, probe.body.code]).toEqual([422, 'win_over_cap']);
    expect((await walletsOf(p, player)).main).toBe(0);
    const held = (await heldRounds(p)).find((row) => row.roundId === r.roundId);
    expect(held).toMatchObject({ stake, claimedWin: 9_000_000_000_000, cap: MERCHANT_CAP, capKind: 'merchant' });

    const betId = held?.betId as number;
    const voided = await settle(p, betId, 'void');
    expect(voided.value).toEqual({ betId, resolution: 'voided', amount: stake, balance: stake });
    const twice = await settle(p, betId, 'pay_capped');
    expect([twice.status, twice.json]).toMatchObject([409, { code: 'request_already_handled' }]);
    expect((await walletsOf(p, player)).main).toBe(stake);
    expect(await betOf(p, player, r.roundId)).toMatchObject({ status: 'rolled_back' });
    await expectLedgerBalanced(p);
  });

  it('a win at the cap is paid; settling an unknown round is 404', async () => {
    const { p, player, token, send } = await setup();
    const r = round();
    await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
    const paid = await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: RNG_CAP });
    expect(paid).toMatchObject({ status: 200, body: { value: { balance: 9 * STAKE + RNG_CAP } } });
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE + RNG_CAP);
    const unknown = await settle(p, 2_000_000_000, 'void');
    expect([unknown.status, unknown.json]).toMatchObject([404, { code: 'not_found' }]);
    await expectLedgerBalanced(p);
  });
});
