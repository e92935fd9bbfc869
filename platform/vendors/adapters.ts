/**
 * The aggregators the platform works with. Add a real one by writing its VendorAdapter and listing it here
 * before the simulator, which takes every third-party vendor no other adapter claims.
 */
import type { VendorAdapter } from './adapter';
import { simulatorAdapter } from './simulator/adapter';

export interface VendorAdapters {
  byId(id: string): VendorAdapter | undefined;
  /** The adapter that runs a catalogue vendor's games; undefined for the in-house studio. */
  forVendor(vendor: string): VendorAdapter | undefined;
}

export function createVendorAdapters(list: VendorAdapter[] = [simulatorAdapter()]): VendorAdapters {
  return {
    byId: (id) => list.find((adapter) => adapter.id === id),
    forVendor: (vendor) => list.find((adapter) => adapter.serves(vendor)),
  };
}
