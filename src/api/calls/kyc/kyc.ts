/**
 * Identity checks (KYC). A player uploads the documents the merchant asks for (tenant file `kyc`): the front and
 * back of an identity document, a selfie holding it and, where the merchant asks, a proof of address; each a JPEG,
 * PNG or PDF (a selfie an image) recognised by its first bytes, not its name, of at most 4 MB. The operator
 * approves (entering the birth date read from the document, checked against the merchant's minimum age) or rejects
 * with a reason the player reads in their language. Withdrawals the merchant gates (always, above a single amount,
 * or above a cumulative total) are refused with `kyc_required` until the check is approved.
 *
 * Failures of a submission, nothing stored: `kyc_document_missing` (a document the merchant asks for is not there),
 * `kyc_document_empty` (zero bytes), `kyc_document_too_large`, `kyc_document_type` (not JPEG, PNG or PDF, or a PDF
 * selfie), `invalid_format` (a document named twice or not base64), `kyc_already_submitted` (one waits or was
 * approved).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

export const KYC_DOCUMENT_KINDS = ['id-front', 'id-back', 'selfie', 'proof-of-address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** A kind that must show a face: a photo, never a PDF. */
export const IMAGE_ONLY_KINDS: readonly KycDocumentKind[] = ['selfie'];
/** What a submission may be in: none yet, waiting for the operator, approved, rejected (the player submits again). */
export const KYC_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** Why the operator rejected: each a sentence the player reads in their language (kyc.reasons.*). */
export const KYC_REJECTION_REASONS = ['unreadable', 'expired', 'mismatch', 'incomplete', 'under-age'] as const;
export type KycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];
/** Which rule made a withdrawal wait (kyc_required's value). */
export const KYC_GATE_RULES = ['always', 'single', 'cumulative'] as const;

/** Largest document: 4 MB, a phone photo's size. */
export const MAX_KYC_DOCUMENT_BYTES = 4 * 1024 * 1024;
/** Largest submission body: four documents in base64, and room for the JSON around them. */
export const MAX_KYC_BODY_BYTES = KYC_DOCUMENT_KINDS.length * Math.ceil(MAX_KYC_DOCUMENT_BYTES / 3) * 4 + 16 * 1024;

const SIGNATURES: ReadonlyArray<readonly [KycDocumentType, readonly number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // %PDF-
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];
/** Bytes enough to tell the types apart. */
export const SNIFF_BYTES = 8;

/**
 * The type a document's first bytes say it is, whatever its name or declared type (the page checks a chosen file
 * with it before sending, the platform again on what arrives), or null for anything else.
 */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  const found = SIGNATURES.find(
    ([, signature]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte),
  );
  return found ? found[0] : null;
}

/** The documents a merchant asks for, in the order the page shows them. */
export const requiredDocuments = (proofOfAddress: boolean): KycDocumentKind[] =>
  KYC_DOCUMENT_KINDS.filter((kind) => proofOfAddress || kind !== 'proof-of-address');

export const kycState = z.object({
  status: z.enum(KYC_STATUSES),
  /** Why the last submission was rejected (status rejected), else null. */
  reason: z.nullable(z.enum(KYC_REJECTION_REASONS)),
  /** ISO date-times of the last submission and its decision. */
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /** The documents this merchant asks for. */
  documents: z.array(z.enum(KYC_DOCUMENT_KINDS)),
  maxDocumentBytes: z.int(),
  minimumAge: z.int(),
  /** Which withdrawals wait for an approved check (amounts in minor units; null: no such limit). */
  withdrawals: z.object({
    always: z.boolean(),
    single: z.nullable(z.int()),
    cumulative: z.nullable(z.int()),
  }),
});
export type KycState = z.infer<typeof kycState>;

/** The member's identity check and what the merchant asks for. */
export const kycStateCall = defineCall({
  method: 'GET',
  path: '/wps/member/kyc',
  auth: true,
  value: kycState,
});

/** Submits the documents (base64), all at once: either every one is kept, encrypted, or none is. */
export const kycSubmitCall = defineCall({
  method: 'POST',
  path: '/wps/member/kyc',
  auth: true,
  body: z.strictObject({
    documents: z
      .array(z.strictObject({ kind: z.enum(KYC_DOCUMENT_KINDS), data: z.string() }))
      .check(z.minLength(1), z.maxLength(KYC_DOCUMENT_KINDS.length)),
  }),
  value: kycState,
});
