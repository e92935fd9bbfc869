/**
 * Signs an account in for browser tests without the UI, the way the site does it: the real API client
 * (src/api/client.ts) from Node against the e2e server, the encrypted login call, and the bot check solved
 * with altcha-lib. Tests then open a page with `?token=` (a sign-in token may arrive in the query
 * string), which the app island turns into a session of the page's own.
 *
 *   const { token } = await signIn(sites.bangladesh, 'bdplayer1', 'Player123');
 *   await skipPopups(page);                       // optional: keep the once-per-session popups out of the way
 *   await page.goto(await withToken(`${sites.bangladesh}/`, token));
 *
 * `site` is a site origin from the `sites` fixture (http://<tenant id>.localhost:<port>): the helper talks
 * to the same server, as that merchant.
 *
 * Which address the platform sees (it trusts X-Forwarded-For in the e2e run and runs with its real per-IP limits):
 * - `signIn` speaks from this machine, 127.0.0.1. The platform trusts an account's first address and asks a
 *   sign-in from any other for a second factor (SMS or e-mail code) when the account has a mobile or e-mail, as
 *   the demo accounts do; signing them in from one address keeps them clear of it. The one file that signs demo
 *   accounts in through the UI (agent-portal.spec.ts) runs its browser on this machine's address too.
 *   So that the 30 sign-ins a minute from this address are not met, a worker keeps each account's session and
 *   hands it out again while it lives (see `signIn`): about one sign-in per account per worker, not one per test.
 * - `apiFor` (registrations, free play, bot-check challenges, reads) speaks as a visitor: each call from a new
 *   made-up address (client-address.ts), as a new player registers or starts free play on a device of their own;
 *   the 20 registrations and 20 free-play starts an hour per address are left to the platform tests about them.
 *   Given a member's token, `apiFor(site, token)` speaks from this machine instead, as `signIn` does.
 * - `withToken` asks for the sign-in link from this machine (no limit); the browser exchanges it from its own
 *   address (the `clientIp` fixture), which the platform then remembers for the account.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type ApiError, isApiError } from '../../../src/api/api-error';
import { adminOutboxCall } from '../../../src/api/calls/admin';
import { memberInfoCall } from '../../../src/api/calls/member';
import { freeplayLoginCall, type LoginValue, loginCall, signInLinkCall } from '../../../src/api/calls/session';
import { botCheckChallengeCall } from '../../../src/api/calls/system';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../src/api/client';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { newClientAddress } from './client-address';

/** Per site: the client that speaks as a visitor (a new address per call) and the one that speaks from here. */
const clients = new Map<string, { visitor: ApiClient; machine: ApiClient; options: ApiClientOptions }>();

function clientsFor(site: string | undefined) {
  // `sites.<id>` is typed string | undefined: a misspelt tenant id fails here, clearly.
  if (!site) throw new Error('sign-in helper: no site origin given (is the tenant id right in sites.<id>?)');
  let pair = clients.get(site);
  if (!pair) {
    const url = new URL(site);
    const tenant = loadAllTenants().find((candidate) => candidate.id === url.hostname.split('.')[0]);
    if (!tenant) throw new Error(`sign-in helper: ${site} is not a <tenant id>.localhost site origin`);
    // 127.0.0.1, not <tenant>.localhost: Node need not resolve those names; x-merchant-code picks the merchant.
    const options: ApiClientOptions = {
      baseURL: `http://127.0.0.1:${url.port}`,
      merchantCode: tenant.merchantCode,
      getToken: () => null,
      getLanguage: () => 'EN' as const,
    };
    const fromNewAddress: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', newClientAddress());
      return fetch(input, { ...init, headers });
    };
    pair = {
      visitor: createApiClient({ ...options, fetch: fromNewAddress }),
      machine: createApiClient(options),
      options,
    };
    clients.set(site, pair);
  }
  return pair;
}

/**
 * An API client speaking for the merchant of `site` (e.g. http://pakistan.localhost:4399), as its site does:
 * - without `token`, as a visitor, each call from a new made-up client address (a new visitor's device: see the
 *   top of this file);
 * - with a session `token`, as that member, from this machine (as `signIn` does), for the calls a test makes
 *   beside the page: funding a game wallet, reading the recorded bets, a second claim the platform must refuse.
 *
 *   const wallets = await apiFor(site, player.token).call(walletsCall);
 *
 * A call resolves with its value, typed by its call definition, or rejects with an ApiError (its `code` and `status`).
 */
export function apiFor(site: string | undefined, token?: string): ApiClient {
  const { visitor, options } = clientsFor(site);
  return token === undefined ? visitor : createApiClient({ ...options, getToken: () => token });
}

