// @vitest-environment node
/**
 * Operators' notes on a member are append-only in the database itself (migration 0650's triggers): UPDATE, DELETE and
 * TRUNCATE are refused to every SQL client; the member page reads them newest first.
 */
import { expect, it } from 'vitest';
import { appendNote, notesOf } from '../../../platform/member-desk/note-queries';
import { addMember, describeLedgerDatabases, LEDGER_MERCHANT } from '../ledger/ledger-db';

describeLedgerDatabases('member notes', (db) => {
  it('takes new notes, reads them newest first, and refuses to change or remove any', async () => {
    const memberId = await addMember(db(), `noted${Date.now()}`);
    const note = (text: string, at: string) =>
      appendNote(db(), { merchantCode: LEDGER_MERCHANT, memberId, author: 'reviewer', text, at: new Date(at) });
    await note('first call', '2026-12-01T10:00:00Z');
    await note('second call', '2026-12-02T10:00:00Z');
    const refusal = /append-only/;
    await expect(db().query("UPDATE member_notes SET text = 'nothing happened'")).rejects.toThrow(refusal);
    await expect(db().query('DELETE FROM member_notes')).rejects.toThrow(refusal);
    await expect(db().query('TRUNCATE member_notes')).rejects.toThrow(refusal);
    expect((await notesOf(db(), memberId)).map((n) => [n.text, n.author])).toEqual([
      ['second call', 'reviewer'],
      ['first call', 'reviewer'],
    ]);
  });
});
