/**
 * Demo history: the demo players' and agents' money history with their in-house and third-party play woven into
 * it, and the benchmark volumes of bets. It seeds the money area's history (money's seedMoney) with its own play,
 * so money does not depend on it.
 */
import type { AreaModule } from '../area-module';
import { seedMoney } from '../money';
import { demoPlayOf, seedBulkBets } from './seed';

export const betSeedModule: AreaModule = {
  name: 'bet-seed',
  seedDemo: async ({ db, merchants, now, demo }) => {
    await seedMoney(db, merchants, now, demo.demoHistoryDays, demo.bulkLedgerRows, demoPlayOf(db));
    await seedBulkBets(db, merchants, demo.bulkBets ?? 0, now);
  },
};
