/**
 * The operator's writes to a merchant's state (merchant_state): site status, feature flags, analytics id, wallet setting. Each
 * write drops this process's cached state of the merchant, so the answer read right after it is the new one.
 */
import type { Database } from '../db/database';
import { invalidateMerchantState } from '../merchants/merchant-state';

/** A field left null keeps its value. */
export interface SystemStatusChange {
  maintenance: boolean | null;
  regionRestricted: boolean | null;
  blockedCountries: string[] | null;
}

export async function changeSystemStatus(db: Database, merchantCode: string, change: SystemStatusChange) {
  await db.query(
    `UPDATE merchant_state SET maintenance = coalesce($2, maintenance), region_restricted = coalesce($3, region_restricted),
         blocked_countries = coalesce($4, blocked_countries) WHERE merchant_code = $1`,
    [merchantCode, change.maintenance, change.regionRestricted, change.blockedCountries],
  );
  invalidateMerchantState(db, merchantCode);
}

/** The flags given replace the merchant's (jsonb || merges); the others stay. */
export async function mergeFlags(db: Database, merchantCode: string, flags: Partial<Record<string, boolean>>) {
  await db.query('UPDATE merchant_state SET flags = flags || $2::jsonb WHERE merchant_code = $1', [
    merchantCode,
    JSON.stringify(flags),
  ]);
  invalidateMerchantState(db, merchantCode);
}

export async function changeGtagId(db: Database, merchantCode: string, gtagId: string | null) {
  await db.query('UPDATE merchant_state SET gtag_id = $2 WHERE merchant_code = $1', [merchantCode, gtagId]);
  invalidateMerchantState(db, merchantCode);
}

export async function changeAutoTransfer(db: Database, merchantCode: string, autoTransfer: boolean) {
  await db.query('UPDATE merchant_state SET auto_transfer = $2 WHERE merchant_code = $1', [merchantCode, autoTransfer]);
  invalidateMerchantState(db, merchantCode);
}
