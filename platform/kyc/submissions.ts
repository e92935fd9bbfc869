/**
 * Submissions of identity documents (migration 0670): the member's check, submitting (the files are encrypted and
 * stored first, then the row; a refused row removes its files again, so nothing stays half-way), and the
 * operator's reading and decision.
 */
import { randomUUID } from 'node:crypto';
import type { AdminKycSubmission } from '../../src/api/calls/kyc/admin-kyc';
import {
  type KycDocumentKind,
  type KycDocumentType,
  type KycRejectionReason,
  type KycState,
  MAX_KYC_DOCUMENT_BYTES,
  requiredDocuments,
} from '../../src/api/calls/kyc/kyc';
import { notFound, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';
import type { UploadStore } from '../promotions';
import { openBirthDate, sealBirthDate } from './birth-date-seal';
import type { DocumentBox } from './document-box';
import { checkDocuments } from './document-check';

export interface StoredDocument {
  kind: KycDocumentKind;
  type: KycDocumentType;
  bytes: number;
  /** Where the sealed file is in the upload store. */
  key: string;
}

export interface SubmissionRow {
  id: number;
  member_id: number;
  status: 'pending' | 'approved' | 'rejected';
  documents: StoredDocument[];
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  reason: KycRejectionReason | null;
  /** Sealed (birth-date-seal.ts); a plain `birth_date` left from before migration 0771 is sealed at start. */
  birth_date_sealed: string | null;
  documents_deleted_at: Date | null;
}

/** What a submission needs besides the database: where the files go and how they are sealed. */
export interface DocumentStorage {
  uploads: UploadStore;
  box: DocumentBox;
}

const COLUMNS = `s.id, s.member_id, s.status, s.documents, s.submitted_at, s.decided_at, s.decided_by, s.reason,
  s.birth_date_sealed, s.documents_deleted_at`;

export async function latestSubmission(db: Database, memberId: number): Promise<SubmissionRow | null> {
  const [row] = await db.query<SubmissionRow>(
    `SELECT ${COLUMNS} FROM kyc_submissions s WHERE s.member_id = $1 ORDER BY s.id DESC LIMIT 1`,
    [memberId],
  );
  return row ?? null;
}

/** The member's check as the member centre shows it, with what the merchant asks for. */
export function stateOf(merchant: Merchant, row: SubmissionRow | null): KycState {
  const { kyc } = merchant.tenant;
  return {
    status: row?.status ?? 'not_submitted',
    reason: row?.status === 'rejected' ? row.reason : null,
    submittedAt: row?.submitted_at.toISOString() ?? null,
    decidedAt: row?.decided_at?.toISOString() ?? null,
    documents: requiredDocuments(kyc.proofOfAddress),
    maxDocumentBytes: MAX_KYC_DOCUMENT_BYTES,
    minimumAge: kyc.minimumAge,
    withdrawals: {
      always: kyc.withdrawals.always,
      single: kyc.withdrawals.single === null ? null : toMinor(kyc.withdrawals.single),
      cumulative: kyc.withdrawals.cumulative === null ? null : toMinor(kyc.withdrawals.cumulative),
    },
  };
}

/** The member's identity check as the operator's member page shows it (the member centre's own answer). */
export async function identityCheckOf(db: Database, merchant: Merchant, memberId: number): Promise<KycState> {
  return stateOf(merchant, await latestSubmission(db, memberId));
}

const alreadySubmitted = () =>
  new PlatformError(409, 'kyc_already_submitted', 'a submission is waiting for the operator or was approved');

const EXTENSIONS: Record<KycDocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export async function submitDocuments(
  db: Database,
  storage: DocumentStorage,
  merchant: Merchant,
  memberId: number,
  documents: readonly { kind: KycDocumentKind; data: string }[],
  now: Date,
): Promise<KycState> {
  const checked = checkDocuments(requiredDocuments(merchant.tenant.kyc.proofOfAddress), documents);
  // A fast answer for a repeated submission (nothing stored); the unique index below is what makes it safe.
  const latest = await latestSubmission(db, memberId);
  if (latest && latest.status !== 'rejected') throw alreadySubmitted();

  const stored: StoredDocument[] = checked.map((document) => ({
    kind: document.kind,
    type: document.type,
    bytes: document.bytes.length,
    // The type in the name is for a person looking at the folder; the content is sealed (document-box.ts).
    key: `kyc/${merchant.code}/${memberId}/${randomUUID()}-${EXTENSIONS[document.type]}.sealed`,
  }));
  const forget = () => Promise.all(stored.map(({ key }) => storage.uploads.delete(key).catch(() => undefined)));
  try {
    for (const [index, document] of checked.entries()) {
      const { key } = stored[index] as StoredDocument;
      await storage.uploads.put(key, storage.box.seal(key, document.bytes));
    }
    const inserted = await db.query(
      `INSERT INTO kyc_submissions (merchant_code, member_id, status, documents, submitted_at)
       VALUES ($1, $2, 'pending', $3::jsonb, $4)
       ON CONFLICT (member_id) WHERE status IN ('pending', 'approved') DO NOTHING RETURNING id`,
      [merchant.code, memberId, JSON.stringify(stored), now],
    );
    if (!inserted.length) throw alreadySubmitted();
  } catch (error) {
    await forget();
    throw error;
  }
  return stateOf(merchant, await latestSubmission(db, memberId));
}

interface AdminRow extends SubmissionRow {
  username: string;
}

function adminOut(row: AdminRow, box: DocumentBox): AdminKycSubmission {
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    status: row.status,
    documents: row.documents.map(({ kind, type, bytes }) => ({ kind, type, bytes })),
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    reason: row.reason,
    birthDate: row.birth_date_sealed === null ? null : openBirthDate(box, row.id, row.birth_date_sealed),
    documentsDeleted: row.documents_deleted_at !== null,
  };
}

