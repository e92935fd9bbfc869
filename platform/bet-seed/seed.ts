/**
 * The bet seed's two parts for platform/seed.ts: the demo players' play, handed to the money seed so rounds
 * sit in time order between their deposits and withdrawals (demo-play.ts), and the benchmark volume
 * PLATFORM_BULK_BETS (bulk-bets.ts), at the bulk players' merchant.
 */
import type { Database } from '../db/database';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import type { HistoryPlay } from '../money';
import { bulkMerchant } from '../money';
import { bulkSeedBets } from './bulk-bets';
import { demoPlay } from './demo-play';

/** The demo players' play at `merchant`, from its wallet mode (main wallet, or a wallet per vendor). */
export const demoPlayOf =
  (db: Database) =>
  async (merchant: Merchant): Promise<HistoryPlay> =>
    demoPlay(db, merchant, (await getMerchantState(db, merchant.code)).singleWallet);

export async function seedBulkBets(db: Database, merchants: Merchant[], bets: number, now: Date): Promise<void> {
  const merchant = bulkMerchant(merchants);
  if (bets > 0 && merchant) await bulkSeedBets(db, merchant, bets, now);
}
