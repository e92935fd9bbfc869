/**
 * One real-money round of a studio game, all in the caller's database transaction (the idempotent call's):
 * take the member's active seed pair (row lock) and its next nonce, play the game from them, post the stake
 * (player → game house) and, if it won, the win (game house → player) through the ledger, and write the bet
 * row. The stake posting refuses to overdraw, so a round the balance cannot pay rolls back whole: no stake,
 * no nonce used, no bet row. Main-wallet postings notify the live balance on commit (ledger/post.ts).
 *
 * The path for a round that needs a transaction of its own: a player with limits (checked under their locks), a
 * win a follower records. Others take round-statement.ts, the same round in one statement. Three statements
 * when warm: the nonce (seeds.ts takeNonce), stake and win as one ledger batch, and the bet row, which rides along
 * with the idempotency answer when the caller hands in its tools (OnceTools).
 */

import { STUDIO_VENDOR } from '../../src/api/calls/studio/games';
import type { StudioRound } from '../../src/api/calls/studio/round';
import { tellWin } from '../core/settled-wins';
import type { Database } from '../db/database';
import type { OnceTools } from '../ledger/idempotency';
import { insufficientBalance, moveBetween } from '../ledger/movements';
import { roundAccounts } from './play-account';
import { BET_COLUMNS, betValues, playedRound, type RoundInput, roundMovements } from './round-facts';
import { takeNonce } from './seeds';

export type { RoundInput, StoredResult } from './round-facts';

const INSERT_BET = `INSERT INTO bets (${BET_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $10, $11)`;

export async function playRound(
  tx: Database,
  input: RoundInput,
  tools?: OnceTools,
): Promise<{ round: StudioRound; balance: number }> {
  const { merchant, memberId, now } = input;
  const seed = await takeNonce(tx, memberId, input.game, now);
  const played = playedRound(input, seed, seed.nonce);
  const moved = await moveBetween(
    tx,
    merchant,
    roundAccounts(merchant, memberId),
    now,
    (ids) => roundMovements(input, played, ids),
    insufficientBalance('the balance is too low for this stake'),
  );
  const last = moved.posted[moved.posted.length - 1];
  const balance = last?.balances.get(moved.ids.player) ?? 0;

  const bet = [...betValues(input, played), moved.posted[0]?.transactionId];
  if (tools) tools.alongside(INSERT_BET, bet);
  else await tx.query(INSERT_BET, bet);
  const { round } = played;
  if (round.win > 0 && input.followers?.length) {
    await tellWin(input.followers, tx, {
      merchant,
      memberId,
      vendor: STUDIO_VENDOR,
      gameCode: input.game,
      roundId: round.roundId,
      win: round.win,
      at: now,
    });
  }
  return { round, balance };
}
