/**
 * Why the platform refuses a wallet callback. Aggregators act on the code (retry, roll back, show the player),
 * so each is stable; the simulator page shows the player-facing ones translated (simulator/page-text.ts).
 */
export const WALLET_REFUSALS = {
  /** The body is not the call's shape (missing or odd fields, amount not a whole positive number …). */
  request_invalid: 400,
  /** The stake is below the game's minimum or above its maximum. */
  stake_out_of_range: 400,
  /** The signature is missing or does not match the body: forged or tampered. */
  signature_invalid: 401,
  /** The timestamp is too old or too far ahead: a replay of a captured call. */
  request_stale: 401,
  /** The wallet token is not a live launch of this merchant (expired, its session ended, never issued). */
  token_invalid: 401,
  /** A trial user's launch (trial users cannot play real games; FREEPLAY3 only lets them open one). */
  player_blocked: 403,
  /**
   * A debit over a limit the player set (loss or wager in the period, or the session's time): the player's own
   * choice (responsible-gaming/), so nothing is taken; the game should tell the player and stop.
   */
  limit_reached: 403,
  /** A credit whose token is not the launch its round's debit was taken under: it names another member's round. */
  round_not_this_player: 403,
  /** A credit for a round the platform never saw debited: the aggregator should retry after the debit. */
  round_unknown: 404,
  /** The player's wallet cannot pay the stake. */
  insufficient_balance: 409,
  /** The transaction id was already used for a different request. */
  transaction_conflict: 409,
  /** A debit whose rollback already arrived (a tombstone): it is never taken. */
  debit_rolled_back: 409,
  /** A debit for a round that already has one. */
  round_exists: 409,
  /** A credit for a round that was rolled back. */
  round_rolled_back: 409,
  /** A rollback or second credit for a round that is already settled. */
  round_settled: 409,
  /** A credit or rollback of a round held for the operator (win_over_cap): only the operator closes it now. */
  round_held: 409,
  /**
   * A credit above the round's cap: the game's maximum multiplier times the stake, or the merchant's maximum win
   * per round (tenant `maxWinPerRound`). Nothing is paid; the round is held for the operator; a repeat of the
   * same credit answers this again.
   */
  win_over_cap: 422,
} as const;

export type WalletRefusalCode = keyof typeof WALLET_REFUSALS;

/** Thrown anywhere below a callback; the route turns it into the adapter's refusal answer. */
export class WalletRefusal extends Error {
  constructor(readonly code: WalletRefusalCode) {
    super(`wallet callback refused: ${code}`);
    this.name = 'WalletRefusal';
  }
}
