/**
 * A batch of members' main wallets (platform/ledger/money-accounts.ts memberWallets, used by contract settlement):
 * the existing ones found, the missing ones created empty in the merchant's currency, each the very account
 * memberWallet names, and asking again creates nothing.
 */
import { expect, it } from 'vitest';
import { memberWallet, memberWallets } from '../../../platform/ledger/money-accounts';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

const at = new Date('2026-11-27T10:00:00Z');

describeLedgerDatabases('member wallets in a batch', (db) => {
  it('finds the existing wallets, creates the missing ones, and creates nothing the second time', async () => {
    const members: number[] = [];
    for (let i = 0; i < 6; i += 1) members.push(await addMember(db(), `wallets_${i}`, { merchantCode: BD.code }));
    // two of them already have a wallet (with money in it, which must stay where it is)
    const existing = await Promise.all(members.slice(0, 2).map((id) => memberWallet(db(), BD, id, at)));
    await db().query('UPDATE ledger_accounts SET balance = 500 WHERE id = ANY($1::bigint[])', [
      existing.map((a) => a.id),
    ]);

    const wallets = await memberWallets(db(), BD, members, at);
    expect([...wallets.keys()].sort()).toEqual([...members].sort());
    for (const memberId of members) {
      const account = await memberWallet(db(), BD, memberId, at);
      expect(wallets.get(memberId), `member ${memberId}`).toBe(account.id);
      expect(account.currency).toBe(BD.tenant.currency);
      expect(account.balance).toBe(members.indexOf(memberId) < 2 ? 500 : 0);
    }
    const count = async () =>
      (
        await db().query<{ n: number }>(
          "SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ANY($1::bigint[])",
          [members],
        )
      )[0]?.n;
    expect(await count()).toBe(6);
    expect(await memberWallets(db(), BD, members, at)).toEqual(wallets);
    expect(await count()).toBe(6);
  });
});
