/**
 * The one error every API call rejects with, whatever went wrong: a failure envelope from the platform,
 * an answer that does not match its call definition, a dead network, a timeout or a call that needs a login.
 * Components show `t(error.messageKey)`; `message` is English for logs and never shown to players.
 */
import type { ErrorCode, ErrorValue, ValuedErrorCode } from './calls/errors';

/** What a code-less failure was, for logs and tests; the player sees the translation of `code`. */
export type ApiErrorReason = 'platform' | 'malformed_response' | 'network_error' | 'timeout' | 'not_logged_in';

export interface ApiErrorInit {
  code: ErrorCode;
  reason: ApiErrorReason;
  /** HTTP status, 0 when no answer arrived (or no request was made). */
  status?: number;
  /**
   * The failure envelope's `value` (e.g. `{ captchaRequired: true }`), when the platform sent one, already
   * parsed with its code's schema (calls/errors.ts ERROR_VALUES) by the envelope. Read it with `detail`.
   */
  value?: unknown;
  /** Method and path of the call, for logs. */
  call: string;
  /** Detail for logs: the platform's message or what did not parse. */
  detail?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly reason: ApiErrorReason;
  readonly status: number;
  readonly value: unknown;
  readonly call: string;

  constructor(init: ApiErrorInit) {
    super(`${init.call}: ${init.code}${init.detail ? ` (${init.detail})` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.reason = init.reason;
    this.status = init.status ?? 0;
    this.value = init.value;
    this.call = init.call;
  }

  /** i18next key of the text to show, e.g. `errors.in_incorrect_password` (locales/<lang>/errors.json). */
  get messageKey(): `errors.${ErrorCode}` {
    return `errors.${this.code}`;
  }

  /**
   * The failure's value typed by its code, e.g. `error.detail('rate_limited')?.retryAfterSeconds`; undefined
   * when the error has another code or the platform sent no value.
   */
  detail<C extends ValuedErrorCode>(code: C): ErrorValue<C> | undefined {
    return this.code === code ? (this.value as ErrorValue<C> | undefined) : undefined;
  }

  /** True when the platform answered something that is not the API's envelope (HTML, bad JSON, …). */
  get malformed(): boolean {
    return this.reason === 'malformed_response';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The i18next key of the text to show for anything a call or flow rejected with: the ApiError's own
 * message, or "Unknown error" for everything else (a bug, a browser refusal), never a raw English message.
 */
export function errorMessageKey(error: unknown): `errors.${ErrorCode}` {
  return isApiError(error) ? error.messageKey : 'errors.unknown_error';
}
