/**
 * A merchant's run-time state in the database: whitelabel flags (seeded from the tenant file's `features`),
 * maintenance, region restriction, CDN lists and registration rules. Operators change it through the admin
 * API; every process reads it from the database, so a change applies everywhere at once.
 */

import type { FieldRule } from '../../src/api/calls/field-patterns';
import { FEATURE_FLAGS, type FeatureFlag } from '../../src/config/tenant-schema';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';

export type WhitelabelFlags = Record<FeatureFlag, boolean>;

export interface MerchantState {
  flags: WhitelabelFlags;
  maintenance: boolean;
  regionRestricted: boolean;
  blockedCountries: string[];
  /** AES-256 key, base64, that encrypts customer-service paths (published with them). */
  csKey: string;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  singleWallet: boolean;
  /** Transfer-wallet merchants: a game launch moves the player's money into the game's wallet (and back). */
  autoTransfer: boolean;
  registerRules: Record<string, FieldRule>;
}

interface Row {
  flags: Partial<WhitelabelFlags>;
  maintenance: boolean;
  region_restricted: boolean;
  blocked_countries: string[];
  cs_key: string;
  gtag_id: string | null;
  image_cdns: string[];
  launch_game_cdns: string[];
  single_wallet: boolean;
  auto_transfer: boolean;
  register_rules: Record<string, FieldRule>;
}

/** Flags missing from the stored object (a flag added after the row was seeded) read as off. */
function completeFlags(stored: Partial<WhitelabelFlags>): WhitelabelFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, stored[flag] === true])) as WhitelabelFlags;
}

/**
 * Status, permission and whitelabel are read on every page view: each process keeps a merchant's state for
 * up to a second. A change through this process's admin API clears it at once (invalidateMerchantState);
 * other processes over the same PostgreSQL see it within the second. Keyed by database, so two platforms in
 * one process (tests) never share entries.
 */
const CACHE_MS = 1000;
const caches = new WeakMap<Database, Map<string, { state: Promise<MerchantState>; until: number }>>();

export function invalidateMerchantState(db: Database, merchantCode: string): void {
  caches.get(db)?.delete(merchantCode);
}

/** The merchant's state (read-only: do not modify the returned object). */
export function getMerchantState(db: Database, merchantCode: string): Promise<MerchantState> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(merchantCode);
  if (hit && hit.until > now) return hit.state;
  const state = readMerchantState(db, merchantCode);
  cache.set(merchantCode, { state, until: now + CACHE_MS });
  // A failed read is not cached.
  state.catch(() => cache.delete(merchantCode));
  return state;
}

async function readMerchantState(db: Database, merchantCode: string): Promise<MerchantState> {
  const [row] = await db.query<Row>('SELECT * FROM merchant_state WHERE merchant_code = $1', [merchantCode]);
  if (!row) throw notFound(`unknown merchant ${merchantCode}`);
  return {
    flags: completeFlags(row.flags),
    maintenance: row.maintenance,
    regionRestricted: row.region_restricted,
    blockedCountries: row.blocked_countries,
    csKey: row.cs_key,
    gtagId: row.gtag_id,
    imageCdns: row.image_cdns,
    launchGameCdns: row.launch_game_cdns,
    singleWallet: row.single_wallet,
    autoTransfer: row.auto_transfer,
    registerRules: row.register_rules,
  };
}

/** The whitelabel flags alone (e.g. FREEPLAY3 before a trial user launches a game). */
export async function getFlags(db: Database, merchantCode: string): Promise<WhitelabelFlags> {
  return (await getMerchantState(db, merchantCode)).flags;
}

/** System status, as the site reads it: 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export function systemStatus(state: MerchantState, countryCode: string | null): 0 | 1 | 2 {
  if (state.maintenance) return 1;
  if (state.regionRestricted) return 2;
  if (countryCode && state.blockedCountries.includes(countryCode)) return 2;
  return 0;
}
