/**
 * Binds an API call (src/api/calls/define-call.ts) to a handler, so every area gets the same edge:
 *
 *   1. registers `call.method` + `call.path` on the app;
 *   2. reads the bearer token into `member` for calls with `auth: true` or `'optional'` (a public call,
 *      `auth: false`, ignores any token); a call with `auth: true` and no valid session answers 401
 *      not_logged_in before the handler runs, an optional one runs for a visitor with `member` null;
 *   3. parses the query and the body with the call's schemas (form bodies when `bodyEncoding: 'form'`;
 *      bodies of `encrypted` calls must be the hybrid envelope of src/api/crypto.ts and are decrypted first);
 *      bad input answers 400 bad_request with the zod issues in `value`;
 *   4. wraps what the handler returns as `{ success: true, code: 'ok', message: '', value }`.
 *
 * Before any route (API call or not) it installs the request guard (request-guard.ts): malformed paths,
 * NUL bytes and JSON nested too deep are a 400 on every route of the app.
 *
 * Failures thrown below (PlatformError) become their envelope in app.ts's error handler; anything else is
 * logged and answered 500 unknown_error without details.
 *
 * The merchant and client IP are already on the context (middleware in app.ts). Handlers receive typed,
 * validated values and never re-validate (house rule: parse once, at the edge).
 *
 * http/ is a layer below the areas: the session lookup (accounts/sessions.ts) is handed in by app.ts.
 */
import type { Hono } from 'hono';
import { en } from 'zod/locales';
import { config, type z } from 'zod/mini';
import type { BodyOf, CallDefinition, QueryOf, ValueOf } from '../../src/api/calls/define-call';
import { encryptedBody } from '../../src/api/calls/encryption';
import { decryptPayload } from '../../src/api/crypto';
import { badRequest, notLoggedIn } from '../core/platform-error';
import type { Merchant } from '../merchants/merchants';
import type { PlatformSecrets } from '../security/secrets';
import { findBadText } from '../security/text-input';
import { type AudienceTable, audienceOf, requireAudience } from './audience';
import type { PlatformContext, PlatformEnv, SessionMember } from './context';
import { refuseWhileExcluded } from './exclusion';
import { parseJsonText } from './json-text';
import { createRequestGuard, type RefusalListener } from './request-guard';
import { cacheKey, createResponseCache } from './response-cache';
import { etagOf, matchesEtag, type VisitorCache, visitorCacheControl, visitorVary } from './revalidation';

export interface HandlerInput<C extends CallDefinition> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  merchant: Merchant;
  /** The signed-in member, or null for a visitor (never null when the call has `auth: true`). */
  member: SessionMember | null;
  /** The member, or a 401 not_logged_in failure: use it in `auth: true` calls to get a non-null type. */
  requireMember(): SessionMember;
  clientIp: string;
  c: PlatformContext;
}

export type Handler<C extends CallDefinition> = (input: HandlerInput<C>) => Promise<ValueOf<C>> | ValueOf<C>;

export interface RouteOptions {
  /**
   * Public catalogue answers only (calls without auth whose value is the same for every visitor of a
   * merchant): visitors' answers are kept this many seconds per process and marked cacheable for browsers.
   */
  publicCacheSeconds?: number;
  /**
   * GET calls a visitor makes on every page (revalidation.ts): their answer is tagged and a browser that has it
   * gets 304. 'public' when it is the same for every visitor of the merchant, 'private' when it is the visitor's
   * own (their address or country). A member's answer (a request with a session token) is never kept.
   * `publicCacheSeconds` implies 'public'.
   */
  visitorCache?: VisitorCache;
  /**
   * How long a browser reuses a kept answer before checking it again (default `publicCacheSeconds`, else 0: checked
   * on every use). Only for answers that are shown and nothing more (SHOWN_ANSWER_REUSE_SECONDS).
   */
  reuseSeconds?: number;
}

/** What the route binder needs from the rest of the platform. */
export interface RouterDeps {
  /** The signed-in member behind a bearer token at this merchant, or null (unknown, expired, revoked, elsewhere). */
  findMember(token: string, merchant: Merchant): Promise<SessionMember | null>;
  /** The key that `encrypted` call bodies are sealed for. */
  payloadKey: PlatformSecrets['payloadKey'];
  /** The calls open to more than members or to agents only (every other call with a session: members). */
  audiences: AudienceTable;
  /** The calls a member's time-out or self-exclusion refuses (responsible-gaming/paused-calls.ts). */
  pausedDuringBreak: ReadonlySet<CallDefinition>;
}

export interface Router {
  /** The Hono app, for the few routes that are not API calls (e.g. the demo game page, images). */
  app: Hono<PlatformEnv>;
  route<C extends CallDefinition>(call: C, handler: Handler<C>, options?: RouteOptions): void;
  /** Hears of every request to exactly `path` the edge refuses for its bytes (request-guard.ts), e.g. to log it. */
  onRefused(path: string, listener: RefusalListener): void;
}

// The call definitions are on zod/mini, which ships no messages (they would weigh on every site's island); the issues a
// 400 carries are read by people, so the platform loads zod's English ones.
config(en());

