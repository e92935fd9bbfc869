/**
 * One round at the simulator: take the stake through the platform's debit, play, and settle the win (0 for a
 * loss) through its credit. The outcome is HMAC-SHA256(outcome key, round id) read as uniform numbers, so it is
 * fixed once the round id is drawn (randomUUID, node:crypto) and a resubmitted round plays the same way: its
 * debit and credit repeat with the same transaction ids and the platform answers them without moving money.
 */
import { createHmac } from 'node:crypto';
import { playSimGame, type SimGame, type SimOutcome, winOf } from './games';
import type { WalletClient } from './wallet-client';

export interface RoundRequest {
  token: string;
  roundId: string;
  game: SimGame;
  choice: string;
  stake: number;
}

export type RoundResult =
  | { ok: true; outcome: SimOutcome; win: number; balance: number | null }
  | { ok: false; code: string; balance: number | null };

export const outcomeDigest = (outcomeKey: string, roundId: string): Buffer =>
  createHmac('sha256', outcomeKey).update(`outcome:${roundId}`).digest();

export async function playSimRound(
  client: WalletClient,
  outcomeKey: string,
  request: RoundRequest,
): Promise<RoundResult> {
  const { token, roundId, stake } = request;
  const debit = await client.debit({ token, roundId, transactionId: `${roundId}:debit`, amount: stake });
  if (!debit.ok) return { ok: false, code: debit.code, balance: null };
  const outcome = playSimGame(request.game, request.choice, outcomeDigest(outcomeKey, roundId));
  const win = winOf(stake, outcome.multiplier);
  // The platform owes this win: a credit that did not get through is sent again under the same id (the
  // platform pays it once); one that never gets through leaves the round open, which the player sees as pending.
  const settle = () => client.credit({ token, roundId, transactionId: `${roundId}:credit`, amount: win });
  let credit = await settle();
  for (let attempt = 1; attempt < 3 && !credit.ok && credit.code === 'vendor_unavailable'; attempt++) {
    credit = await settle();
  }
  // Refused (a win over a cap is held for the operator, win_over_cap) or unreachable: the player sees it pending.
  if (!credit.ok) return { ok: false, code: 'settlement_pending', balance: debit.balance };
  return { ok: true, outcome, win, balance: credit.balance };
}
