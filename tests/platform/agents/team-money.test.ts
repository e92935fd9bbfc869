/**
 * Team deposits and withdrawals from the money hour rows (platform/agents/team-money.ts, migration 0550, folded by
 * fold-team-sums.ts) against the reference, the raw wallet postings of every member of the scope: a tree
 * A → B → (b1, b2), A → a1, and another agent X → x1; deposits, withdrawals and refunded withdrawals through the
 * ledger (one movement at a time and several in one statement), on the hour, on the half hour and a second before
 * both, over three days, besides movements that are not money in or out (bets, wins, transfers, a vendor wallet).
 * Every range (Myanmar days with half-hour edges, whole hours, inside one hour) of every scope must agree before
 * any fold, after a partial fold, after a full fold and after new movements land in folded hours; folding again
 * changes nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import { foldTeamSums, foldTeamSumsBatch } from '../../../platform/agents/fold-team-sums';
import { teamMoneySums } from '../../../platform/agents/team-money';
import { type ReportScope, reportScope } from '../../../platform/agents/team-scope';
import type { Database } from '../../../platform/db/database';
import { ensureAccount } from '../../../platform/ledger/accounts';
import { memberWallet, operatorAccount } from '../../../platform/ledger/money-accounts';
import type { MovementKind } from '../../../platform/ledger/movement-kinds';
import { type NewTransaction, postTransactions } from '../../../platform/ledger/post';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';
import { itStaysExactThroughFold } from './fold-stages';
import { atHours, BASE, ranges } from './sum-ranges';

/** The reference: the scope's wallet postings of the money kinds in the range. */
async function rawSums(db: Database, scope: ReportScope, range: { from: Date; to: Date }) {
  const [row] = await db.query<{ deposits: number; withdrawals: number }>(
    `SELECT coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit'), 0)::bigint AS deposits,
       coalesce(-sum(p.amount) FILTER (WHERE t.kind IN ('withdrawal', 'withdrawal_refund')), 0)::bigint AS withdrawals
     FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
     JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'wallet' AND a.member_id = t.member_id
     WHERE t.member_id = ANY($1::bigint[]) AND t.created_at >= $2 AND t.created_at < $3`,
    [scope.ids, range.from, range.to],
  );
  return row;
}

describeLedgerDatabases('team money sums', (db) => {
  const members = { a: 0, b: 0, b1: 0, b2: 0, a1: 0, x: 0, x1: 0 };
  const scopes: [string, () => Promise<ReportScope>][] = [];
  let step = 0;

  /** One movement of `kind` for each member at each instant, wallet against cash (or a vendor wallet). */
  function movement(
    member: number,
    kind: MovementKind,
    amount: number,
    when: Date,
    ids: { wallet: number; other: number },
  ) {
    step += 1;
    return {
      merchantCode: BD.code,
      kind,
      memberId: member,
      reference: `money-${step}`,
      postings: [
        { accountId: ids.wallet, amount },
        { accountId: ids.other, amount: -amount },
      ],
      at: when,
    } satisfies NewTransaction;
  }

  async function moveAround(hours: number[]) {
    const cash = await operatorAccount(db(), BD, 'cash', BASE);
    for (const [i, member] of [members.b1, members.b2, members.a1, members.b, members.a, members.x1].entries()) {
      const wallet = (await memberWallet(db(), BD, member, BASE)).id;
      const vendor = (
        await ensureAccount(
          db(),
          { merchantCode: BD.code, kind: 'vendor_wallet', memberId: member, vendor: 'SIM' },
          BD.tenant.currency,
          BASE,
        )
      ).id;
      for (const [j, h] of hours.entries()) {
        const when = new Date(atHours(h).getTime() + ([0, -1_000, 30 * 60_000, 30 * 60_000 - 1_000][j % 4] ?? 0));
        const amount = 1_000 * (i + 1) + 10 * j;
        // a deposit alone; then a withdrawal, its refund, a bet and a transfer to the vendor wallet in one statement
        await postTransactions(db(), [movement(member, 'deposit', amount * 3, when, { wallet, other: cash.id })]);
        await postTransactions(db(), [
          movement(member, 'withdrawal', -amount, when, { wallet, other: cash.id }),
          movement(member, j % 3 ? 'bet' : 'withdrawal_refund', j % 3 ? -7 : amount / 2, when, {
            wallet,
            other: cash.id,
          }),
          movement(member, 'vendor_transfer_in', -11, when, { wallet, other: vendor }),
          movement(member, 'deposit', 13, when, { wallet: vendor, other: cash.id }), // not the main wallet
        ]);
      }
    }
  }

  /** Every range of every scope, asked one range at a time and all in one statement. */
  async function expectExact(when: string) {
    for (const [name, scope] of scopes) {
      const s = await scope();
      const all = await teamMoneySums(db(), s, ranges());
      for (const [k, range] of ranges().entries()) {
        const label = `${when}: ${name} ${range.from.toISOString()} → ${range.to.toISOString()}`;
        const expected = await rawSums(db(), s, range);
        expect(await teamMoneySums(db(), s, [range]), label).toEqual([expected]);
        expect(all[k], `${label}, among all the ranges`).toEqual(expected);
      }
    }
  }

  const teamRows = () =>
    db()
      .query('SELECT * FROM team_money_hours ORDER BY agent_id, hour')
      .then((rows) => JSON.stringify(rows));

  beforeAll(async () => {
    const add = (name: string, upline?: number, type = 0) =>
      addMember(db(), `money_${name}`, { merchantCode: BD.code, type, ...(upline ? { uplineId: upline } : {}) });
    members.a = await add('a', undefined, 1);
    members.b = await add('b', members.a, 1);
    members.b1 = await add('b1', members.b);
    members.b2 = await add('b2', members.b);
    members.a1 = await add('a1', members.a);
    members.x = await add('x', undefined, 1);
    members.x1 = await add('x1', members.x);
    scopes.push(
      ['A, whole team', () => reportScope(db(), BD.code, members.a, undefined)],
      ['A, the branch of B (B included)', () => reportScope(db(), BD.code, members.a, 'money_b')],
      ['B, whole team', () => reportScope(db(), BD.code, members.b, undefined)],
      ['X, whole team', () => reportScope(db(), BD.code, members.x, undefined)],
    );
    await moveAround([0, 5, 10, 11, 17, 23, 29, 41, 47, 60]);
  });

  it('has deposits and withdrawals to sum', async () => {
    const [whole] = await teamMoneySums(db(), await reportScope(db(), BD.code, members.a, undefined), [
      { from: atHours(-48), to: atHours(120) },
    ]);
    expect(whole?.deposits).toBeGreaterThan(0);
    expect(whole?.withdrawals).toBeGreaterThan(0);
  });

  itStaysExactThroughFold(db, 'money', 'the raw postings', expectExact, teamRows);

  it('stays exact as new movements land in hours already folded, and when folded again', async () => {
    await moveAround([5, 29]);
    await expectExact('new movements in folded hours');
    await foldTeamSumsBatch(db(), 3, true);
    await expectExact('after a partial fold of those');
    await foldTeamSums(db());
    await expectExact('after folding them all');
    const [dirty] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM member_money_hours WHERE dirty');
    expect(dirty?.n).toBe(0);
  });
});
