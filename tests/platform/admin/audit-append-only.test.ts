// @vitest-environment node
/**
 * The audit log is append-only in the database itself (migration 0640's triggers): UPDATE, DELETE and TRUNCATE are
 * refused to every SQL client, so not even a mistaken or compromised part of the product can rewrite history.
 */
import { expect, it } from 'vitest';
import { appendAudit, readAudit } from '../../../platform/admin/audit';
import { describeLedgerDatabases } from '../ledger/ledger-db';

describeLedgerDatabases('the audit log', (db) => {
  it('takes new rows and refuses to change or remove any', async () => {
    const actor = { operatorId: null, name: 'api-token' };
    const at = new Date('2026-12-01T10:00:00Z');
    await appendAudit(db(), actor, '10.0.0.1', { action: 'test.one', target: 'x:1', after: { a: 1 } }, at);
    await appendAudit(db(), actor, '10.0.0.1', { action: 'test.two', target: 'x:2' }, new Date('2026-12-02T10:00:00Z'));
    const refusal = /append-only/;
    await expect(db().query("UPDATE operator_audit SET actor = 'someone else'")).rejects.toThrow(refusal);
    await expect(db().query('DELETE FROM operator_audit')).rejects.toThrow(refusal);
    await expect(db().query('TRUNCATE operator_audit')).rejects.toThrow(refusal);

    const all = await readAudit(db(), { page: 1 });
    expect(all.rows.map((row) => [row.action, row.actor])).toEqual([
      ['test.two', 'api-token'],
      ['test.one', 'api-token'],
    ]);
    const firstDay = await readAudit(db(), { from: '2026-12-01', to: '2026-12-01', page: 1 });
    expect(firstDay.rows.map((row) => row.action)).toEqual(['test.one']);
    expect(firstDay.rows[0]?.after).toEqual({ a: 1 });
    expect((await readAudit(db(), { action: 'test.two', page: 1 })).total).toBe(1);
    expect(await readAudit(db(), { page: 2 })).toMatchObject({ rows: [], pages: 1, total: 2 });
  });
});
