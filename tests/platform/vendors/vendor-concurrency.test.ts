// @vitest-environment node
/**
 * 30 debits at once on one account, on PGlite and PostgreSQL: the wallet pays exactly what it holds and
 * refuses the rest (insufficient_balance, never an overdraft or a 5xx); 30 copies of one debit at once take
 * one stake; a rollback racing its own debit either refunds it or tombstones it, never both or neither.
 * 30 at once are three times the PostgreSQL pool's 10 connections (most wait for one, as under load) and three
 * times what the balance pays: every debit meets others on the same row.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, MERCHANT } from '../harness';
import { expectLedgerBalanced, fundedPlayer, walletsOf } from '../studio/studio-players';
import { betOf, callback, launchTicket, round } from './vendor-calls';

const STAKE = 1_000;
const CALLS = 30;

describeEachDatabase('vendor wallet: 30 simultaneous debits on one account', (platform) => {
  const setup = async (funds: number) => {
    const p = platform();
    const player = await fundedPlayer(p, funds);
    const token = await launchTicket(p, player);
    const send = (action: string, fields: Record<string, unknown>) =>
      callback(p, action, fields, { merchant: MERCHANT });
    return { p, player, token, send };
  };

  it('a balance for 10 stakes pays 10 debits and refuses 20; it never goes below zero', async () => {
    const { p, player, token, send } = await setup(10 * STAKE);
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () => {
        const r = round();
        return send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      }),
    );
    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(paid).toHaveLength(10);
    for (const a of refused) expect([a.status, a.body.code]).toEqual([409, 'insufficient_balance']);
    for (const a of paid) expect(a.body.value?.balance).toBeGreaterThanOrEqual(0);
    expect((await walletsOf(p, player)).main).toBe(0);
    await expectLedgerBalanced(p);
  });

  it('30 copies of one debit take one stake and all get the same answer', async () => {
    const { p, player, token, send } = await setup(10 * STAKE);
    const r = round();
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () =>
        send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE }),
      ),
    );
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { value: { balance: 9 * STAKE } } });
    expect((await walletsOf(p, player)).main).toBe(9 * STAKE);
    await expectLedgerBalanced(p);
  });

  it('a rollback racing its debit: the stake is either refunded or never taken', async () => {
    const { p, player, token, send } = await setup(20 * STAKE);
    const rounds = Array.from({ length: 20 }, () => round());
    await Promise.all(
      rounds.flatMap((r) => [
        send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE }),
        send('rollback', { transactionId: `${r.roundId}:rb`, roundId: r.roundId, debitTransactionId: r.debit }),
      ]),
    );
    expect((await walletsOf(p, player)).main).toBe(20 * STAKE);
    for (const r of rounds) {
      const bet = await betOf(p, player, r.roundId);
      // Debit first: a bet refunded; rollback first: no bet at all.
      if (bet) expect(bet.status).toBe('rolled_back');
    }
    await expectLedgerBalanced(p);
  });
});
