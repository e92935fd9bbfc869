/**
 * The platform's adapter for the local vendor simulator: it runs every vendor's games the in-house studio does
 * not play (listed last in adapters.ts, it takes what no real aggregator claims), launches
 * them on the simulator's page and speaks the simulator's wire format (protocol.ts). A real aggregator's
 * adapter has the same shape with its own format.
 */
import type { VendorAdapter, WalletRequest } from '../adapter';
import { WALLET_REFUSALS, type WalletRefusalCode } from '../refusals';
import { MAX_AGE_MS, SIGNATURE_HEADER, SIM_ADAPTER_ID, SIM_BODIES, signatureMatches } from './protocol';

export const SIM_PAGE_PREFIX = '/lgw/vendor-sim/play';

function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** `secret`: the one the simulator's wallet client signs with (deps.secrets.vendorSecrets.sim, made on first start). */
export function simulatorAdapter(secret: string): VendorAdapter {
  return {
    id: SIM_ADAPTER_ID,
    // The catch-all: every game the studio does not play itself (its other INHOUSE titles included).
    serves: () => true,
    launchUrl: ({ ticket }) => `${SIM_PAGE_PREFIX}/${ticket}`,

    verify(action, rawBody, headers, now) {
      // The signature first: nothing of an unsigned body is read.
      if (!signatureMatches(secret, rawBody, headers.get(SIGNATURE_HEADER)))
        return { ok: false, code: 'signature_invalid' };
      const schema = SIM_BODIES[action as keyof typeof SIM_BODIES];
      const parsed = schema?.safeParse(readJson(rawBody));
      if (!parsed?.success) return { ok: false, code: 'request_invalid' };
      const { timestamp, ...fields } = parsed.data;
      if (Math.abs(now.getTime() - timestamp) > MAX_AGE_MS) return { ok: false, code: 'request_stale' };
      return { ok: true, request: { action, ...fields } as WalletRequest };
    },

    answer: (_request, { balance, currency }) => ({
      status: 200,
      body: { success: true, code: 'ok', value: { balance, currency } },
    }),

    refuse: (code: WalletRefusalCode) => ({
      status: WALLET_REFUSALS[code],
      body: { success: false, code, message: code.replaceAll('_', ' ') },
    }),
  };
}
