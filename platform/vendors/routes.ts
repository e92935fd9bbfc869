/**
 * The vendors area: the seamless-wallet callbacks every adapter's aggregator sends, and — in demo
 * mode only — the local simulator's game page. Launches pick their adapter in games/launch-routes.ts
 * (vendorAdaptersOf).
 */
import type { WinFollower } from '../core/settled-wins';
import type { PlatformDeps } from '../deps';
import type { OpenAtVendor } from '../games';
import type { Router } from '../http/route';
import { modeVendorAdapters, type VendorAdapters } from './adapters';
import { registerHeldRoundReview } from './review/held-rounds-section';
import { registerSimulatorRoutes } from './simulator/routes';
import { registerWalletRoutes } from './wallet-routes';

const adaptersByDeps = new WeakMap<PlatformDeps, VendorAdapters>();

/** The adapters of this platform (its mode, its secrets); stateless, so launches and callbacks share one list. */
export function vendorAdaptersOf(deps: PlatformDeps): VendorAdapters {
  let adapters = adaptersByDeps.get(deps);
  if (!adapters) {
    adapters = modeVendorAdapters(deps.config.mode, deps.secrets.vendorSecrets);
    adaptersByDeps.set(deps, adapters);
  }
  return adapters;
}

/** How a third-party game opens: at the aggregator that runs its vendor (the games area's launch call asks). */
export function openAtVendor(deps: PlatformDeps): OpenAtVendor {
  return (launch) => vendorAdaptersOf(deps).forVendor(launch.game.vendor)?.launchUrl(launch);
}

export function registerVendorRoutes(router: Router, deps: PlatformDeps, followers: readonly WinFollower[]): void {
  registerWalletRoutes(router, deps, vendorAdaptersOf(deps), followers);
  // A demo part: in production no simulator page, font or chat answers (a 404 like any unknown path).
  if (deps.config.mode === 'demo') registerSimulatorRoutes(router, deps);
  // The review page's script for held rounds: before the admin API's token guard, like the page itself.
  registerHeldRoundReview(router);
}
