/**
 * POST /lgw/vendor-wallet/<adapter>/<action>: the seamless-wallet callbacks aggregators send (not API
 * calls: the site never makes them). The adapter checks the raw body (signature, age, shape) and reads it; the
 * wallet does the money; every refusal is a 4xx with the adapter's code, never a 5xx.
 */
import type { WinFollower } from '../core/settled-wins';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { VendorAdapters } from './adapters';
import { WalletRefusal } from './refusals';
import { handleWalletCall } from './wallet';

export const WALLET_ROUTE = '/lgw/vendor-wallet/:adapter/:action';

export function registerWalletRoutes(
  router: Router,
  { db, clock }: PlatformDeps,
  adapters: VendorAdapters,
  followers: readonly WinFollower[] = [],
): void {
  router.app.post(WALLET_ROUTE, async (c) => {
    const adapter = adapters.byId(c.req.param('adapter'));
    if (!adapter) return c.json({ success: false, code: 'not_found', message: 'no such adapter' }, 404);
    const now = clock();
    const checked = adapter.verify(c.req.param('action'), await c.req.text(), c.req.raw.headers, now);
    let wire: ReturnType<typeof adapter.answer>;
    if (!checked.ok) {
      wire = adapter.refuse(checked.code);
    } else {
      try {
        const ctx = { db, adapter: adapter.id, merchant: c.get('merchant'), now, followers };
        wire = adapter.answer(checked.request, await handleWalletCall(ctx, checked.request));
      } catch (error) {
        if (!(error instanceof WalletRefusal)) throw error;
        wire = adapter.refuse(error.code);
      }
    }
    return c.json(wire.body as object, wire.status);
  });
}
