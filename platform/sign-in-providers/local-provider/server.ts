/**
 * The local demo OpenID provider (oidc-provider): it runs beside the platform in demo mode only (scripts/start.ts
 * starts it on PLATFORM_DEMO_OIDC_PORT, default the site port + 1, and tells the platform its issuer), so one-click
 * sign-in works offline for the demo and the tests. One public client (PKCE, no secret) per tenant entry whose issuer
 * is "local-demo"; it returns only to a merchant's /login page on a local host or one of its domains. Its keys and
 * cookie keys are made at each start: nothing of it is kept.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider, { type OidcContext } from 'oidc-provider';
import { PROVIDER_RETURN_PATH } from '../../../src/api/calls/sign-in-providers';
import { LOCAL_DEMO_ISSUER } from '../../../src/config/sign-in-providers-schema';
import type { Tenant } from '../../../src/config/tenant-schema';
import { accountIdOf } from './accounts';
import { signInPage } from './page';

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

interface DemoClient {
  clientId: string;
  name: string;
  domains: readonly string[];
  tenantId: string;
}

/** The tenants' entries that name the local demo provider, one client each. */
export function demoClientsOf(tenants: readonly Tenant[]): DemoClient[] {
  return tenants.flatMap((tenant) =>
    tenant.signInProviders
      .filter((provider) => provider.issuer === LOCAL_DEMO_ISSUER)
      .map((provider) => ({
        clientId: provider.clientId,
        name: tenant.name,
        domains: tenant.domains,
        tenantId: tenant.id,
      })),
  );
}

/** A merchant's /login page on one of its hosts (local hosts on any port: the demo's port is chosen at start). */
function returnAllowed(client: DemoClient, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  const local = (host === 'localhost' || host === `${client.tenantId}.localhost`) && url.protocol === 'http:';
  const domain = client.domains.includes(host) && url.protocol === 'https:';
  return (local || domain) && PROVIDER_RETURN_PATH.test(url.pathname) && !url.search && !url.hash;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 4096) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

export async function startLocalProvider(options: {
  port: number;
  host?: string;
  tenants: readonly Tenant[];
}): Promise<LocalProvider> {
  const host = options.host ?? '127.0.0.1';
  // A server listening on every address is reached on this machine's loopback address.
  const issuer = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${options.port}`;
  const clients = demoClientsOf(options.tenants);
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_name: client.name,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // Checked by returnAllowed below; oidc-provider needs one registered address.
      redirect_uris: [`http://localhost/login`],
    })),
    jwks: { keys: [{ ...signingKey, kid: 'demo-1', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The platform reads the address from the ID token: it asks for no userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short, as a demo needs: an interaction 10 minutes, a session an hour, tokens 10 minutes.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: OidcContext, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: OidcContext, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true }),
    }),
    // A first-party demo: no consent screen; the grant holds what the client asked for.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      grant.addOIDCClaims(['email', 'email_verified']);
      await grant.save();
      return grant;
    },
    renderError: (ctx: OidcContext, out: { error: string; error_description?: string }) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Demo ID: ${out.error}${out.error_description ? `: ${out.error_description}` : ''}`;
    },
  });
  provider.Client.prototype.redirectUriAllowed = function (this: { clientId: string }, value: string) {
    const client = byId.get(this.clientId);
    return client !== undefined && returnAllowed(client, value);
  };
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const client = byId.get(String(details.params.client_id));
    const [, uid, action] = path;
    if (req.method === 'GET' && !action) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(uid ?? details.uid, client?.name ?? 'the site'));
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const accountId = accountIdOf((await readForm(req)).get('email') ?? '');
      if (!accountId) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(signInPage(details.uid, client?.name ?? 'the site', 'Enter an e-mail address.'));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    if (req.method === 'POST' && action === 'abort') {
      const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    res.writeHead(404).end();
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]?.split('/').filter(Boolean) ?? [];
    // Browsers ask every page's origin for an icon: none, without an error.
    if (path[0] === 'favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (path[0] !== 'interaction') {
      callback(req, res);
      return;
    }
    interaction(req, res, path).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Demo ID: ${error.message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
