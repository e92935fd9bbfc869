/**
 * The operator's side of application promotions (reference platform, behind the admin token like the rest of
 * /admin): the applications waiting for a decision, their images, and issuing (the bonus is paid through the
 * ledger, once) or rejecting one. The /admin/ review page drives these calls; so do tests.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { APPLICATION_IMAGE_TYPES, APPLICATION_STATUSES, promotionApplication, promotionId } from './promotions';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));

export const adminApplication = z.extend(promotionApplication, {
  promotionId,
  username: z.string(),
  memberId: z.int(),
  /** What issuing pays (minor units). */
  bonus: z.int().check(z.gte(0)),
});
export type AdminApplication = z.infer<typeof adminApplication>;

export const adminApplicationsCall = defineCall({
  method: 'GET',
  path: '/admin/promotions/applications',
  auth: false,
  query: z.object({ merchantCode, status: z._default(z.enum(APPLICATION_STATUSES), 'applying') }),
  value: z.array(adminApplication),
});

/**
 * Issues (pays the promotion's bonus from the merchant's bonus account, once) or rejects an application that is
 * waiting. Refusals: not_found (404: no such application at this merchant), request_already_handled (409).
 */
export const adminApplicationDecisionCall = defineCall({
  method: 'POST',
  path: '/admin/promotions/applications/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    applicationId: z.int().check(z.positive()),
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  }),
  value: adminApplication,
});

/** One image of an application (index from 0), base64. */
export const adminApplicationImageCall = defineCall({
  method: 'GET',
  path: '/admin/promotions/applications/image',
  auth: false,
  query: z.object({
    merchantCode,
    applicationId: z.coerce.number().check(z.int(), z.positive()),
    index: z.coerce.number().check(z.int(), z.gte(0), z.lte(2)),
  }),
  value: z.object({ type: z.enum(APPLICATION_IMAGE_TYPES), base64: z.string() }),
});
