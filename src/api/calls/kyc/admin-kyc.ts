/**
 * The operator's side of identity checks (behind /admin's guard, for roles with `review`: the documents are
 * personal data): the submissions of a merchant, one document decrypted for viewing (never cached), and the
 * decision. Approving needs the birth date read from the document: under the merchant's minimum age the approval is
 * refused (`kyc_under_age`) and the operator rejects with the reason `under-age`, which the player reads.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_TYPES, KYC_REJECTION_REASONS, KYC_STATUSES } from './kyc';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));
const submissionId = z.int().check(z.positive());

export const adminKycSubmission = z.object({
  id: z.int(),
  memberId: z.int(),
  username: z.string(),
  status: z.enum(KYC_STATUSES),
  documents: z.array(z.object({ kind: z.enum(KYC_DOCUMENT_KINDS), type: z.enum(KYC_DOCUMENT_TYPES), bytes: z.int() })),
  submittedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  reason: z.nullable(z.enum(KYC_REJECTION_REASONS)),
  /** yyyy-MM-dd, read from the document by the approving operator. */
  birthDate: z.nullable(z.string()),
  /** The documents were deleted after the merchant's retention period; the decision stays. */
  documentsDeleted: z.boolean(),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmission>;

export const adminKycSubmissionsCall = defineCall({
  method: 'GET',
  path: '/admin/kyc/submissions',
  auth: false,
  query: z.object({ merchantCode, status: z._default(z.enum(['pending', 'approved', 'rejected']), 'pending') }),
  value: z.array(adminKycSubmission),
});

/** One document of a submission, decrypted, base64 (not_found once deleted after the retention period). */
export const adminKycDocumentCall = defineCall({
  method: 'GET',
  path: '/admin/kyc/document',
  auth: false,
  query: z.object({
    merchantCode,
    submissionId: z.coerce.number().check(z.int(), z.positive()),
    kind: z.enum(KYC_DOCUMENT_KINDS),
  }),
  value: z.object({ type: z.enum(KYC_DOCUMENT_TYPES), base64: z.string() }),
});

/**
 * Approves (with the birth date, yyyy-MM-dd) or rejects (with a reason) a waiting submission. Refusals: not_found,
 * request_already_handled (decided already), kyc_under_age (value: the minimum age), input_empty (no birth date to
 * approve, no reason to reject).
 */
export const adminKycDecisionCall = defineCall({
  method: 'POST',
  path: '/admin/kyc/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    submissionId,
    decision: z.enum(['approve', 'reject']),
    birthDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    reason: z.optional(z.enum(KYC_REJECTION_REASONS)),
  }),
  value: adminKycSubmission,
});
