/**
 * The simulator's side of the seamless wallet: it calls the platform over HTTP like a real aggregator's server
 * would — signed bodies, a timestamp, and its own transaction ids — and treats a debit that does not answer in
 * time as failed: it rolls that debit back (the platform refunds it, or tombstones it if it never arrived).
 */
import { SIGNATURE_HEADER, type SimAction, sign, simAnswer, walletPath } from './protocol';

/** How long the other calls may take before the simulator counts them as failed (a page is waiting). */
const CALL_TIMEOUT_MS = 10_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface WalletClientOptions {
  /** The platform's origin, e.g. http://127.0.0.1:4321. */
  baseUrl: string;
  merchantCode: string;
  secret: string;
  /** How long a debit may take before the simulator gives up on it and rolls it back. */
  debitTimeoutMs: number;
  fetch?: FetchLike;
  clock?: () => Date;
}

/** A call's outcome: the balance after it (minor units, null when the platform cannot name the player) or a code. */
export type WalletResult = { ok: true; balance: number | null } | { ok: false; code: string };

export interface WalletClient {
  balance(token: string): Promise<WalletResult>;
  /** Takes the stake; on a timeout or a lost connection, rolls it back and answers `debit_timeout`. */
  debit(input: { token: string; roundId: string; transactionId: string; amount: number }): Promise<WalletResult>;
  /** `token` is the one its round's debit was taken under: the platform pays only that launch's player. */
  credit(input: { token: string; roundId: string; transactionId: string; amount: number }): Promise<WalletResult>;
  rollback(input: { roundId: string; transactionId: string; debitTransactionId: string }): Promise<WalletResult>;
}

class TimedOut extends Error {}

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const clock = options.clock ?? (() => new Date());

  async function call(
    action: SimAction,
    fields: Record<string, unknown>,
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<WalletResult> {
    const body = JSON.stringify({ timestamp: clock().getTime(), ...fields });
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimedOut());
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([
        send(`${options.baseUrl}${walletPath(action)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-merchant-code': options.merchantCode,
            [SIGNATURE_HEADER]: sign(options.secret, body),
          },
          body,
          signal: controller.signal,
        }),
        timeout,
      ]);
      const parsed = simAnswer.safeParse(await Promise.race([response.json(), timeout]));
      if (!parsed.success) return { ok: false, code: 'vendor_unavailable' };
      return parsed.data.success
        ? { ok: true, balance: parsed.data.value.balance }
        : { ok: false, code: parsed.data.code };
    } catch (error) {
      if (error instanceof TimedOut || controller.signal.aborted) throw new TimedOut();
      return { ok: false, code: 'vendor_unavailable' };
    } finally {
      clearTimeout(timer);
    }
  }

  const safely = async (action: SimAction, fields: Record<string, unknown>) => {
    try {
      return await call(action, fields);
    } catch {
      return { ok: false, code: 'vendor_unavailable' } as const;
    }
  };

  return {
    balance: (token) => safely('balance', { token }),
    credit: (input) => safely('credit', input),
    rollback: (input) => safely('rollback', input),
    async debit(input) {
      try {
        return await call('debit', input, options.debitTimeoutMs);
      } catch {
        // No answer in time: the debit may or may not have happened. Roll it back either way (retried under one
        // transaction id, as aggregators do) so the player never loses a stake to a round that did not play.
        const rollback = { roundId: input.roundId, transactionId: `${input.roundId}:rollback` };
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = await safely('rollback', { ...rollback, debitTransactionId: input.transactionId });
          if (result.ok) break;
        }
        return { ok: false, code: 'debit_timeout' };
      }
    },
  };
}
