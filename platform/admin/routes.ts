/**
 * The operator API's door (src/api/calls/admin*.ts): every /admin path needs a signed-in operator (the page's
 * session cookie, operator-session.ts: POST /admin/session signs in with username, password and TOTP code, GET
 * reads, DELETE ends) or the admin bearer token (PLATFORM_ADMIN_TOKEN, for automation: it acts as `api-token`
 * with every permission). Then the operator's role must allow the call (operator-roles.ts), else 403 forbidden.
 * Only the review page and its files (money/review, promotions/review, vendors/review) are public, registered
 * before this guard. All of it answers only on the operator host (operator-host.ts, operator-surface.ts).
 *
 * Every mutating call is audited (audit.ts): the areas record their own actions with before and after in the
 * transaction of the change; the guard records any successful one that did not.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { operatorSessionCall, operatorSignInCall, operatorSignOutCall } from '../../src/api/calls/admin-operators';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { OperatorActor, PlatformContext } from '../http/context';
import type { Router } from '../http/route';
import { appendAudit } from './audit';
import { registerConsoleFiles } from './console-files';
import { registerOperatorAccountRoutes } from './operator-account-routes';
import { forbidden, mayUse, permissionsFor, permissionsOf } from './operator-roles';
import { operatorSessionOf } from './operator-session';
import { registerSettingsRoutes } from './settings-routes';
import { closeOperatorSession, openOperatorSession, signInOperator } from './sign-in';

/** The admin token's actor: automation, allowed everything, named so in the audit log. */
export const TOKEN_ACTOR: OperatorActor = { operatorId: null, name: 'api-token', role: 'admin' };

/** A body kept in a generic audit row: at most this many characters of JSON (no images in the log). */
const AUDITED_BODY_CHARS = 4_000;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const bearerOf = (c: Context) => c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** Whether the request reached us over https (directly, or through a trusted proxy that says so). */
function overHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

const whoAmI = (actor: Pick<OperatorActor, 'name' | 'role'>, merchants: string[] | null) => ({
  username: actor.name,
  role: actor.role,
  permissions: [...permissionsOf(actor.role)],
  merchants,
});

/** The request body of a call that did not audit itself, as the generic row's `after` (JSON only, bounded). */
async function auditedBody(c: PlatformContext): Promise<unknown> {
  if (!c.req.header('content-type')?.includes('application/json')) return null;
  const body: unknown = await c.req.json().catch(() => null);
  const text = JSON.stringify(body) ?? '';
  return text.length > AUDITED_BODY_CHARS ? { truncated: text.slice(0, AUDITED_BODY_CHARS) } : body;
}

export function registerAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;
  const adminToken = deps.config.adminToken;
  const unauthorized = () => new PlatformError(401, 'unauthorized', 'operator sign-in or admin token required');

  registerConsoleFiles(router);
  // Before the guard: the page asks on load who is signed in on this browser (null when nobody), without a 401 …
  router.route(operatorSessionCall, async ({ c }) => {
    const session = await operatorSessionOf(c, db, clock());
    if (!session) return { expiresAt: null, operator: null };
    return {
      expiresAt: session.expiresAt.toISOString(),
      operator: whoAmI({ name: session.username, role: session.role }, session.merchants),
    };
  });
  // … and signs in with username, password and TOTP code.
  router.route(operatorSignInCall, async ({ body, c, clientIp }) => {
    const row = await signInOperator(deps, body, clientIp);
    const expiresAt = await openOperatorSession(c, deps, row, clientIp, overHttps(c, deps.config.trustProxy));
    return {
      expiresAt: expiresAt.toISOString(),
      operator: whoAmI({ name: row.username, role: row.role }, row.merchants),
    };
  });

  router.app.use('/admin/*', async (c, next) => {
    const token = bearerOf(c);
    let actor: OperatorActor;
    // A request that sends a token is judged by it alone: a wrong token is never rescued by a cookie.
    if (token) {
      if (!adminToken || !sameSecret(token, adminToken)) throw unauthorized();
      actor = TOKEN_ACTOR;
    } else {
      const session = await operatorSessionOf(c, db, clock());
      if (!session) throw unauthorized();
      actor = { operatorId: session.operatorId, name: session.username, role: session.role };
    }
    const needs = permissionsFor(c.req.method, c.req.path);
    if (c.req.path !== '/admin/session' && !mayUse(actor, needs)) throw forbidden(needs, actor);
    c.set('operator', actor);
    c.set('audited', false);
    await next();
    if (c.req.method === 'GET' || !c.res.ok || c.get('audited')) return;
    const after = await auditedBody(c);
    const merchantCode = (after as { merchantCode?: unknown } | null)?.merchantCode;
    await appendAudit(
      db,
      actor,
      c.get('clientIp'),
      {
        action: `${c.req.method} ${c.req.path}`,
        target: c.req.path,
        merchantCode: typeof merchantCode === 'string' ? merchantCode : null,
        after,
      },
      clock(),
    );
  });

  router.route(operatorSignOutCall, async ({ c, clientIp }) => {
    await closeOperatorSession(c, deps, await operatorSessionOf(c, db, clock()), clientIp);
    c.set('audited', true);
    return null;
  });

  registerOperatorAccountRoutes(router, deps);
  registerSettingsRoutes(router, deps);
}
