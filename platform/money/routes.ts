/**
 * The money area: wallets, deposits, withdrawals, transfers, the account record, the sandbox payment provider
 * and its callbacks. The operator's money calls are registered separately, behind the operator guard
 * (admin-routes.ts); the scheduled money work is a job (housekeeping.ts). (The live balance is an event of the
 * session event stream: live/routes.ts.)
 */
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { type DepositLimits, registerDepositRoutes } from './deposit-routes';
import { registerGatewayRoutes } from './gateway-routes';
import { registerRecordRoutes } from './record-routes';
import { registerReviewPage } from './review/review-page';
import { registerTransferRoutes } from './transfer-routes';
import { registerWalletRoutes } from './wallet-routes';
import { registerWithdrawalRoutes } from './withdrawal-routes';

export function registerMoneyRoutes(router: Router, deps: PlatformDeps, depositLimits: DepositLimits): void {
  registerWalletRoutes(router, deps);
  registerDepositRoutes(router, deps, depositLimits);
  registerWithdrawalRoutes(router, deps);
  registerTransferRoutes(router, deps);
  registerRecordRoutes(router, deps);
  // Before the admin API's token guard (registered later), so the page itself loads without a token.
  registerReviewPage(router, deps);
  // PLATFORM_GATEWAY_SECRET, else (demo) the sandbox provider's, made on first start (security/secrets.ts).
  registerGatewayRoutes(router, deps, deps.secrets.gatewaySecret);
}
