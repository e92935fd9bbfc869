/**
 * The account record's pages (platform/money/account-record.ts): without a kind filter a page is chosen from the
 * postings alone and only its rows join their movement. Every page, with and without a filter, must be exactly
 * that page of every posting of the member's wallets sorted newest first (ties by posting id), with each
 * posting's movement kind and the vendor of its wallet; totals count the whole range.
 */
import { expect, it } from 'vitest';
import { memberWallet, operatorAccount, vendorWallet } from '../../../platform/ledger/money-accounts';
import type { MovementKind } from '../../../platform/ledger/movement-kinds';
import { postTransaction } from '../../../platform/ledger/post';
import { accountRecord, type RecordFilter } from '../../../platform/money/account-record';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

const start = new Date('2026-11-27T08:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describeLedgerDatabases('account record pages', (db) => {
  it('pages, filtered or not, are the postings sorted newest first, with their kind and wallet', async () => {
    const memberId = await addMember(db(), 'record_pages', { merchantCode: BD.code });
    const other = await addMember(db(), 'record_other', { merchantCode: BD.code });
    const cash = await operatorAccount(db(), BD, 'cash', start);
    const wallet = await memberWallet(db(), BD, memberId, start);
    const atPg = await vendorWallet(db(), BD, memberId, 'PG', start);
    const otherWallet = await memberWallet(db(), BD, other, start);
    await db().query('UPDATE ledger_accounts SET may_go_negative = true WHERE id = $1', [cash.id]);

    const move = (kind: MovementKind, from: number, to: number, amount: number, at: Date, member = memberId) =>
      postTransaction(db(), {
        merchantCode: BD.code,
        kind,
        memberId: member,
        reference: `${kind}:${at.toISOString()}`,
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
        at,
      });
    // Thirteen movements over the two wallets, three of them at the same minute (ties go by posting id), and
    // another member's, which the record never shows.
    await move('deposit', cash.id, wallet.id, 100_000, minutes(0));
    for (let i = 1; i <= 10; i += 1) {
      const at = minutes(i < 4 ? 5 : i);
      if (i % 2) await move('vendor_transfer_in', wallet.id, atPg.id, 1_000 + i, at);
      else await move('vendor_transfer_out', atPg.id, wallet.id, 500 + i, at);
    }
    await move('withdrawal', wallet.id, cash.id, 2_000, minutes(20));
    await move('deposit', cash.id, wallet.id, 3_000, minutes(30));
    await move('deposit', cash.id, otherWallet.id, 9_999, minutes(7), other);

    const filter: RecordFilter = { memberId, from: minutes(-1), to: minutes(60) };
    const expected = await db().query<{ id: number; kind: string; vendor: string }>(
      `SELECT p.id, t.kind, a.vendor FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transactions t ON t.id = p.transaction_id
       WHERE a.member_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
      [memberId],
    );
    // One posting per deposit and withdrawal, two per transfer between the member's own wallets.
    expect(expected).toHaveLength(23);
    const pick = (rows: { id: number; kind: string; vendor: string }[]) =>
      rows.map(({ id, kind, vendor }) => ({ id: Number(id), kind, vendor }));

    for (const page of [1, 2, 3, 4]) {
      const { rows, total } = await accountRecord(db(), filter, page, 6);
      expect(total).toBe(23);
      expect(pick(rows), `page ${page}`).toEqual(pick(expected.slice((page - 1) * 6, page * 6)));
    }

    const kinds = ['vendor_transfer_out', 'deposit'];
    const filtered = expected.filter((row) => kinds.includes(row.kind));
    const first = await accountRecord(db(), { ...filter, kinds }, 1, 4);
    const second = await accountRecord(db(), { ...filter, kinds }, 2, 4);
    expect(first.total).toBe(filtered.length);
    expect(pick([...first.rows, ...second.rows])).toEqual(pick(filtered.slice(0, 8)));

    // The range's ends: the withdrawal (minute 20) is the only movement of [15, 25).
    const narrow = await accountRecord(db(), { memberId, from: minutes(15), to: minutes(25) }, 1, 6);
    expect(narrow.total).toBe(1);
    expect(narrow.rows.map((row) => [row.kind, Number(row.amount), row.vendor])).toEqual([['withdrawal', -2_000, '']]);
  });
});
