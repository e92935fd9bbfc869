import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/api/calls/errors';

/**
 * A failure the client is meant to see: thrown anywhere below a route, turned by the route binder into
 * `{ success: false, code, message, value }` with this HTTP status. `message` is English for logs; the client
 * translates `code`.
 */
export class PlatformError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export const notLoggedIn = () => new PlatformError(401, 'not_logged_in', 'You are not logged in, please login');
export const badRequest = (message: string, value?: unknown) => new PlatformError(400, 'bad_request', message, value);
export const forbidden = (message: string) => new PlatformError(403, 'forbidden', message);
export const notFound = (message: string) => new PlatformError(404, 'not_found', message);
