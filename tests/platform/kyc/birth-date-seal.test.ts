// @vitest-environment node
// The birth date of an approved identity check is stored sealed, on PGlite and PostgreSQL: an approval writes it
// sealed and the operator's list opens it; a row written plain before migration 0771 is sealed at the next start,
// after which the database refuses a plain one; a sealed date opens with its key and under its own submission only.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { documentBox } from '../../../platform/kyc';
import { openBirthDate, sealBirthDate, sealStoredBirthDates } from '../../../platform/kyc/birth-date-seal';
import { decideSubmission, latestSubmission, submissionsOf, submitDocuments } from '../../../platform/kyc/submissions';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';
import { documents, watchedUploads } from './kyc-documents';

const KINDS = ['id-front', 'id-back', 'selfie'] as const;

describeLedgerDatabases('identity checks: the birth date at rest', (db) => {
  const storage = { uploads: watchedUploads(), box: documentBox(randomBytes(32)) };
  const now = new Date('2026-02-01T08:00:00Z');

  async function submitted(): Promise<number> {
    const memberId = await addMember(db(), `bd${randomBytes(4).toString('hex')}`, { merchantCode: BD.code });
    await submitDocuments(db(), storage, BD, memberId, documents(KINDS), now);
    return (await latestSubmission(db(), memberId))?.id as number;
  }

  const stored = async (id: number) =>
    (
      await db().query<{ plain: string | null; sealed: string | null }>(
        `SELECT to_char(birth_date, 'YYYY-MM-DD') AS plain, birth_date_sealed AS sealed FROM kyc_submissions
         WHERE id = $1`,
        [id],
      )
    )[0];

  it('an approval stores the date sealed, and the operator reads it opened', async () => {
    const id = await submitted();
    const decided = await db().transaction((tx) =>
      decideSubmission(tx, storage.box, BD, id, { decision: 'approve', birthDate: '1990-05-17' }, 'test', now),
    );
    expect(decided.after.birthDate).toBe('1990-05-17');
    const row = await stored(id);
    expect(row?.plain).toBeNull();
    expect(row?.sealed).not.toContain('1990');
    expect(openBirthDate(storage.box, id, row?.sealed as string)).toBe('1990-05-17');
    const listed = await submissionsOf(db(), storage.box, BD, 'approved');
    expect(listed.find((submission) => submission.id === id)?.birthDate).toBe('1990-05-17');
  });

  it('a plain date written before the migration is sealed at start, once; then a plain one is refused', async () => {
    const id = await submitted();
    // The state migration 0771 leaves a database that had approvals: plain dates, the rule not validated yet.
    await db().exec('ALTER TABLE kyc_submissions DROP CONSTRAINT kyc_submissions_birth_date_sealed');
    await db().query(
      `UPDATE kyc_submissions SET status = 'approved', decided_at = $2, decided_by = 'old', birth_date = '1985-12-01'
       WHERE id = $1`,
      [id, now],
    );
    await db().exec(
      'ALTER TABLE kyc_submissions ADD CONSTRAINT kyc_submissions_birth_date_sealed CHECK (birth_date IS NULL) NOT VALID',
    );

    expect(await sealStoredBirthDates(db(), storage.box)).toBe(1);
    const row = await stored(id);
    expect(row?.plain).toBeNull();
    expect(openBirthDate(storage.box, id, row?.sealed as string)).toBe('1985-12-01');
    expect(await sealStoredBirthDates(db(), storage.box)).toBe(0);
    const [constraint] = await db().query<{ convalidated: boolean }>(
      "SELECT convalidated FROM pg_constraint WHERE conname = 'kyc_submissions_birth_date_sealed'",
    );
    expect(constraint?.convalidated).toBe(true);
    await expect(
      db().query("UPDATE kyc_submissions SET birth_date = '1985-12-01' WHERE id = $1", [id]),
    ).rejects.toThrow();
  });

  it('opens only with its key and under its own submission', () => {
    const sealed = sealBirthDate(storage.box, 7, '2000-01-31');
    expect(openBirthDate(storage.box, 7, sealed)).toBe('2000-01-31');
    expect(() => openBirthDate(storage.box, 8, sealed)).toThrow();
    expect(() => openBirthDate(documentBox(randomBytes(32)), 7, sealed)).toThrow();
  });
});
