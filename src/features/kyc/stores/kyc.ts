/**
 * The member centre's identity-check page: the member's check and what the merchant asks for (kycStateCall), the
 * files chosen per document (each checked when chosen: not empty, not too large, a JPEG, PNG or PDF by its first
 * bytes, a photo for the selfie), and sending them all with progress. A refusal keeps every chosen file and says why
 * (an i18next key); a submission sent becomes the page's state.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import {
  IMAGE_ONLY_KINDS,
  type KycDocumentKind,
  type KycState,
  kycStateCall,
  SNIFF_BYTES,
  sniffDocumentType,
} from '../../../api/calls/kyc/kyc';
import { api } from '../../../api/default-client';
import { uploadDocuments } from '../api/upload-documents';

export interface KycPageState {
  state: KycState | null;
  /** Why the state did not load (i18next key). */
  loadErrorKey: string | null;
  files: Partial<Record<KycDocumentKind, File>>;
  /** Why a chosen file cannot be sent (i18next key), per document. */
  fileErrors: Partial<Record<KycDocumentKind, string>>;
  /** Share of the upload sent, 0 to 1, while sending; null otherwise. */
  progress: number | null;
  /** Why the submission was refused (i18next key). */
  submitErrorKey: string | null;
  /** The submission just went through (the page thanks the player). */
  sent: boolean;
}

const initial: KycPageState = {
  state: null,
  loadErrorKey: null,
  files: {},
  fileErrors: {},
  progress: null,
  submitErrorKey: null,
  sent: false,
};
export const $kyc = atom<KycPageState>(initial);

const update = (change: Partial<KycPageState>) => $kyc.set({ ...$kyc.get(), ...change });

export async function loadKyc(): Promise<void> {
  update({ loadErrorKey: null });
  try {
    update({ state: await api.call(kycStateCall) });
  } catch (error) {
    update({ loadErrorKey: errorMessageKey(error) });
  }
}

/** i18next key of why `file` cannot be sent as `kind`, or null (the platform checks the same again). */
export async function fileProblem(kind: KycDocumentKind, file: File, maxBytes: number): Promise<string | null> {
  if (file.size === 0) return 'errors.kyc_document_empty';
  if (file.size > maxBytes) return 'errors.kyc_document_too_large';
  const type = sniffDocumentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type || (IMAGE_ONLY_KINDS.includes(kind) && type === 'application/pdf')) return 'errors.kyc_document_type';
  return null;
}

/** Takes the file chosen for `kind` (null: the choice was cleared), checked at once. */
export async function chooseFile(kind: KycDocumentKind, file: File | null): Promise<void> {
  const { files, fileErrors, state } = $kyc.get();
  const nextFiles = { ...files };
  const nextErrors = { ...fileErrors };
  delete nextFiles[kind];
  delete nextErrors[kind];
  if (file) {
    const problem = await fileProblem(kind, file, state?.maxDocumentBytes ?? 0);
    if (problem) nextErrors[kind] = problem;
    else nextFiles[kind] = file;
  }
  update({ files: nextFiles, fileErrors: nextErrors, submitErrorKey: null, sent: false });
}

/** The file as base64 (the call's JSON body carries it so). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Sends every chosen document; answers whether the submission went through. */
export async function submitKyc(upload = uploadDocuments): Promise<boolean> {
  const { state, files, progress } = $kyc.get();
  if (!state || progress !== null) return false;
  const missing = state.documents.find((kind) => !files[kind]);
  if (missing) {
    update({ submitErrorKey: 'errors.kyc_document_missing' });
    return false;
  }
  update({ progress: 0, submitErrorKey: null, sent: false });
  try {
    const documents = await Promise.all(
      state.documents.map(async (kind) => ({ kind, data: await base64Of(files[kind] as File) })),
    );
    const next = await upload(documents, { onProgress: (sent) => update({ progress: sent }) });
    update({ state: next, files: {}, fileErrors: {}, progress: null, sent: true });
    return true;
  } catch (error) {
    update({ progress: null, submitErrorKey: errorMessageKey(error) });
    return false;
  }
}

/** A fresh page (tests; a remount after sign-out). */
export function resetKyc(): void {
  $kyc.set(initial);
}
