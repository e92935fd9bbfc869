/**
 * The sandbox provider's pages and the platform's callback endpoint. These are not contract calls: the site
 * never calls them. The provider page posts the payer's choice; the provider then notifies the platform by a
 * signed callback (in-process HTTP through the app) and sends the payer back to the site. A callback that did
 * not get through is retried by the money housekeeping (housekeeping.ts).
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
import { SIGNATURE_HEADER } from './gateway-signature';
import { sandboxPage } from './sandbox-page';

/** A return path on the site (not another host). */
const safeReturn = (value: unknown) =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(value) && value.length <= 200 ? value : '/';

export function registerGatewayRoutes(router: Router, deps: PlatformDeps, secret: string): CallbackTransport {
  const { app } = router;
  const { db, clock, merchants } = deps;

  const transport: CallbackTransport = async (body, headers) =>
    (await app.request(CALLBACK_PATH, { method: 'POST', body, headers })).status;

  app.post(CALLBACK_PATH, async (c) => {
    const body = await c.req.text();
    const outcome = await receiveCallback(db, merchants, secret, body, c.req.header(SIGNATURE_HEADER), clock());
    if (!outcome.ok) return c.json({ success: false, code: 'unauthorized', message: outcome.reason }, 401);
    return c.json({ success: true, code: 'ok', message: '', value: { credited: outcome.credited } });
  });

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

  return transport;
}
