/**
 * A studio round in ONE statement (ledger/guarded-move.ts), for a player without limits of their own whose win, if
 * any, no follower records: the round is played in memory from the seed pair and nonce this process last saw
 * (seed-cache.ts), then a single statement locks the pair and checks it is still at that nonce and client seed
 * (the guard), posts the stake and win, moves the nonce on, writes the bet row and stores the answer under the
 * idempotency key. With the session lookup that is two round trips where the transaction of play-round.ts takes
 * seven (BEGIN, the key's claim, the nonce, the posting, the bet row with the answer, COMMIT). The guarantees are
 * the same: a round the balance cannot pay leaves nothing (no stake, nonce, bet row or key); a repeated key
 * answers the first round; nonces are used one at a time, across processes too, since only the guard's
 * pair at its nonce can commit. A pair that changed meanwhile (another process's round, a rotation) is read again
 * and the round played anew from it; the player only ever sees the outcome that committed.
 */
import type { StudioRound } from '../../src/api/calls/studio/round';
import type { Database } from '../db/database';
import { idempotentGuardedMove } from '../ledger/idempotent';
import { insufficientBalance } from '../ledger/movements';
import { roundAccounts } from './play-account';
import { BET_COLUMNS, betValues, followed, playedRound, type RoundInput, roundMovements } from './round-facts';
import { forgetSeed, knownSeed, seedUsed } from './seed-cache';

/** The pair as the round played it: locked before the accounts, as the transaction's takeNonce does. */
const GUARD = `SELECT id FROM studio_seeds
    WHERE id = $1 AND next_nonce = $2 AND client_seed = $3 AND revealed_at IS NULL FOR UPDATE`;
const TAKE_NONCE = 'UPDATE studio_seeds SET next_nonce = next_nonce + 1 WHERE id = $1 AND (SELECT ok FROM go)';
/** The bet row of play-round.ts, with the stake's transaction from the same statement. */
const INSERT_BET = `INSERT INTO bets (${BET_COLUMNS})
  SELECT $1::text, $2::bigint, $3::text, $4::text, $5::text, $6::text, $7::bigint, $7::bigint, $8::bigint, $9::jsonb,
    $10::timestamptz, $10::timestamptz, (SELECT id FROM ts WHERE k = 0)
  WHERE (SELECT ok FROM go)`;

/** A pair that keeps changing under the round (the same player's rounds racing) goes to the transaction's lock. */
const ATTEMPTS = 3;

export interface RoundKey {
  scope: string;
  call: string;
  body: { idempotencyKey: string };
}

/**
 * The round and the balance after it, or null when it needs play-round.ts's transaction: its win is one a follower
 * records, or its pair kept changing.
 */
export async function playRoundInOneStatement(
  db: Database,
  input: RoundInput,
  key: RoundKey,
): Promise<{ round: StudioRound; balance: number } | null> {
  const { merchant, memberId, game, now } = input;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const seed = await knownSeed(db, memberId, game, now);
    const played = playedRound(input, seed, seed.next_nonce);
    if (followed(input, played.round.win)) return null;
    const answer = await idempotentGuardedMove(db, key.scope, key.call, key.body, now, {
      merchant,
      accounts: roundAccounts(merchant, memberId),
      build: (ids) => roundMovements(input, played, ids),
      work: () => ({
        guard: { sql: GUARD, params: [seed.id, seed.next_nonce, seed.client_seed] },
        writes: [
          { sql: TAKE_NONCE, params: [seed.id] },
          { sql: INSERT_BET, params: betValues(input, played) },
        ],
      }),
      value: { round: played.round },
      balances: { balance: 'player' },
      refusal: insufficientBalance('the balance is too low for this stake'),
    });
    if (answer === 'stale') {
      forgetSeed(db, memberId, game);
      continue;
    }
    // A repeated key answers its first round, which did not play this nonce.
    if (answer.round.roundId === played.round.roundId) seedUsed(db, memberId, game, seed);
    return answer;
  }
  return null;
}
