/**
 * The sandbox provider's pages and the platform's callback endpoint. These are not API calls: the site
 * never calls them. The provider page posts the payer's choice; the provider then notifies the platform by a
 * signed callback (in-process HTTP through the app) and sends the payer back to the site. A callback that did
 * not get through is retried by the money housekeeping (housekeeping.ts). The provider pays whatever the
 * platform thinks of the deposit (expired or not), as a real provider would: gateway.ts decides what a late
 * payment becomes.
 */
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import {
  CALLBACK_PATH,
  type CallbackTransport,
  completeAtProvider,
  deliverCallbacks,
  findGatewayPayment,
  receiveCallback,
  SANDBOX_PAGE_PATH,
} from './gateway';
import { logCallback } from './gateway-log';
import { SIGNATURE_HEADER } from './gateway-signature';
import { sandboxPage } from './sandbox-page';

/** A return path on the site (not another host). */
const safeReturn = (value: unknown) =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(value) && value.length <= 200 ? value : '/';

/** Delivers a provider's callback to this platform's own callback route (the sandbox provider and the retries). */
export const callbackTransport =
  (router: Router): CallbackTransport =>
  async (body, headers) =>
    (await router.app.request(CALLBACK_PATH, { method: 'POST', body, headers })).status;

export function registerGatewayRoutes(router: Router, deps: PlatformDeps, secret: string): void {
  const { app } = router;
  const { db, clock, merchants } = deps;
  const transport = callbackTransport(router);

  // A body the edge refuses for its bytes (a NUL, JSON nested too deep) never reaches the route: log it all the
  // same, so the operator sees every callback that was turned away.
  router.onRefused(CALLBACK_PATH, (_c, reason, body) =>
    logCallback(db, { outcome: 'refused', reason, body: body ?? new Uint8Array() }, clock()),
  );

  app.post(CALLBACK_PATH, async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    const outcome = await receiveCallback(db, merchants, secret, body, c.req.header(SIGNATURE_HEADER), clock());
    if (!outcome.ok) {
      const code = outcome.status === 401 ? 'unauthorized' : 'bad_request';
      return c.json({ success: false, code, message: outcome.reason }, outcome.status);
    }
    const { credited, caseId } = outcome;
    return c.json({ success: true, code: 'ok', message: '', value: { credited, ...(caseId ? { caseId } : {}) } });
  });

  // The sandbox provider's page is a demo part: production does not mount it (a request is a 404).
  if (deps.config.mode !== 'demo') return;

  app.get(`${SANDBOX_PAGE_PATH}/:id`, async (c) => {
    const payment = await findGatewayPayment(db, c.req.param('id'));
    const merchant = payment && merchants.byCode(payment.merchant_code);
    if (!payment || !merchant) return c.text('Unknown payment', 404);
    c.header('cache-control', 'no-store');
    return c.html(sandboxPage(merchant, payment, safeReturn(c.req.query('return'))));
  });

  app.post(`${SANDBOX_PAGE_PATH}/:id`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const action = form.action === 'pay' ? 'paid' : form.action === 'decline' ? 'declined' : null;
    if (!action) return c.text('Choose pay or decline', 400);
    const payment = await completeAtProvider(db, c.req.param('id'), action, clock());
    if (payment) await deliverCallbacks(db, secret, transport, clock());
    const back = safeReturn(form.return);
    return c.redirect(`${back}${back.includes('?') ? '&' : '?'}payment=${action}`, 303);
  });
}
