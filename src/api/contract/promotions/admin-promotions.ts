/**
 * The operator's side of application promotions (reference platform, behind the admin token like the rest of
 * /admin): the applications waiting for a decision, their images, and issuing (the bonus is paid through the
 * ledger, once) or rejecting one. The /admin/ review page drives these calls; so do tests.
 */
import { z } from 'zod';
import { defineCall } from '../define-call';
import { APPLICATION_IMAGE_TYPES, APPLICATION_STATUSES, promotionApplication, promotionId } from './promotions';

const merchantCode = z.string().regex(/^[A-Z0-9_]{2,20}$/);

export const adminApplication = promotionApplication.extend({
  promotionId,
  username: z.string(),
  memberId: z.int(),
  /** What issuing pays (minor units). */
  bonus: z.int().min(0),
});
export type AdminApplication = z.infer<typeof adminApplication>;

export const adminApplicationsCall = defineCall({
  method: 'GET',
  path: '/admin/promotions/applications',
  auth: false,
  query: z.object({ merchantCode, status: z.enum(APPLICATION_STATUSES).default('applying') }),
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
    applicationId: z.int().positive(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1).max(200).optional(),
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
    applicationId: z.coerce.number().int().positive(),
    index: z.coerce.number().int().min(0).max(2),
  }),
  value: z.object({ type: z.enum(APPLICATION_IMAGE_TYPES), base64: z.string() }),
});