/** A merchant's submissions of one status, oldest first (the queue's order), at most 200. */
export async function submissionsOf(
  db: Database,
  box: DocumentBox,
  merchant: Merchant,
  status: SubmissionRow['status'],
): Promise<AdminKycSubmission[]> {
  const rows = await db.query<AdminRow>(
    `SELECT ${COLUMNS}, m.username FROM kyc_submissions s JOIN members m ON m.id = s.member_id
     WHERE s.merchant_code = $1 AND s.status = $2 ORDER BY s.submitted_at, s.id LIMIT 200`,
    [merchant.code, status],
  );
  return rows.map((row) => adminOut(row, box));
}

async function submissionById(db: Database, merchant: Merchant, id: number, lock = false): Promise<AdminRow> {
  const [row] = await db.query<AdminRow>(
    `SELECT ${COLUMNS}, m.username FROM kyc_submissions s JOIN members m ON m.id = s.member_id
     WHERE s.id = $1 AND s.merchant_code = $2${lock ? ' FOR UPDATE OF s' : ''}`,
    [id, merchant.code],
  );
  if (!row) throw notFound(`no identity submission ${id} at ${merchant.code}`);
  return row;
}

/** One document, decrypted for the operator's eyes only. */
export async function readDocument(
  db: Database,
  storage: DocumentStorage,
  merchant: Merchant,
  submissionId: number,
  kind: KycDocumentKind,
): Promise<{ type: KycDocumentType; base64: string }> {
  const row = await submissionById(db, merchant, submissionId);
  const document = row.documents.find((candidate) => candidate.kind === kind);
  const sealed = document ? await storage.uploads.get(document.key) : null;
  if (!document || !sealed) throw notFound(`submission ${submissionId} has no ${kind} document (any more)`);
  return { type: document.type, base64: Buffer.from(storage.box.open(document.key, sealed)).toString('base64') };
}

/** Whole years from `birthDate` (yyyy-MM-dd) to `now`'s UTC date. */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A calendar date that exists and is not in the future (2001-02-30 does not). */
function checkBirthDate(birthDate: string, now: Date): void {
  const date = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthDate || date > now) {
    throw new PlatformError(400, 'invalid_format', `${birthDate} is not a past calendar date`, { field: 'birthDate' });
  }
}

export type KycDecision =
  | { decision: 'approve'; birthDate?: string; reason?: KycRejectionReason }
  | { decision: 'reject'; birthDate?: string; reason?: KycRejectionReason };

/**
 * Approves (birth date required, at least the merchant's minimum age) or rejects (reason required) a waiting
 * submission, in the caller's transaction. Answers the row before and after, for the audit.
 */
export async function decideSubmission(
  tx: Database,
  box: DocumentBox,
  merchant: Merchant,
  submissionId: number,
  input: KycDecision,
  by: string,
  now: Date,
): Promise<{ before: AdminKycSubmission; after: AdminKycSubmission }> {
  const before = await submissionById(tx, merchant, submissionId, true);
  if (before.status !== 'pending') {
    throw new PlatformError(409, 'request_already_handled', `submission ${submissionId} was decided`);
  }
  if (input.decision === 'approve') {
    if (!input.birthDate)
      throw new PlatformError(400, 'input_empty', 'the birth date is needed', { field: 'birthDate' });
    checkBirthDate(input.birthDate, now);
    const { minimumAge } = merchant.tenant.kyc;
    if (ageOn(input.birthDate, now) < minimumAge) {
      throw new PlatformError(409, 'kyc_under_age', `younger than ${minimumAge} on the document`, { minimumAge });
    }
  } else if (!input.reason) {
    throw new PlatformError(400, 'input_empty', 'the reason is needed', { field: 'reason' });
  }
  await tx.query(
    `UPDATE kyc_submissions SET status = $2, decided_at = $3, decided_by = $4, reason = $5, birth_date_sealed = $6
     WHERE id = $1`,
    [
      submissionId,
      input.decision === 'approve' ? 'approved' : 'rejected',
      now,
      by,
      input.decision === 'reject' ? input.reason : null,
      input.decision === 'approve' ? sealBirthDate(box, submissionId, input.birthDate as string) : null,
    ],
  );
  return {
    before: adminOut(before, box),
    after: adminOut(await submissionById(tx, merchant, submissionId), box),
  };
}
