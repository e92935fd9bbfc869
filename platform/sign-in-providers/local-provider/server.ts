/**
 * The local demo providers: the OpenID provider Demo ID (oidc-provider) and, on the same server, Demo Social (a plain
 * OAuth 2 provider, demo-social.ts, under /social/) and Demo Telegram (Telegram's login page, demo-telegram.ts, at
 * /telegram/auth). They run beside the platform in demo mode only (scripts/start.ts starts them on
 * PLATFORM_DEMO_OIDC_PORT, default the site port + 1, and tells the platform the issuer), so one-click sign-in works
 * offline for the demo and the tests. One public client (PKCE, no secret) per tenant entry that names "local-demo";
 * each returns only to a merchant's /login page on a local host or one of its domains. Demo ID's keys and cookie keys
 * are made at each start: nothing of them is kept.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider, { type OidcContext } from 'oidc-provider';
import { PROVIDER_RETURN_PATH } from '../../../src/api/calls/sign-in-providers';
import { LOCAL_DEMO_ISSUER } from '../../../src/config/sign-in-providers-schema';
import type { Tenant } from '../../../src/config/tenant-schema';
import { accountIdOf } from './accounts';
import { demoSocial } from './demo-social';
import { type BotTokenOf, demoTelegram } from './demo-telegram';
import { readForm, returnAllowed } from './form';
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
      .flatMap((provider) => (provider.kind === 'oidc' && provider.issuer === LOCAL_DEMO_ISSUER ? [provider] : []))
      .map((provider) => ({
        clientId: provider.clientId,
        name: tenant.name,
        domains: tenant.domains,
        tenantId: tenant.id,
      })),
  );
}

export async function startLocalProvider(options: {
  port: number;
  host?: string;
  tenants: readonly Tenant[];
  /** The Telegram bots' tokens (the platform's, lent for Demo Telegram to sign with); none: Demo Telegram is off. */
  botToken?: BotTokenOf;
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
    return client !== undefined && returnAllowed(client, value, PROVIDER_RETURN_PATH);
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

  const social = demoSocial(options.tenants);
  const telegram = demoTelegram(options.tenants, options.botToken ?? (async () => null));
  const fail = (res: ServerResponse, error: Error) => {
    if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Demo provider: ${error.message}`);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/social/') || url.pathname.startsWith('/telegram/')) {
      (url.pathname.startsWith('/social/') ? social : telegram)(req, res, url)
        .then((answered) => {
          if (!answered) res.writeHead(404).end();
        })
        .catch((error: Error) => fail(res, error));
      return;
    }
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
