/**
 * The proof image of a "not received" answer (png or jpg, at most 5 MB), checked in the
 * browser before upload, by its first bytes as well as its declared type, and read as base64 without the
 * data: prefix (the API's proofImage).
 */
import { MAX_PROOF_BYTES } from '../../../api/calls/money/withdrawals';

export type ProofImage = { ok: true; base64: string } | { ok: false; errorKey: string };

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

export async function readProofImage(file: Blob | null): Promise<ProofImage> {
  if (!file) return { ok: false, errorKey: 'money.withdrawals.proofRequired' };
  if (file.size > MAX_PROOF_BYTES) return { ok: false, errorKey: 'money.withdrawals.proofTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPng = file.type === 'image/png' && startsWith(bytes, PNG);
  const isJpeg = file.type === 'image/jpeg' && startsWith(bytes, JPEG);
  if (!isPng && !isJpeg) return { ok: false, errorKey: 'money.withdrawals.proofType' };
  return { ok: true, base64: toBase64(bytes) };
}
