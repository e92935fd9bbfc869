/**
 * What a studio round is before its money moves, the same on both of its paths (play-round.ts in a transaction,
 * round-statement.ts in one statement): the game played from the seed pair and nonce, the round as the player
 * sees it, the stake and win movements and the bet row's values. Pure: no database here.
 */
import { randomUUID } from 'node:crypto';
import { STUDIO_GAME_TYPE, STUDIO_VENDOR, type StudioGame } from '../../src/api/calls/studio/games';
import type { RoundOutcome, StudioRound } from '../../src/api/calls/studio/round';
import type { WinFollower } from '../core/settled-wins';
import type { Movement } from '../ledger/movements';
import { payWin, takeStake } from '../ledger/round-movements';
import type { Merchant } from '../merchants/merchants';
import type { SeedRow } from './seeds';

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

export interface PlayedRound {
  round: StudioRound;
  result: StoredResult;
}

/** The round played from `seed` at `nonce`, with a fresh round id. */
export function playedRound(input: RoundInput, seed: SeedRow, nonce: number): PlayedRound {
  const { outcome, win } = input.play(seed.server_seed, seed.client_seed, nonce);
  const round: StudioRound = {
    roundId: randomUUID(),
    game: input.game,
    stake: input.stake,
    win,
    time: input.now.toISOString(),
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce,
    outcome,
  };
  return {
    round,
    result: { seedId: seed.id, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce, outcome },
  };
}

/** Stake and win as one batch: the stake alone must be covered (a win never pays for its own stake). */
export function roundMovements(
  input: RoundInput,
  { round }: PlayedRound,
  { player, house }: { player: number; house: number },
): Movement[] {
  const facts = {
    merchantCode: input.merchant.code,
    memberId: input.memberId,
    roundId: round.roundId,
    memo: `${STUDIO_VENDOR} ${input.game}`,
    at: input.now,
    player,
    house,
  };
  return [
    takeStake({ ...facts, amount: input.stake }),
    ...(round.win > 0 ? [payWin({ ...facts, amount: round.win })] : []),
  ];
}

/**
 * The bet row's columns and values $1 … $10 (the stake is also the valid bet; placed and settled at once). Each
 * path writes it with its own statement (the stake's transaction id comes from the posting).
 */
export const BET_COLUMNS = `merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
       placed_at, settled_at, stake_transaction_id`;

export function betValues(input: RoundInput, { round, result }: PlayedRound): unknown[] {
  return [
    input.merchant.code,
    input.memberId,
    STUDIO_VENDOR,
    STUDIO_GAME_TYPE,
    input.game,
    round.roundId,
    input.stake,
    round.win,
    JSON.stringify(result),
    input.now,
  ];
}

/** Whether a won round must be told to a follower (which records it in the round's own transaction). */
export const followed = (input: RoundInput, win: number): boolean =>
  win > 0 && (input.followers ?? []).some((follow) => follow.follows?.({ merchant: input.merchant, win }) ?? true);
