/**
 * Whitelabel feature flags (mobile registration, demo play, points, …). They start from the tenant file's defaults, so
 * the static HTML is right for the merchant, and are replaced by the platform's answer at run time.
 */

import { tenant } from 'virtual:tenant';
import { map } from 'nanostores';
import { whitelabelCall } from '../api/calls/system';
import { api } from '../api/default-client';
import type { FeatureFlag } from '../config/tenant-schema';

export const $flags = map<Record<FeatureFlag, boolean>>({ ...tenant.features });

let loading: Promise<void> | undefined;

/** Fetches the flags once per page; a failed fetch keeps the tenant defaults and may be retried. */
export function loadWhitelabel(): Promise<void> {
  loading ??= api
    .call(whitelabelCall)
    .then((flags) => $flags.set({ ...$flags.get(), ...flags }))
    .catch(() => {
      loading = undefined;
    });
  return loading;
}
