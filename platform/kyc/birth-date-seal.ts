/**
 * The birth date an operator read from an approved document, sealed at rest like the documents (migration 0771): the
 * same box and key (document-box.ts), under the name `kyc-birth-date:<submission id>` as associated data, so a sealed
 * date copied to another submission does not open. Stored as base64 text in `birth_date_sealed`.
 */
import type { Database } from '../db/database';
import type { DocumentBox } from './document-box';

const nameOf = (submissionId: number) => `kyc-birth-date:${submissionId}`;

export const sealBirthDate = (box: DocumentBox, submissionId: number, birthDate: string): string =>
  Buffer.from(box.seal(nameOf(submissionId), Buffer.from(birthDate, 'utf8'))).toString('base64');

/** The yyyy-MM-dd date sealed in `sealed`; throws when it was sealed with another key or for another submission. */
export const openBirthDate = (box: DocumentBox, submissionId: number, sealed: string): string =>
  Buffer.from(box.open(nameOf(submissionId), Buffer.from(sealed, 'base64'))).toString('utf8');

/**
 * The second half of migration 0771: seals the birth dates stored plain before it, then validates the constraint
 * that refuses a plain one, so the database holds no readable birth date after the first start of this version.
 * Runs at every start (the kyc area's reference seeder, before anything is served); with nothing left to seal it
 * reads one catalogue row and stops. Answers how many rows it sealed.
 */
export async function sealStoredBirthDates(db: Database, box: DocumentBox): Promise<number> {
  const [constraint] = await db.query<{ convalidated: boolean }>(
    "SELECT convalidated FROM pg_constraint WHERE conname = 'kyc_submissions_birth_date_sealed'",
  );
  if (!constraint || constraint.convalidated) return 0;
  return db.transaction(async (tx) => {
    // birth_date as text: a date has no time zone, and a Date object would shift it by the server's.
    const rows = await tx.query<{ id: number; birth_date: string }>(
      `SELECT id, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM kyc_submissions
       WHERE birth_date IS NOT NULL FOR UPDATE`,
    );
    for (const row of rows) {
      await tx.query('UPDATE kyc_submissions SET birth_date = NULL, birth_date_sealed = $2 WHERE id = $1', [
        row.id,
        sealBirthDate(box, row.id, row.birth_date),
      ]);
    }
    await tx.exec('ALTER TABLE kyc_submissions VALIDATE CONSTRAINT kyc_submissions_birth_date_sealed');
    return rows.length;
  });
}
