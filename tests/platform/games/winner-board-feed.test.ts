// @vitest-environment node
/**
 * The home's winner boards follow real play (games/board-feed.ts, told by the studio and the vendors in the
 * paying transaction): a win of at least the merchant's board minimum (tenant winnerBoardMinWin, else 1,000 × the
 * currency's smallest stake) joins that merchant's board once, under the member's masked name; a smaller win does
 * not, nor does a repeated credit, and another merchant's board is unaffected.
 */
import { expect, it } from 'vitest';
import { maskName } from '../../../platform/core/personal-details';
import { boardMinWin } from '../../../platform/games';
import { winnerBoardCall } from '../../../src/api/calls/games/lobby';
import { diceRollCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { fundedPlayer, key, type Player } from '../studio/studio-players';
import { callback, launchTicket, round } from '../vendors/vendor-calls';

/** Bangladesh's board minimum: 1,000 taka (no winnerBoardMinWin in its tenant file). */
const MIN_WIN = 100_000;

/** Rolls the 98% dice bet at `stake` until it wins (a loss costs the stake); answers the win. */
async function diceWin(p: TestPlatform, player: Player, stake: number): Promise<{ win: number; roundId: string }> {
  for (let roll = 0; roll < 20; roll += 1) {
    const res = await p.call(diceRollCall, {
      token: player.token,
      merchant: player.merchant,
      body: { stake, side: 'under', target: 9_800, idempotencyKey: key() },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    if (res.value.round.win > 0) return { win: res.value.round.win, roundId: res.value.round.roundId };
  }
  throw new Error('twenty 98% rolls lost');
}

/** The board as a visitor reads it (once per merchant: an answer is cached for a few seconds). */
async function board(p: TestPlatform, merchant: string) {
  const res = await p.call(winnerBoardCall, { merchant, query: { gameCategory: 'ALL', limitNum: 20 } });
  expect(res.status).toBe(200);
  return res.value.list.map(({ vo }) => vo);
}

describeEachDatabase('winner board fed by real play', (platform) => {
  it('takes the default minimum from the smallest stake of the currency', () => {
    expect(boardMinWin({ currency: 'BDT' })).toBe(MIN_WIN);
    expect(boardMinWin({ currency: 'MMK' })).toBe(5_000_000);
    expect(boardMinWin({ currency: 'BDT', winnerBoardMinWin: 2_500 })).toBe(250_000);
  });

  it("lists a big studio win and a big vendor win once on the merchant's board, and no small win", async () => {
    const p = platform();
    // Distinct prefixes give distinct masked names (two first letters, stars, last letter), which the board shows.
    const big = await fundedPlayer(p, 10_000_000, MERCHANT, 'big');
    const small = await fundedPlayer(p, 100_000, MERCHANT, 'small');
    const vendorPlayer = await fundedPlayer(p, 1_000_000, MERCHANT, 'vendor');
    const other = await fundedPlayer(p, 10_000_000, OTHER_MERCHANT, 'other');

    const bigRound = await diceWin(p, big, 200_000);
    expect(bigRound.win).toBeGreaterThanOrEqual(MIN_WIN);
    const smallRound = await diceWin(p, small, 1_000);
    expect(smallRound.win).toBeLessThan(MIN_WIN);
    const otherRound = await diceWin(p, other, 200_000);

    // The vendor simulator's credits: one big (sent twice, as an aggregator retries), one small.
    const token = await launchTicket(p, vendorPlayer);
    const send = (action: string, fields: Record<string, unknown>) =>
      callback(p, action, fields, { merchant: MERCHANT });
    const bigCredit = round();
    await send('debit', { token, transactionId: bigCredit.debit, roundId: bigCredit.roundId, amount: 100_000 });
    for (let repeat = 0; repeat < 2; repeat += 1) {
      const credit = await send('credit', {
        token,
        transactionId: bigCredit.credit,
        roundId: bigCredit.roundId,
        amount: 150_000,
      });
      expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    }
    const smallCredit = round();
    await send('debit', { token, transactionId: smallCredit.debit, roundId: smallCredit.roundId, amount: 1_000 });
    await send('credit', { token, transactionId: smallCredit.credit, roundId: smallCredit.roundId, amount: 2_500 });

    const listed = await board(p, MERCHANT);
    const entries = (player: Player, win: number) =>
      listed.filter((vo) => vo.customerName === maskName(player.username) && vo.winAmount === win / 100);
    expect(entries(big, bigRound.win)).toHaveLength(1);
    expect(entries(big, bigRound.win)[0]).toMatchObject({ gameName: 'Dice', vassalage: 'INHOUSE', gameType: 'RNG' });
    expect(entries(vendorPlayer, 150_000)).toHaveLength(1);
    expect(entries(vendorPlayer, 150_000)[0]).toMatchObject({ vassalage: 'PG' });
    expect(entries(small, smallRound.win)).toHaveLength(0);
    expect(entries(vendorPlayer, 2_500)).toHaveLength(0);
    // The board's newest wins come with its biggest: the fresh wins are there though the seeded ones are bigger.
    expect(listed).toHaveLength(20);
    expect(listed.map((vo) => vo.customerName)).not.toContain(maskName(other.username));

    const otherBoard = await board(p, OTHER_MERCHANT);
    expect(otherBoard.filter((vo) => vo.winAmount === otherRound.win / 100 && vo.gameName === 'Dice')).toHaveLength(1);
    for (const player of [big, vendorPlayer]) {
      expect(otherBoard.map((vo) => vo.customerName)).not.toContain(maskName(player.username));
    }
  });
});
