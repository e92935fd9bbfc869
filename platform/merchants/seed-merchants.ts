/** Creates each merchant's run-time state row on first start; later starts leave operator changes alone. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_REGISTER_RULES } from '../accounts/register-rules';
import type { Database } from '../db/database';
import type { Merchant } from './merchants';

export async function seedMerchants(db: Database, merchants: Merchant[]): Promise<void> {
  for (const m of merchants) {
    await db.query(
      `INSERT INTO merchant_state (merchant_code, flags, cs_key, register_rules)
       VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_code) DO NOTHING`,
      [
        m.code,
        JSON.stringify(m.tenant.features),
        randomBytes(32).toString('base64'),
        JSON.stringify(DEFAULT_REGISTER_RULES),
      ],
    );
  }
}
