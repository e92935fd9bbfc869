/**
 * The vendors area (issue 12 item 3): the seamless-wallet callbacks every adapter's aggregator sends, and the
 * local simulator's game page. Launches pick their adapter in games/launch-routes.ts (vendorAdapters).
 */
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { createVendorAdapters } from './adapters';
import { registerSimulatorRoutes } from './simulator/routes';
import { registerWalletRoutes } from './wallet-routes';

/** The adapters of this platform; stateless, so launches and callbacks may share the one list. */
export const vendorAdapters = createVendorAdapters();

export function registerVendorRoutes(router: Router, deps: PlatformDeps): void {
  registerWalletRoutes(router, deps, vendorAdapters);
  registerSimulatorRoutes(router, deps);
}
