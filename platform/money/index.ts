/**
 * Money: deposits, withdrawals, wallets and transfers, the payment gateway and its callbacks, the account record,
 * the operator's review, and the housekeeping job that expires and retries.
 */
import { resolve } from 'node:path';
import { transferDownlineCall } from '../../src/api/calls/money/transfers';
import type { AreaModule } from '../area-module';
import { registerMoneyAdminRoutes } from './admin-routes';
import type { DepositLimits } from './deposit-routes';
import { callbackTransport } from './gateway-routes';
import { moneyHousekeepingJob } from './housekeeping';
import { registerMoneyRoutes } from './routes';

export { grantBonus } from './bonus';
export { bulkMerchant, bulkSeedLedger } from './bulk-seed';
export type { DepositLimits } from './deposit-routes';
export { sameName } from './holder-name';
export { balanceEvents } from './live-balance';
export { withdrawalEvents } from './live-withdrawals';
export { memberMoneyForOperator } from './operator-member-view';
export { verifyPaymentPassword } from './payment-password';
export { payoutAccountNames } from './payout-names';
export { type HistoryPlay, seedMoney } from './seed';
export { holdMainWallet, recallAll, vendorTransfer } from './transfers';

/**
 * `depositLimits` refuses a deposit the player's own limits do not allow and records the refusal (responsible-gaming's,
 * handed in by modules.ts: that area reads sessions through accounts, which reads money, so money cannot import it).
 */
export const moneyModule = (depositLimits: DepositLimits): AreaModule => ({
  name: 'money',
  migrations: resolve(import.meta.dirname, 'migrations'),
  // Money moves down the agent tree only from an agent.
  audience: [[transferDownlineCall, 'agent']],
  routes: (router, deps) => registerMoneyRoutes(router, deps, depositLimits),
  adminRoutes: registerMoneyAdminRoutes,
  jobs: (deps, router) => [moneyHousekeepingJob(deps, callbackTransport(router))],
});
