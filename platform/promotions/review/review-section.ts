/**
 * The application section of the operator's review page (/admin/, platform/money/review): a plain script, served
 * as a file like the page's own, that adds a table of the applications waiting for a decision, with their
 * remark, images and Issue / Reject buttons, driving the admin API with the operator's session (review.js signs in).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from '../../http/route';

export const APPLICATION_REVIEW_SCRIPT = '/admin/promotions-review.js';

export function registerApplicationReview(router: Router): void {
  const script = readFileSync(join(import.meta.dirname, 'promotions-review.js'), 'utf8');
  router.app.get(APPLICATION_REVIEW_SCRIPT, (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    return c.body(script);
  });
}
