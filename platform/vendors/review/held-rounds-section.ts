/**
 * The held game rounds section of the operator's review page (/admin/, platform/money/review): a plain script,
 * served as a file like the page's own, that lists the rounds held for a credit over their cap with Pay capped /
 * Void buttons, driving the admin API (held-round-routes.ts) with the operator's session (review.js signs in).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from '../../http/route';

export const HELD_ROUNDS_REVIEW_SCRIPT = '/admin/held-rounds-review.js';

export function registerHeldRoundReview(router: Router): void {
  const script = readFileSync(join(import.meta.dirname, 'held-rounds-review.js'), 'utf8');
  router.app.get(HELD_ROUNDS_REVIEW_SCRIPT, (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    return c.body(script);
  });
}
