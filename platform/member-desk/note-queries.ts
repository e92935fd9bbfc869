/** The operators' notes on a member (migration 0650): appended, read newest first; never changed. */
import type { MemberNote } from '../../src/api/calls/admin-member';
import type { Database } from '../db/database';

interface NoteRow {
  id: number;
  at: Date;
  author: string;
  text: string;
}

const noteOut = (row: NoteRow): MemberNote => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  author: row.author,
  text: row.text,
});

/** Notes a member page shows at most (the newest). */
const NOTES_SHOWN = 100;

export async function notesOf(db: Database, memberId: number): Promise<MemberNote[]> {
  const rows = await db.query<NoteRow>(
    'SELECT id, at, author, text FROM member_notes WHERE member_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
    [memberId, NOTES_SHOWN],
  );
  return rows.map(noteOut);
}

export async function appendNote(
  db: Database,
  note: { merchantCode: string; memberId: number; author: string; text: string; at: Date },
): Promise<MemberNote> {
  const [row] = await db.query<NoteRow>(
    `INSERT INTO member_notes (merchant_code, member_id, at, author, text) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, at, author, text`,
    [note.merchantCode, note.memberId, note.at, note.author, note.text],
  );
  if (!row) throw new Error('the note was not stored');
  return noteOut(row);
}
