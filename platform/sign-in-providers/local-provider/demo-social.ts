/**
 * "Demo Social": a local stand-in for a plain OAuth 2 provider such as Facebook (no OpenID: no discovery, no ID
 * token; the account is read from a user-info address with the access token). Demo mode only, on Demo ID's server
 * under /social/ (paths.ts). One public client per tenant entry whose endpoints are "local-demo": the authorization
 * request must carry a PKCE challenge (S256) and return to the merchant's /login page; a code is good once for a
 * minute, an access token ten minutes. Like Demo ID it asks no password: any e-mail address signs in as itself, with
 * a Facebook-like numeric account id made from it. Everything is kept in memory and forgotten at the next start.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROVIDER_RETURN_PATH } from '../../../src/api/calls/sign-in-providers';
import { LOCAL_DEMO_ISSUER } from '../../../src/config/sign-in-providers-schema';
import type { Tenant } from '../../../src/config/tenant-schema';
import { accountIdOf } from './accounts';
import { readForm, returnAllowed } from './form';
import { escapeHtml } from './page';
import { DEMO_SOCIAL_PATHS } from './paths';

interface SocialClient {
  clientId: string;
  siteName: string;
  tenantId: string;
  domains: readonly string[];
}

interface SocialAccount {
  id: string;
  name: string;
  email: string;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 10 * 60_000;

/** The tenants' entries that name Demo Social, one client each. */
export function socialClientsOf(tenants: readonly Tenant[]): SocialClient[] {
  return tenants.flatMap((tenant) =>
    tenant.signInProviders.flatMap((provider) =>
      provider.kind === 'oauth2' && provider.endpoints === LOCAL_DEMO_ISSUER
        ? [{ clientId: provider.clientId, siteName: tenant.name, tenantId: tenant.id, domains: tenant.domains }]
        : [],
    ),
  );
}

/** A Facebook-like account id (digits) for an address: the same address always gets the same id. */
export const socialAccountId = (email: string) =>
  BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 13)}`).toString();

function signInPage(params: URLSearchParams, siteName: string, error?: string): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Social: log in</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;font-size:1rem}input,button{padding:.6rem;margin:.4rem 0}
button{cursor:pointer}.error{color:#b91c1c}</style></head>
<body><main>
<h1>Demo Social</h1>
<p>Log in to continue to <strong>${escapeHtml(siteName)}</strong>. This is the platform's local demo of a social network's login (OAuth 2, like Facebook): no password; any e-mail address logs in as itself.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEMO_SOCIAL_PATHS.authorization}">${hidden}
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">Your name</label>
<input id="name" name="name" autocomplete="name" maxlength="60">
<button type="submit" name="action" value="login">Log in to Demo Social</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
</main></body></html>`;
}

export function demoSocial(tenants: readonly Tenant[]) {
  const clients = new Map(socialClientsOf(tenants).map((client) => [client.clientId, client]));
  const codes = new Map<
    string,
    { clientId: string; redirectUri: string; challenge: string; account: SocialAccount; expires: number }
  >();
  const tokens = new Map<string, { account: SocialAccount; expires: number }>();

  const text = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Demo Social: ${body}`);
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const html = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  };

  /** The client and return address of an authorization request, or why it is refused. */
  const checkRequest = (params: URLSearchParams) => {
    const client = clients.get(params.get('client_id') ?? '');
    if (!client) return 'unknown client_id';
    if (!returnAllowed(client, params.get('redirect_uri') ?? '', PROVIDER_RETURN_PATH))
      return 'redirect_uri not allowed';
    if (!params.get('state')) return 'state missing';
    if (!params.get('code_challenge')) return 'PKCE code_challenge missing';
    return client;
  };

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'GET') {
      const checked = checkRequest(url.searchParams);
      if (typeof checked === 'string') return text(res, 400, checked);
      if (url.searchParams.get('response_type') !== 'code') return text(res, 400, 'response_type must be code');
      if (url.searchParams.get('code_challenge_method') !== 'S256') return text(res, 400, 'PKCE method must be S256');
      return html(res, 200, signInPage(url.searchParams, checked.siteName));
    }
    const form = await readForm(req);
    const checked = checkRequest(form);
    if (typeof checked === 'string') return text(res, 400, checked);
    const back = new URL(form.get('redirect_uri') ?? '');
    back.searchParams.set('state', form.get('state') ?? '');
    if (form.get('action') === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      res.writeHead(303, { location: back.href }).end();
      return;
    }
    const email = accountIdOf(form.get('email') ?? '');
    if (!email) return html(res, 400, signInPage(form, checked.siteName, 'Enter an e-mail address.'));
    const name = (form.get('name') ?? '').trim().slice(0, 60) || (email.split('@')[0] ?? email);
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: checked.clientId,
      redirectUri: form.get('redirect_uri') ?? '',
      challenge: form.get('code_challenge') ?? '',
      account: { id: socialAccountId(email), name, email },
      expires: Date.now() + CODE_TTL_MS,
    });
    back.searchParams.set('code', code);
    res.writeHead(303, { location: back.href }).end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return json(res, 405, { error: 'invalid_request' });
    const form = await readForm(req);
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (form.get('grant_type') !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
    if (
      !issued ||
      issued.expires < Date.now() ||
      issued.clientId !== form.get('client_id') ||
      issued.redirectUri !== form.get('redirect_uri') ||
      issued.challenge !== challenge
    ) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { account: issued.account, expires: Date.now() + TOKEN_TTL_MS });
    json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_TTL_MS / 1000 });
  }

  function me(req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const known = tokens.get(bearer);
    if (!known || known.expires < Date.now())
      return json(res, 401, { error: { message: 'Invalid OAuth access token' } });
    json(res, 200, known.account);
  }

  /** Answers a request under /social/; false when the path is not one of its. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === DEMO_SOCIAL_PATHS.authorization) await authorize(req, res, url);
    else if (url.pathname === DEMO_SOCIAL_PATHS.token) await token(req, res);
    else if (url.pathname === DEMO_SOCIAL_PATHS.userInfo) me(req, res);
    else return false;
    return true;
  };
}
