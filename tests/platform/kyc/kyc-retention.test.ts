// @vitest-environment node
// Retention of identity documents, on PGlite and PostgreSQL: after the merchant's retention period from the decision
// the job's work deletes the files and keeps the decision (an approval still lets withdrawals through); before it,
// and for a submission still waiting, nothing is deleted; a second run finds nothing. And the documents' sealing:
// another key or another file's name does not open a file.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { deleteExpiredDocuments, documentBox, documentKeyOf, requireIdentityCheck } from '../../../platform/kyc';
import { decideSubmission, latestSubmission, submitDocuments } from '../../../platform/kyc/submissions';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';
import { documents, watchedUploads } from './kyc-documents';

const DAY_MS = 24 * 60 * 60 * 1000;
const KINDS = ['id-front', 'id-back', 'selfie'] as const;

describeLedgerDatabases('identity documents: retention', (db) => {
  const uploads = watchedUploads();
  const storage = { uploads, box: documentBox(randomBytes(32)) };

  it('deletes the files a retention period after the decision and keeps the decision', async () => {
    const t0 = new Date('2026-01-10T08:00:00Z');
    const approvedId = await addMember(db(), `kr${randomBytes(4).toString('hex')}`, { merchantCode: BD.code });
    const waitingId = await addMember(db(), `kr${randomBytes(4).toString('hex')}`, { merchantCode: BD.code });
    await submitDocuments(db(), storage, BD, approvedId, documents(KINDS), t0);
    await submitDocuments(db(), storage, BD, waitingId, documents(KINDS), t0);
    const submission = await latestSubmission(db(), approvedId);
    await db().transaction((tx) =>
      decideSubmission(
        tx,
        storage.box,
        BD,
        submission?.id as number,
        { decision: 'approve', birthDate: '1990-01-01' },
        'test',
        t0,
      ),
    );
    const keys = (submission?.documents ?? []).map((document) => document.key);
    expect(keys.every((key) => uploads.files.has(key))).toBe(true);

    const retention = BD.tenant.kyc.retentionDays * DAY_MS;
    expect(await deleteExpiredDocuments(db(), storage, merchants, new Date(t0.getTime() + retention - 60_000))).toBe(0);
    expect(keys.every((key) => uploads.files.has(key))).toBe(true);

    const later = new Date(t0.getTime() + retention + 60_000);
    expect(await deleteExpiredDocuments(db(), storage, merchants, later)).toBe(1);
    expect(keys.some((key) => uploads.files.has(key))).toBe(false);
    expect(await latestSubmission(db(), approvedId)).toMatchObject({ status: 'approved', documents_deleted_at: later });
    // The waiting submission's files stay: only a decision starts the period.
    const waiting = await latestSubmission(db(), waitingId);
    expect(waiting?.documents.every((document) => uploads.files.has(document.key))).toBe(true);
    expect(await deleteExpiredDocuments(db(), storage, merchants, later)).toBe(0);
    // The approval outlives its documents: a withdrawal over the single limit still goes.
    await expect(requireIdentityCheck(db(), BD, approvedId, 10_000_000, 0)).resolves.toBeUndefined();
    await expect(requireIdentityCheck(db(), BD, waitingId, 10_000_000, 0)).rejects.toMatchObject({
      code: 'kyc_required',
    });
  });

  it('opens a sealed file only with its key and under its own name', () => {
    const box = documentBox(randomBytes(32));
    const plain = new Uint8Array(randomBytes(256));
    const sealed = box.seal('kyc/A/1/x-jpg.sealed', plain);
    expect(box.open('kyc/A/1/x-jpg.sealed', sealed)).toEqual(plain);
    expect(() => box.open('kyc/A/2/y-jpg.sealed', sealed)).toThrow();
    expect(() => documentBox(randomBytes(32)).open('kyc/A/1/x-jpg.sealed', sealed)).toThrow();
  });

  it('derives the key from PLATFORM_SECRETS_KEY when it is set, else keeps a random one in the secrets store', async () => {
    const asked: string[] = [];
    const store = {
      async getOrCreate(name: string, create: () => string | Promise<string>) {
        asked.push(name);
        return create();
      },
    };
    const secretsKey = randomBytes(32).toString('base64');
    const derived = await documentKeyOf(store, secretsKey);
    expect(derived.equals(await documentKeyOf(store, secretsKey))).toBe(true);
    expect(derived.equals(await documentKeyOf(store, randomBytes(32).toString('base64')))).toBe(false);
    expect(asked).toEqual([]);
    expect(await documentKeyOf(store, undefined)).toHaveLength(32);
    expect(asked).toEqual(['kyc_documents_key']);
  });
});
