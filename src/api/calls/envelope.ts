/**
 * Every call answers with one envelope:
 *
 *   success → HTTP 2xx  { "success": true,  "code": "ok",             "message": "", "value": <the call's value> }
 *   failure → HTTP 4xx  { "success": false, "code": "<ErrorCode>",    "message": "<English text for logs>",
 *                         "value": <optional detail, e.g. { captchaRequired: true } or field errors,
 *                                   parsed with the code's schema in errors.ts ERROR_VALUES> }
 *
 * The client shows the translation of `code`, never `message` (which is for logs and operators).
 */
import { z } from 'zod/mini';
import { ERROR_CODES, ERROR_VALUES, type ErrorCode } from './errors';

/** One failure shape per code, its value parsed with the code's schema (ERROR_VALUES) when it has one. */
function failureOf<C extends ErrorCode>(code: C) {
  const value = (ERROR_VALUES as Partial<Record<ErrorCode, z.ZodMiniType>>)[code] ?? z.unknown();
  return z.object({ success: z.literal(false), code: z.literal(code), message: z.string(), value: z.optional(value) });
}

export const failureEnvelope = z.discriminatedUnion(
  'code',
  ERROR_CODES.map(failureOf) as unknown as [ReturnType<typeof failureOf>, ...ReturnType<typeof failureOf>[]],
);
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export function successEnvelope<T extends z.ZodMiniType>(value: T) {
  return z.object({ success: z.literal(true), code: z.literal('ok'), message: z.string(), value });
}

export function envelope<T extends z.ZodMiniType>(value: T) {
  return z.discriminatedUnion('success', [successEnvelope(value), failureEnvelope]);
}
