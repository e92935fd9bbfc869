/**
 * The platform side of a game aggregator (a "vendor adapter"). The platform knows one seamless-wallet model —
 * balance, debit, credit, rollback, each idempotent by the aggregator's transaction id (wallet.ts) — and each
 * aggregator speaks it in its own dialect: its launch URL, its signature scheme, its field names and error
 * codes. An adapter translates both ways and holds nothing else, so a real aggregator is one more file next to
 * simulator/adapter.ts, listed in adapters.ts.
 */
import type { LaunchedGame } from '../games';
import type { Merchant } from '../merchants/merchants';
import type { WalletRefusalCode } from './refusals';

/** A wallet call in the platform's own words, whatever the aggregator's wire format. */
export type WalletRequest =
  | { action: 'balance'; token: string }
  | { action: 'debit'; token: string; transactionId: string; roundId: string; amount: number }
  /**
   * Pays the round's win (0 for a loss). `token` is the launch token of the round's debit (it need not be live any
   * more): a credit names its player, so it can never pay into another member's round. Free rounds and bonus
   * rounds (a win without a debit) are not supported: such a credit is refused as `round_unknown`.
   */
  | { action: 'credit'; token: string; transactionId: string; roundId: string; amount: number }
  /** Rolls back the debit `debitTransactionId` of the round, known or not. */
  | { action: 'rollback'; transactionId: string; roundId: string; debitTransactionId: string };

export type WalletAction = WalletRequest['action'];

/** What the platform answers: the player's balance after the call (minor units), when it knows the player. */
export interface WalletAnswer {
  balance: number | null;
  currency: string | null;
}

/** A callback after the adapter checked it: its request, or why it is refused (bad signature, stale, malformed). */
export type VerifiedCallback = { ok: true; request: WalletRequest } | { ok: false; code: WalletRefusalCode };

/** What goes back on the wire. */
export interface WireAnswer {
  status: 200 | 400 | 401 | 403 | 404 | 409 | 422;
  body: unknown;
}

export interface VendorAdapter {
  /** Path segment of its callbacks: POST /lgw/vendor-wallet/<id>/<action>. Lower-case letters and digits. */
  readonly id: string;
  /** Whether this adapter runs the games of a catalogue vendor (every third-party one, for the simulator). */
  serves(vendor: string): boolean;
  /**
   * The game URL a launch answers with. `ticket` is the one-time launch ticket (launch-ticket.ts rules); the
   * aggregator receives it and sends it back as the wallet token of its balance and debit calls.
   */
  launchUrl(input: { ticket: string; game: LaunchedGame; merchant: Merchant }): string;
  /** Checks a raw callback (the exact body bytes and headers) and reads it. `now` for the timestamp check. */
  verify(action: string, rawBody: string, headers: Headers, now: Date): VerifiedCallback;
  /** The wire answer of a call that succeeded. */
  answer(request: WalletRequest, answer: WalletAnswer): WireAnswer;
  /** The wire answer of a refused call. */
  refuse(code: WalletRefusalCode): WireAnswer;
}
