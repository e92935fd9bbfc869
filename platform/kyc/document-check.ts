/**
 * The documents of a submission, checked before anything is stored: each kind the merchant asks for once, none it
 * does not ask for, real base64, not empty, at most MAX_KYC_DOCUMENT_BYTES, and a JPEG, PNG or PDF by its first
 * bytes (whatever the file was called); a selfie must be a photo.
 */
import {
  IMAGE_ONLY_KINDS,
  type KycDocumentKind,
  type KycDocumentType,
  MAX_KYC_DOCUMENT_BYTES,
  sniffDocumentType,
} from '../../src/api/calls/kyc/kyc';
import { PlatformError } from '../core/platform-error';

export interface CheckedDocument {
  kind: KycDocumentKind;
  type: KycDocumentType;
  bytes: Uint8Array;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decode(kind: KycDocumentKind, data: string): Uint8Array {
  if (data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new PlatformError(400, 'invalid_format', `the ${kind} document is not base64`, { field: kind });
  }
  return new Uint8Array(Buffer.from(data, 'base64'));
}

export function checkDocuments(
  required: readonly KycDocumentKind[],
  documents: readonly { kind: KycDocumentKind; data: string }[],
): CheckedDocument[] {
  const kinds = documents.map((document) => document.kind);
  const twice = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
  if (twice) throw new PlatformError(400, 'invalid_format', `the ${twice} document is sent twice`, { field: twice });
  const unasked = kinds.find((kind) => !required.includes(kind));
  if (unasked)
    throw new PlatformError(400, 'invalid_format', `this merchant asks for no ${unasked}`, { field: unasked });
  const missing = required.find((kind) => !kinds.includes(kind));
  if (missing)
    throw new PlatformError(400, 'kyc_document_missing', `the ${missing} document is missing`, { kind: missing });
  return documents.map(({ kind, data }) => {
    // Checked on the text before decoding, so an oversized document costs no copy.
    if (data.length > Math.ceil(MAX_KYC_DOCUMENT_BYTES / 3) * 4) throw tooLarge(kind);
    const bytes = decode(kind, data);
    if (bytes.length === 0)
      throw new PlatformError(400, 'kyc_document_empty', `the ${kind} document is empty`, { kind });
    if (bytes.length > MAX_KYC_DOCUMENT_BYTES) throw tooLarge(kind);
    const type = sniffDocumentType(bytes);
    if (!type || (IMAGE_ONLY_KINDS.includes(kind) && type === 'application/pdf')) {
      throw new PlatformError(400, 'kyc_document_type', `the ${kind} document is not a JPEG, PNG or PDF`, { kind });
    }
    return { kind, type, bytes };
  });
}

const tooLarge = (kind: KycDocumentKind) =>
  new PlatformError(400, 'kyc_document_too_large', `the ${kind} document is larger than 4 MB`, {
    kind,
    maxBytes: MAX_KYC_DOCUMENT_BYTES,
  });
