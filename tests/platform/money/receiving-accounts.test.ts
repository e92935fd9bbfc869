/**
 * The operator's receiving accounts of the trx-id methods (money/seed.ts): every wallet of a merchant has its own
 * numbers, each in its method's account format, and a data folder seeded when wallets shared a number is put right.
 */
import { expect, it } from 'vitest';
import { seedMoney } from '../../../platform/money/seed';
import { describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const now = new Date('2026-11-27T10:00:00Z');

interface ReceiverRow {
  merchant_code: string;
  method_code: string;
  account_number: string;
}

const receivers = (db: Parameters<typeof seedMoney>[0]) =>
  db.query<ReceiverRow>('SELECT merchant_code, method_code, account_number FROM payment_receivers ORDER BY id');

/** Receiving numbers a merchant uses for more than one method. */
function shared(rows: ReceiverRow[]): string[] {
  const methodsOf = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.merchant_code} ${row.account_number}`;
    methodsOf.set(key, (methodsOf.get(key) ?? new Set()).add(row.method_code));
  }
  return [...methodsOf].filter(([, methods]) => methods.size > 1).map(([key, methods]) => `${key}: ${[...methods]}`);
}

describeLedgerDatabases('receiving accounts of the payment methods', (db) => {
  it('gives no two methods of a merchant the same receiving account, each in its method format', async () => {
    await seedMoney(db(), merchants.all(), now, 0);
    const rows = await receivers(db());
    for (const merchant of merchants.all()) {
      const own = rows.filter((row) => row.merchant_code === merchant.code);
      const methods = merchant.tenant.payments.methods.filter((m) => m.kind === 'trx-id' && m.deposit);
      expect(new Set(own.map((row) => row.method_code))).toEqual(new Set(methods.map((m) => m.code)));
      expect(new Set(own.map((row) => row.account_number)).size, merchant.code).toBe(own.length);
      for (const row of own) {
        const method = methods.find((m) => m.code === row.method_code);
        expect(row.account_number, row.method_code).toMatch(new RegExp(method?.account.pattern ?? '^$'));
      }
    }
    expect(shared(rows)).toEqual([]);
  });

  it('gives each wallet its own number in a data folder seeded when wallets shared one', async () => {
    const pakistan = merchants.all().find((m) => m.tenant.countryDialingCode === '+92');
    if (!pakistan) throw new Error('no merchant in Pakistan');
    await db().query('DELETE FROM payment_receivers WHERE merchant_code = $1', [pakistan.code]);
    // What the seed wrote before: JazzCash and Easypaisa on the same two numbers.
    for (const method of ['jazzcash', 'easypaisa']) {
      for (const number of ['03001234561', '03001234562']) {
        await db().query(
          'INSERT INTO payment_receivers (merchant_code, method_code, account_number, account_name) VALUES ($1, $2, $3, $4)',
          [pakistan.code, method, number, 'old seed'],
        );
      }
    }
    expect(shared(await receivers(db()))).not.toEqual([]);
    await seedMoney(db(), merchants.all(), now, 0);
    expect(shared(await receivers(db()))).toEqual([]);
  });
});