/**
 * The ApiError a call that must be refused rejects with (its `code`, `status` and `detail`); fails when the call
 * succeeds or fails without an answer of the platform's.
 *
 *   const again = await refusal(apiFor(site, token).call(promotionClaimCall, { body }));
 *   expect(again.code).toBe('promo_already_claimed');
 */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a refusal, the call answered ${JSON.stringify(outcome.value)}`);
  if (!isApiError(outcome.error) || outcome.error.reason !== 'platform') throw outcome.error;
  return outcome.error;
}

/**
 * The operator's API (the /admin calls: src/api/calls/admin*.ts and the areas' admin-*.ts) through
 * the typed client, sent by the `admin` fixture's request context, which carries the admin token and names the
 * operator host (the only host the admin API answers on). Merchant codes travel in each call's body or query.
 *
 *   await adminApi(admin).call(adminSystemStatusCall, { body: { merchantCode, maintenance: true } });
 */
export function adminApi(admin: APIRequestContext): ApiClient {
  const viaAdmin: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const headers = new Headers(init?.headers);
    headers.delete('x-merchant-code'); // an admin call names its merchant in the body or query, never in a header
    const answer = await admin.fetch(url, {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { data: init.body } : {}),
    });
    return new Response(answer.status() === 204 ? null : await answer.text(), {
      status: answer.status(),
      headers: answer.headers(),
    });
  };
  return createApiClient({
    // '' keeps the paths relative: the context resolves them against its own base (this machine, the e2e port)
    baseURL: '',
    merchantCode: '',
    getToken: () => null,
    getLanguage: () => 'EN',
    fetch: viaAdmin,
  });
}

/** A solved bot check for the `botCheck` field of login, register and SMS calls. */
export async function solveBotCheck(site: string | undefined): Promise<string> {
  const challenge = (await apiFor(site).call(botCheckChallengeCall)) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('sign-in helper: the bot-check challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** This worker's sessions, by site, portal, username and password (a changed password is another key). */
const sessions = new Map<string, LoginValue>();

/**
 * Signs in by username and password from this machine; resolves with the login value (token, nickname, type, …).
 * Rejects with a readable error naming the platform's code (e.g. captcha_required after failed logins from this IP).
 *
 * Each sign-in costs the server a slow password hash and this worker a proof of work, and this machine may sign in
 * 30 times a minute: so the worker keeps the session it got and hands it out again to the next test that signs the
 * same account in (on the same site and portal, with the same password), as an app keeps a member signed in. Before
 * it does, one cheap signed-in call (member info) checks that the session still lives; when a test has changed
 * that account's password, or the session ended otherwise, the helper signs in afresh. A page opened with
 * `withToken` gets a session of its own, so signing out in the browser ends that one, never the kept one.
 *
 * The login value handed out again is the first sign-in's: `firstTimeLogin` and `passwordExpired` describe that
 * sign-in. A test about what a sign-in does or answers (the sign-in history, a forced password change, revoking
 * sessions) passes `{ fresh: true }` for a sign-in of its own, which is then kept for the next test.
 */
export async function signIn(
  site: string | undefined,
  username: string,
  password: string,
  portal: 'player' | 'agent' = 'player',
  { fresh = false }: { fresh?: boolean } = {},
): Promise<LoginValue> {
  const key = JSON.stringify([site, portal, username, password]);
  const kept = sessions.get(key);
  if (kept && !fresh && (await sessionLives(site, kept.token))) return kept;
  sessions.delete(key);
  try {
    const value = await clientsFor(site).machine.call(loginCall, {
      body: { type: 'username', username, password, portal, botCheck: await solveBotCheck(site) },
    });
    sessions.set(key, value);
    return value;
  } catch (error) {
    const code = isApiError(error) ? error.code : String(error);
    throw new Error(`sign-in helper: ${username} at ${site} was refused (${code})`, { cause: error });
  }
}

/** Whether the platform still takes `token` (member info answers 200 for a live session, 401 otherwise). */
async function sessionLives(site: string | undefined, token: string): Promise<boolean> {
  return apiFor(site, token)
    .call(memberInfoCall)
    .then(
      () => true,
      () => false,
    );
}

/**
 * Starts a trial (free play) session, from a new visitor's address (free play is 20 an hour per address); the
 * merchant needs FREEPLAY3 on (Bangladesh has it by default).
 */
export async function signInTrial(site: string | undefined): Promise<LoginValue> {
  return apiFor(site).call(freeplayLoginCall, { body: { platform: 'W' } });
}

/**
 * `url` with a sign-in link for the session `token` in its query string: a one-time code the page exchanges for
 * a session of its own (session tokens never travel in URLs).
 */
export async function withToken(url: string, token: string): Promise<string> {
  const target = new URL(url);
  const { code } = await apiFor(target.origin, token)
    .call(signInLinkCall)
    .catch((error: unknown) => {
      const why = isApiError(error) ? `${error.status} ${error.code}` : String(error);
      throw new Error(`sign-in helper: no sign-in link (${why})`, { cause: error });
    });
  target.searchParams.set('token', code);
  return target.toString();
}

/** Marks this tab's popups (USER_POPUP, ANONYMOUS_POPUP) as closed before any page script runs. */
export async function skipPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('USER_POPUP', 'closed');
      sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    } catch {
      // storage disabled: popups may show
    }
  });
}

/**
 * The first group of `pattern` (by default a 6-digit code) in the newest message the platform "sent" to `to` (an
 * E.164 number or an e-mail address), read from the outbox through the admin API; tries again for up to 5 s, as a
 * message may be sent just after the page's call answers.
 */
export async function outboxCode(admin: APIRequestContext, to: string, pattern = /\b(\d{6})\b/): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const [newest] = await adminApi(admin).call(adminOutboxCall, { query: { to, limit: 1 } });
    found = pattern.exec(newest?.body ?? '')?.[1];
    expect(found).toBeDefined();
  }).toPass({ timeout: 5000 });
  return found as string;
}
