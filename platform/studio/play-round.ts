/**
 * One real-money round of a studio game, all in the caller's database transaction (the idempotent call's):
 * take the member's active seed pair (row lock) and its next nonce, play the game from them, post the stake
 * (player → game house) and, if it won, the win (game house → player) through the ledger, and write the bet
 * row. The stake posting refuses to overdraw, so a round the balance cannot pay rolls back whole: no stake,
 * no nonce used, no bet row. Main-wallet postings notify the live balance on commit (ledger/post.ts).
 */
import { randomUUID } from 'node:crypto';
import { STUDIO_GAME_TYPE, STUDIO_VENDOR, type StudioGame } from '../../src/api/contract/studio/games';
import type { RoundOutcome, StudioRound } from '../../src/api/contract/studio/round';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { InsufficientFundsError, postTransaction } from '../ledger/post';
import type { Merchant } from '../merchants/merchants';
import { roundAccounts } from './play-account';
import { lockActiveSeed } from './seeds';

export interface RoundInput {
  merchant: Merchant;
  memberId: number;
  singleWallet: boolean;
  game: StudioGame;
  stake: number;
  now: Date;
  /** The game itself: its outcome and win (minor units) from the seed pair and nonce. */
  play(serverSeed: string, clientSeed: string, nonce: number): { outcome: RoundOutcome; win: number };
}

/** What bets.result holds for a studio round: the outcome and what reproduces it. */
export interface StoredResult {
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: RoundOutcome;
}

export async function playRound(tx: Database, input: RoundInput): Promise<{ round: StudioRound; balance: number }> {
  const { merchant, memberId, game, stake, now } = input;
  const seed = await lockActiveSeed(tx, memberId, game, now);
  const nonce = seed.next_nonce;
  await tx.query('UPDATE studio_seeds SET next_nonce = next_nonce + 1 WHERE id = $1', [seed.id]);
  const { outcome, win } = input.play(seed.server_seed, seed.client_seed, nonce);

  const roundId = randomUUID();
  const reference = `round:${roundId}`;
  const { player, house } = await roundAccounts(tx, merchant, memberId, input.singleWallet, now);
  const move = (kind: 'bet' | 'win', toPlayer: number) =>
    postTransaction(tx, {
      merchantCode: merchant.code,
      kind,
      memberId,
      reference,
      memo: `${STUDIO_VENDOR} ${game}`,
      postings: [
        { accountId: player, amount: toPlayer },
        { accountId: house, amount: -toPlayer },
      ],
      at: now,
    });
  let posted: Awaited<ReturnType<typeof move>>;
  try {
    posted = await move('bet', -stake);
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new PlatformError(409, 'insufficient_balance', 'the balance is too low for this stake');
    }
    throw error;
  }
  let balance = posted.balances.get(player) ?? 0;
  if (win > 0) balance = (await move('win', win)).balances.get(player) ?? balance;

  const result: StoredResult = {
    seedId: seed.id,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce,
    outcome,
  };
  await tx.query(
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
      posted.transactionId,
    ],
  );
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
