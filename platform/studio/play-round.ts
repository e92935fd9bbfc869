/**
 * One real-money round of a studio game, all in the caller's database transaction (the idempotent call's):
 * take the member's active seed pair (row lock) and its next nonce, play the game from them, post the stake
 * (player → game house) and, if it won, the win (game house → player) through the ledger, and write the bet
 * row. The stake posting refuses to overdraw, so a round the balance cannot pay rolls back whole: no stake,
 * no nonce used, no bet row. Main-wallet postings notify the live balance on commit (ledger/post.ts).
 *
 * Three statements when warm: the nonce (seeds.ts takeNonce), stake and win as one ledger batch, and the bet
 * row, which rides along with the idempotency answer when the caller hands in its tools (OnceTools).
 */
import { randomUUID } from 'node:crypto';
import { STUDIO_GAME_TYPE, STUDIO_VENDOR, type StudioGame } from '../../src/api/calls/studio/games';
import type { RoundOutcome, StudioRound } from '../../src/api/calls/studio/round';
import { tellWin, type WinFollower } from '../core/settled-wins';
import type { Database } from '../db/database';
import type { OnceTools } from '../ledger/idempotency';
import { insufficientBalance, moveBetween } from '../ledger/movements';
import { payWin, takeStake } from '../ledger/round-movements';
import type { Merchant } from '../merchants/merchants';
import { roundAccounts } from './play-account';
import { takeNonce } from './seeds';

export interface RoundInput {
  merchant: Merchant;
  memberId: number;
  game: StudioGame;
  stake: number;
  now: Date;
  /** The game itself: its outcome and win (minor units) from the seed pair and nonce. */
  play(serverSeed: string, clientSeed: string, nonce: number): { outcome: RoundOutcome; win: number };
  /** Told of a won round in its transaction (the home's winner boards). */
  followers?: readonly WinFollower[];
}

/** What bets.result holds for a studio round: the outcome and what reproduces it. */
export interface StoredResult {
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: RoundOutcome;
}

export async function playRound(
  tx: Database,
  input: RoundInput,
  tools?: OnceTools,
): Promise<{ round: StudioRound; balance: number }> {
  const { merchant, memberId, game, stake, now } = input;
  const seed = await takeNonce(tx, memberId, game, now);
  const { nonce } = seed;
  const { outcome, win } = input.play(seed.server_seed, seed.client_seed, nonce);

  const roundId = randomUUID();
  const round = { merchantCode: merchant.code, memberId, roundId, memo: `${STUDIO_VENDOR} ${game}`, at: now };
  // Stake and win in one batch: the stake alone must be covered (a win never pays for its own stake).
  const moved = await moveBetween(
    tx,
    merchant,
    roundAccounts(merchant, memberId),
    now,
    ({ player, house }) => [
      takeStake({ ...round, player, house, amount: stake }),
      ...(win > 0 ? [payWin({ ...round, player, house, amount: win })] : []),
    ],
    insufficientBalance('the balance is too low for this stake'),
  );
  const last = moved.posted[moved.posted.length - 1];
  const balance = last?.balances.get(moved.ids.player) ?? 0;

  const result: StoredResult = {
    seedId: seed.id,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce,
    outcome,
  };
  const bet = [
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
       placed_at, settled_at, stake_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $10, $11)`,
    [
      merchant.code,
      memberId,
      STUDIO_VENDOR,
      STUDIO_GAME_TYPE,
      game,
      roundId,
      stake,
      win,
      JSON.stringify(result),
      now,
      moved.posted[0]?.transactionId,
    ],
  ] as const;
  if (tools) tools.alongside(bet[0], [...bet[1]]);
  else await tx.query(bet[0], [...bet[1]]);
  if (win > 0 && input.followers?.length) {
    await tellWin(input.followers, tx, {
      merchant,
      memberId,
      vendor: STUDIO_VENDOR,
      gameCode: game,
      roundId,
      win,
      at: now,
    });
  }
  return {
    round: {
      roundId,
      game,
      stake,
      win,
      time: now.toISOString(),
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce,
      outcome,
    },
    balance,
  };
}
