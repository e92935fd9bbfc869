/**
 * Turns every failure into the envelope of src/api/calls/envelope.ts. Bad input never becomes a 5xx;
 * a real bug is logged with its stack here and answered 500 unknown_error with nothing inside.
 */
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PlatformError } from '../core/platform-error';
import type { PlatformEnv } from './context';

export const onError: ErrorHandler<PlatformEnv> = (error, c) => {
  if (error instanceof PlatformError) {
    const body: Record<string, unknown> = { success: false, code: error.code, message: error.message };
    if (error.value !== undefined) body.value = error.value;
    // A 429 says when to come back in the header too, for clients and proxies that do not read the body.
    const retryAfter = (error.value as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (error.status === 429 && typeof retryAfter === 'number') c.header('retry-after', String(retryAfter));
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own rejections (e.g. a malformed form body) are the client's fault.
    const status = error.status as ContentfulStatusCode;
    return c.json({ success: false, code: 'bad_request', message: error.message || 'bad request' }, status);
  }
  console.error(`[platform] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ success: false, code: 'unknown_error', message: 'Unknown error' }, 500);
};

export const onNotFound: NotFoundHandler<PlatformEnv> = (c) =>
  c.json({ success: false, code: 'not_found', message: `no such call: ${c.req.method} ${c.req.path}` }, 404);
