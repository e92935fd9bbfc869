/**
 * Every call answers with one envelope:
 *
 *   success → HTTP 2xx  { "success": true,  "code": "ok",             "message": "", "value": <the call's value> }
 *   failure → HTTP 4xx  { "success": false, "code": "<ErrorCode>",    "message": "<English text for logs>",
 *                         "value": <optional detail, e.g. { captchaRequired: true } or field errors> }
 *
 * The client shows the translation of `code`, never `message` (which is for logs and operators).
 */
import { z } from 'zod';
import { errorCode } from './errors';

export const failureEnvelope = z.object({
  success: z.literal(false),
  code: errorCode,
  message: z.string(),
  value: z.unknown().optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), code: z.literal('ok'), message: z.string(), value });
}

export function envelope<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('success', [successEnvelope(value), failureEnvelope]);
}
