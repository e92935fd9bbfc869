/**
 * Signs an account in for browser tests without the UI, the way the site does it: the real API client
 * (src/api/client.ts) from Node against the e2e server, the encrypted login call, and the bot check solved
 * with altcha-lib (the e2e platform's proof of work is cheap). Tests then open a page with `?token=` (spec §2:
 * a sign-in token may arrive in the query string), which the app island turns into a session.
 *
 *   const { token } = await signIn(sites.bangladesh, 'bdplayer1', 'Player123');
 *   await skipPopups(page);                       // optional: keep the once-per-session popups out of the way
 *   await page.goto(await withToken(`${sites.bangladesh}/`, token));
 *
 * `site` is a site origin from the `sites` fixture (http://<tenant id>.localhost:<port>): the helper talks
 * to the same server, as that merchant.
 *
 * The platform trusts an account's first IP and asks later sign-ins from other IPs for a second factor; the
 * browser and Node both reach the e2e server from 127.0.0.1, so demo accounts never meet it here.
 */
import type { Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { isApiError } from '../../../src/api/api-error';
import { type ApiClient, createApiClient } from '../../../src/api/client';
import { freeplayLoginCall, type LoginValue, loginCall, signInLinkCall } from '../../../src/api/contract/session';
import { botCheckChallengeCall } from '../../../src/api/contract/system';
import { loadAllTenants } from '../../../src/config/load-tenants';

const clients = new Map<string, ApiClient>();

/** An API client speaking for the merchant of `site` (e.g. http://pakistan.localhost:4399), as its site does. */
export function apiFor(site: string | undefined): ApiClient {
  // `sites.<id>` is typed string | undefined: a misspelt tenant id fails here, clearly.
  if (!site) throw new Error('sign-in helper: no site origin given (is the tenant id right in sites.<id>?)');
  let client = clients.get(site);
  if (!client) {
    const url = new URL(site);
    const tenantId = url.hostname.split('.')[0];
    const tenant = loadAllTenants().find((candidate) => candidate.id === tenantId);
    if (!tenant) throw new Error(`sign-in helper: ${site} is not a <tenant id>.localhost site origin`);
    // 127.0.0.1, not <tenant>.localhost: Node need not resolve those names; x-merchant-code picks the merchant.
    client = createApiClient({
      baseURL: `http://127.0.0.1:${url.port}`,
      merchantCode: tenant.merchantCode,
      getToken: () => null,
      getLanguage: () => 'EN',
    });
    clients.set(site, client);
  }
  return client;
}

/** A solved bot check for the `botCheck` field of login, register and SMS calls. */
export async function solveBotCheck(site: string | undefined): Promise<string> {
  const challenge = (await apiFor(site).call(botCheckChallengeCall)) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('sign-in helper: the bot-check challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Signs in by username and password; resolves with the login value (token, nickname, type, …). Rejects
 * with a readable error naming the platform's code (e.g. captcha_required after failed logins from this IP).
 */
export async function signIn(
  site: string | undefined,
  username: string,
  password: string,
  portal: 'player' | 'agent' = 'player',
): Promise<LoginValue> {
  try {
    return await apiFor(site).call(loginCall, {
      body: { type: 'username', username, password, portal, botCheck: await solveBotCheck(site) },
    });
  } catch (error) {
    const code = isApiError(error) ? error.code : String(error);
    throw new Error(`sign-in helper: ${username} at ${site} was refused (${code})`, { cause: error });
  }
}

/** Starts a trial (free play) session; the merchant needs FREEPLAY3 on (Bangladesh has it by default). */
export async function signInTrial(site: string | undefined): Promise<LoginValue> {
  return apiFor(site).call(freeplayLoginCall, { body: { platform: 'W' } });
}

/**
 * `url` with a sign-in link for the session `token` in its query string: a one-time code the page exchanges for
 * a session of its own (spec §2 `?token=`; session tokens never travel in URLs).
 */
export async function withToken(url: string, token: string): Promise<string> {
  const target = new URL(url);
  const tenant = loadAllTenants().find((candidate) => candidate.id === target.hostname.split('.')[0]);
  if (!tenant) throw new Error(`sign-in helper: ${url} is not on a <tenant id>.localhost site`);
  const response = await fetch(`http://127.0.0.1:${target.port}${signInLinkCall.path}`, {
    method: signInLinkCall.method,
    headers: { authorization: `Bearer ${token}`, 'x-merchant-code': tenant.merchantCode },
  });
  const answer = (await response.json()) as { success: boolean; code: string; value: { code: string } };
  if (!answer.success) throw new Error(`sign-in helper: no sign-in link (${response.status} ${answer.code})`);
  const { code } = answer.value;
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
