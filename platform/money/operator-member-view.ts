/**
 * A member's money as the operator's member page shows it (src/api/calls/admin-member.ts): each wallet's balance,
 * the newest ledger entries on their wallets (the account record's own read) and the payout accounts they bound,
 * methods by the names the merchant's pages use.
 */
import { MEMBER_PAGE_RECENT, type MemberMoney } from '../../src/api/calls/admin-member';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { accountRecord } from './account-record';
import { walletBalances } from './wallet-queries';
import { payoutAccountsOf } from './withdrawals';

export async function memberMoneyForOperator(
  db: Database,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<MemberMoney> {
  const [balances, record, bindings] = await Promise.all([
    walletBalances(db, memberId),
    accountRecord(db, { memberId, from: new Date(0), to: new Date(now.getTime() + 1) }, 1, MEMBER_PAGE_RECENT),
    payoutAccountsOf(db, memberId),
  ]);
  const methodName = (code: string) => merchant.tenant.payments.methods.find((m) => m.code === code)?.name ?? code;
  return {
    balances: [...balances].map(([vendor, balance]) => ({ vendor, balance: Number(balance) })),
    ledger: record.rows.map((row) => ({
      id: Number(row.id),
      at: row.created_at.toISOString(),
      kind: row.kind,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      reference: row.reference,
      vendor: row.vendor,
    })),
    bindings: bindings.map((row) => ({
      methodCode: row.method_code,
      methodName: methodName(row.method_code),
      accountNumber: row.account_number,
      accountName: row.account_name,
      confirmedAt: row.confirmed_at.toISOString(),
    })),
  };
}
