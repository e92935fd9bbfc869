/** Seeds each merchant's demo accounts (demo-accounts.ts) once; their inbox is seeded by inbox/seed.ts. */

import { normalizeMobile } from '../core/personal-details';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { hashPassword } from '../security/passwords';
import { demoAccounts } from './demo-accounts';
import { WEAK_DEFAULT_PASSWORD } from './policy';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo accounts with the same published password share one hash (one scrypt per password instead of
 * thirty keeps a first start short). Accounts people create always get their own salt.
 */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    demoHashes.set(password, hash);
  }
  return hash;
}

export async function seedAccounts(db: Database, merchants: Merchant[], now: Date): Promise<void> {
  for (const merchant of merchants) {
    const [existing] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE merchant_code = $1',
      [merchant.code],
    );
    if ((existing?.n ?? 0) > 0) continue;
    const accounts = demoAccounts(merchant);
    const hashes = await Promise.all(accounts.map((a) => demoHash(a.password)));
    await db.transaction(async (tx) => {
      for (const [i, a] of accounts.entries()) {
        await tx.query(
          `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, mobile,
             email, balance, affiliate_code, created_at, password_is_default)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            merchant.code,
            a.username,
            a.username,
            a.type,
            hashes[i],
            new Date(now.getTime() - a.passwordAgeDays * DAY),
            a.mobile ? normalizeMobile(merchant.tenant.countryDialingCode, a.mobile) : null,
            a.email,
            a.balance.toFixed(2),
            a.affiliateCode,
            now,
            a.password === WEAK_DEFAULT_PASSWORD,
          ],
        );
      }
    });
  }
}
