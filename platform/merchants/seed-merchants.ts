/**
 * Creates each merchant's run-time state row on first start; later starts leave operator changes alone. The time
 * zone is the tenant file's, not an operator's: a later start that finds it changed writes it, and the database
 * counts the merchant's active days and months again in it (migration 0560).
 * The default registration rules are handed in (they belong to accounts/, an area above this layer).
 */
import { randomBytes } from 'node:crypto';
import type { FieldRule } from '../../src/api/calls/field-patterns';
import type { Database } from '../db/database';
import type { Merchant } from './merchants';

export async function seedMerchants(
  db: Database,
  merchants: Merchant[],
  registerRules: Record<string, FieldRule>,
): Promise<void> {
  for (const m of merchants) {
    await db.query(
      `INSERT INTO merchant_state (merchant_code, flags, cs_key, register_rules, single_wallet, auto_transfer,
         time_zone)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_code) DO UPDATE SET time_zone = excluded.time_zone
       WHERE merchant_state.time_zone IS DISTINCT FROM excluded.time_zone`,
      [
        m.code,
        JSON.stringify(m.tenant.features),
        randomBytes(32).toString('base64'),
        JSON.stringify(registerRules),
        m.tenant.payments.singleWallet,
        m.tenant.walletAutoTransfer,
        m.tenant.timeZone,
      ],
    );
  }
}
