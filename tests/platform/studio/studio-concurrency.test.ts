// @vitest-environment node
/**
 * 40 rounds at once on one account, on PGlite and PostgreSQL: a thin balance must refuse what it cannot pay
 * (insufficient_balance, never an overdraft or a 5xx), every accepted round gets its own nonce in order, the
 * balance equals funds − stakes + wins, and the ledger check stays green. 40 at once are four times the PostgreSQL
 * pool's connections, all on one account's row and one seed pair per game.
 */
import { expect, it } from 'vitest';
import { diceRollCall, slotSpinCall } from '../../../src/api/calls/studio/play';
import { studioRoundsCall } from '../../../src/api/calls/studio/rounds';
import { describeEachDatabase, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from './studio-players';

const ROUNDS = 40;
const STAKE = 1_000;

/** ROUNDS rounds at once: slot spins and dice rolls in turn, or (`sureLoss`) only dice rolls at 98% chance. */
async function storm(p: TestPlatform, player: Player, sureLoss = false) {
  const answers = await Promise.all(
    Array.from({ length: ROUNDS }, (_, i) =>
      i % 2 && !sureLoss
        ? p.call(slotSpinCall, { token: player.token, body: { stake: STAKE, idempotencyKey: key() } })
        : p.call(diceRollCall, {
            token: player.token,
            body: { stake: STAKE, side: 'under', target: sureLoss ? 9_800 : 4_800, idempotencyKey: key() },
          }),
    ),
  );
  const played = answers.filter((a) => a.status === 200).map((a) => a.value);
  const refused = answers.filter((a) => a.status !== 200);
  for (const answer of refused) expect([answer.status, answer.json.code]).toEqual([409, 'insufficient_balance']);
  for (const { balance } of played) expect(balance).toBeGreaterThanOrEqual(0);
  return { played, refused };
}

function expectNoncesInOrder(played: { round: { game: string; nonce: number } }[]) {
  for (const game of ['slot', 'dice']) {
    // Each game's accepted rounds used its pair's nonces 0, 1, 2 … with no gap and no repeat.
    const nonces = played
      .filter((r) => r.round.game === game)
      .map((r) => r.round.nonce)
      .sort((a, b) => a - b);
    expect(nonces).toEqual(nonces.map((_, i) => i));
  }
}

describeEachDatabase('studio: 40 simultaneous rounds on one account', (platform) => {
  it('a thin balance: rounds it cannot pay are refused, none overdraws, the books balance', async () => {
    const p = platform();
    // Dice at 98% returns at most 979 of a 1,000 stake, so every round costs at least 21: a stake and a half pays
    // for at most 24 rounds whatever the rolls (a round needs a whole stake), and the other 16 or more must be
    // refused.
    const funds = 1.5 * STAKE;
    const player = await fundedPlayer(p, funds);
    const { played, refused } = await storm(p, player, true);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(played.length).toBeLessThanOrEqual(24);
    expect(refused.length).toBe(ROUNDS - played.length);
    expectNoncesInOrder(played);
    const wins = played.reduce((sum, r) => sum + r.round.win, 0);
    const main = (await walletsOf(p, player)).main;
    expect(main).toBe(funds - played.length * STAKE + wins);
    expect(main).toBeGreaterThanOrEqual(0);
    const listed = await p.call(studioRoundsCall, { token: player.token, query: { pageSize: 1 } });
    expect(listed.value.total).toBe(played.length);
    await expectLedgerBalanced(p);
  });

  it('enough money: all 40 play, each once, and the balance is exactly funds − stakes + wins', async () => {
    const p = platform();
    const funds = 1_000 * STAKE;
    const player = await fundedPlayer(p, funds);
    const { played, refused } = await storm(p, player);
    expect(refused).toEqual([]);
    expect(played).toHaveLength(ROUNDS);
    expect(new Set(played.map((r) => r.round.roundId)).size).toBe(ROUNDS);
    expectNoncesInOrder(played);
    const wins = played.reduce((sum, r) => sum + r.round.win, 0);
    expect((await walletsOf(p, player)).main).toBe(funds - ROUNDS * STAKE + wins);
    await expectLedgerBalanced(p);
  });
});
