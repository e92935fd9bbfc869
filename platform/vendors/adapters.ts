/**
 * The aggregators the platform works with. A real one is a VendorAdapter made from the secret it shares with the
 * platform (env PLATFORM_VENDOR_SECRET_<ID>), listed in REAL_ADAPTERS. The vendor simulator is a demo part: it is
 * listed last in demo mode, where it takes every third-party vendor no real adapter claims, and never in
 * production (its game pages are not mounted there either).
 */
import type { PlatformMode } from '../core/platform-settings';
import type { VendorAdapter } from './adapter';
import { simulatorAdapter } from './simulator/adapter';
import { SIM_ADAPTER_ID } from './simulator/protocol';

export interface VendorAdapters {
  byId(id: string): VendorAdapter | undefined;
  /** The adapter that runs a catalogue vendor's games; undefined for the in-house studio. */
  forVendor(vendor: string): VendorAdapter | undefined;
}

interface RealAdapter {
  /** Lower-case letters and digits: its callbacks' path segment and its secret's variable name. */
  id: string;
  create(secret: string): VendorAdapter;
}

/** Real aggregators; none yet. Production refuses to start without each one's secret (core/start-checks.ts). */
export const REAL_ADAPTERS: readonly RealAdapter[] = [];

/** The adapters whose secret demo mode makes and keeps in platform_secrets when the environment has none. */
export const DEMO_GENERATED_SECRETS = [SIM_ADAPTER_ID];

export function createVendorAdapters(list: VendorAdapter[]): VendorAdapters {
  return {
    byId: (id) => list.find((adapter) => adapter.id === id),
    forVendor: (vendor) => list.find((adapter) => adapter.serves(vendor)),
  };
}

/** The adapters of a platform in `mode`, each verifying with its secret from `secrets` (by adapter id). */
export function modeVendorAdapters(mode: PlatformMode, secrets: Readonly<Record<string, string>>): VendorAdapters {
  const list = REAL_ADAPTERS.flatMap((real) => {
    const secret = secrets[real.id];
    // Production has them all (checked before start); a demo without one leaves that aggregator out.
    return secret ? [real.create(secret)] : [];
  });
  if (mode === 'demo') {
    const secret = secrets[SIM_ADAPTER_ID];
    if (!secret) throw new Error('the vendor simulator has no secret: loadSecrets makes it in demo mode');
    list.push(simulatorAdapter(secret));
  }
  return createVendorAdapters(list);
}