function issuesOf(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

/** Parses a call's query or body with its schema: bad input is a 400 bad_request with the issues (also for raw routes). */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown, part: 'query' | 'body'): z.infer<S> {
  // One rule for the text of every call, before its own schema: no control characters, no lone surrogates.
  const badText = findBadText(input);
  if (badText.length) throw badRequest(`invalid ${part}`, { issues: badText });
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(`invalid ${part}`, { issues: issuesOf(result.error) });
  return result.data;
}

async function readBody(c: PlatformContext, call: CallDefinition, deps: RouterDeps): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (call.bodyEncoding === 'form') {
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
      throw badRequest('expected a form-encoded body (application/x-www-form-urlencoded)');
    }
    let form: Awaited<ReturnType<typeof c.req.parseBody>>;
    try {
      form = await c.req.parseBody();
    } catch {
      // A multipart body without its boundary, or cut short, is the client's mistake.
      throw badRequest('the form body could not be read');
    }
    // Repeated or file fields are not part of any form call: keep strings only, the schema reports the rest.
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  }
  const raw = parseJsonText(await c.req.text());
  if (!call.encrypted) return raw;
  const sealed = parseWith(encryptedBody, raw, 'body');
  const key = deps.payloadKey;
  if (sealed.kid !== key.kid) {
    // The client caches the public key per kid: telling it the current kid lets it refetch and retry.
    throw badRequest('the body was encrypted for another key', { kid: key.kid });
  }
  let plain: string;
  try {
    plain = await decryptPayload(key.privateKey, sealed);
  } catch {
    throw badRequest('the encrypted body could not be decrypted');
  }
  // The sealed text is a body of its own: the same depth limit as a plain one (the guard saw only the envelope).
  return parseJsonText(plain);
}

/** How a visitor's answer may be kept: by whom, how long before a check, and whether members get another one. */
interface KeptAnswer {
  kind: VisitorCache;
  maxAgeSeconds: number;
  answersMembers: boolean;
}

/**
 * The success envelope of `value`. A visitor's answer the route lets browsers keep is tagged (revalidation.ts), and
 * a request that already has it (If-None-Match) gets 304 with no body.
 */
function answer(c: PlatformContext, value: unknown, kept: KeptAnswer | undefined): Response {
  const envelope = { success: true, code: 'ok', message: '', value };
  if (!kept) return c.json(envelope);
  const text = JSON.stringify(envelope);
  const etag = etagOf(text);
  c.header('cache-control', visitorCacheControl(kept.kind, kept.maxAgeSeconds));
  c.header('etag', etag);
  c.header('vary', visitorVary(kept.answersMembers));
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.body(text, 200, { 'content-type': 'application/json' });
}

export function createRouter(app: Hono<PlatformEnv>, deps: RouterDeps): Router {
  const cache = createResponseCache();
  // Before any route, API call or not: odd paths, queries and bodies are a 400 everywhere.
  const guard = createRequestGuard();
  app.use('*', guard.middleware);
  return {
    app,
    onRefused: guard.onRefused,
    route(call, handler, { publicCacheSeconds = 0, visitorCache, reuseSeconds = publicCacheSeconds } = {}) {
      if (publicCacheSeconds > 0 && (call.auth || call.method !== 'GET')) {
        throw new Error(`${call.path}: only public GET calls may be cached`);
      }
      if (visitorCache && (call.auth === true || call.method !== 'GET')) {
        throw new Error(`${call.path}: only GET calls that answer visitors may be kept by browsers`);
      }
      const keptKind = publicCacheSeconds > 0 ? 'public' : visitorCache;
      const kept: KeptAnswer | undefined = keptKind && {
        kind: keptKind,
        maxAgeSeconds: reuseSeconds,
        answersMembers: call.auth === 'optional',
      };
      const audience = audienceOf(call, deps.audiences);
      app.on(call.method, call.path, async (c) => {
        const merchant = c.get('merchant');
        const header = c.req.header('authorization');
        const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
        const cacheable = publicCacheSeconds > 0 && !token;
        // A visitor's answer only: with a token the request is a member's (or claims to be) and is never kept.
        const keptAs = kept && !token ? kept : undefined;
        let member = token && call.auth ? await deps.findMember(token, merchant) : null;
        // A token of another merchant's member is no session here: sites never share accounts.
        if (member && member.merchantCode !== merchant.code) member = null;
        if (call.auth === true && !member) throw notLoggedIn();
        // Trial users and non-agents are refused here, from one table, before any handler runs.
        if (call.auth === true && member) requireAudience(audience, member);
        if (member && deps.pausedDuringBreak.has(call)) refuseWhileExcluded(member);
        c.set('member', member);

        const query = call.query ? parseWith(call.query, c.req.query(), 'query') : undefined;
        const key = cacheable ? cacheKey(merchant.code, call.path, query) : '';
        const now = Date.now();
        const cached = cacheable ? cache.get(key, now) : undefined;
        if (cached !== undefined) return answer(c, cached, keptAs);
        const body = call.body ? parseWith(call.body, await readBody(c, call, deps), 'body') : undefined;
        const value = await handler({
          query,
          body,
          merchant,
          member,
          requireMember: () => {
            if (!member) throw notLoggedIn();
            return member;
          },
          clientIp: c.get('clientIp'),
          c,
        } as HandlerInput<typeof call>);
        if (cacheable) cache.set(key, value, now, publicCacheSeconds * 1000);
        return answer(c, value, keptAs);
      });
    },
  };
}
