/**
 * The studio's games as round outcomes on the wire (src/api/calls/studio/round.ts): play a slot spin or a
 * dice roll from a seed pair and nonce, and play a recorded round again for the verify call.
 */
import { type DiceBet, diceWin } from '../../src/api/calls/studio/dice';
import type { RoundOutcome } from '../../src/api/calls/studio/round';
import { slotWin } from '../../src/api/calls/studio/slot-outcome';
import { playDice, playSlot } from './engine';

export function slotOutcome(serverSeed: string, clientSeed: string, nonce: number, stake: number) {
  const round = playSlot(serverSeed, clientSeed, nonce);
  const outcome: RoundOutcome = { game: 'slot', ...round };
  return { outcome, win: slotWin(stake, round) };
}

export function diceOutcome(serverSeed: string, clientSeed: string, nonce: number, stake: number, bet: DiceBet) {
  const rolled = playDice(serverSeed, clientSeed, nonce, bet);
  const outcome: RoundOutcome = { game: 'dice', side: bet.side, target: bet.target, ...rolled };
  return { outcome, win: diceWin(stake, rolled) };
}

/** The recorded round played again from its (revealed) server seed: the same bet, the same inputs. */
export function replay(recorded: RoundOutcome, serverSeed: string, clientSeed: string, nonce: number): RoundOutcome {
  if (recorded.game === 'slot') return slotOutcome(serverSeed, clientSeed, nonce, 0).outcome;
  return diceOutcome(serverSeed, clientSeed, nonce, 0, { side: recorded.side, target: recorded.target }).outcome;
}
