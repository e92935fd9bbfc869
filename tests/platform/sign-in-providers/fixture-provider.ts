/**
 * A minimal OpenID provider for refusal tests: discovery, keys and a token endpoint that answers the ID token the
 * test asks for next (another audience, another nonce, an expiry in the past). Asked without a nonce it acts as a
 * plain OAuth 2 provider (Facebook-style): no ID token, and the account at /me for the access token (or an answer
 * without the account id, when the test asks). It checks the client secret and the
 * PKCE verifier like a real provider, so the platform's own checks are what a refusal proves. The browser step is
 * skipped: the test reads state and nonce from the authorization address the platform made and builds the callback.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface IdTokenChanges {
  aud?: string;
  nonce?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  sub?: string;
  email?: string;
  /** OAuth 2: the user-info answer leaves out the account id. */
  noId?: boolean;
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'fixture-1', use: 'sig', alg: 'RS256' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(claims: Record<string, unknown>): string {
  const data = `${b64({ alg: 'RS256', kid: 'fixture-1', typ: 'JWT' })}.${b64(claims)}`;
  return `${data}.${createSign('RSA-SHA256').update(data).sign(privateKey).toString('base64url')}`;
}

export interface FixtureProvider {
  issuer: string;
  /** Issues a code for the flow whose authorization address is given; the callback the provider would send. */
  callbackFor(authorizationUrl: string, changes?: IdTokenChanges): string;
  close(): Promise<void>;
}

export async function startFixtureProvider(port: number, clientId: string, secret: string): Promise<FixtureProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string; changes: IdTokenChanges }>();
  const accessTokens = new Map<string, IdTokenChanges>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/me') {
      const changes = accessTokens.get(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
      if (!changes) return json(401, { error: { message: 'Invalid OAuth access token' } });
      const account = { name: 'Fixture Person', email: changes.email ?? 'fixture@example.com' };
      return json(200, changes.noId ? account : { id: changes.sub ?? 'fixture-subject', ...account });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== clientId || form.get('client_secret') !== secret) {
          return json(401, { error: 'invalid_client' });
        }
        const flow = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!flow || flow.challenge !== challenge || form.get('redirect_uri') !== flow.redirectUri) {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        const { changes } = flow;
        const email = changes.email ?? 'fixture@example.com';
        const accessToken = randomBytes(16).toString('hex');
        if (!flow.nonce) {
          accessTokens.set(accessToken, changes);
          return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 300 });
        }
        return json(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 300,
          id_token: sign({
            iss: issuer,
            sub: changes.sub ?? 'fixture-subject',
            aud: changes.aud ?? clientId,
            nonce: changes.nonce ?? flow.nonce,
            iat: now - 5,
            exp: now + (changes.expiresIn ?? 300),
            email,
            email_verified: true,
          }),
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    issuer,
    callbackFor(authorizationUrl, changes = {}) {
      const asked = new URL(authorizationUrl);
      const code = randomBytes(16).toString('hex');
      const redirectUri = asked.searchParams.get('redirect_uri') ?? '';
      codes.set(code, {
        challenge: asked.searchParams.get('code_challenge') ?? '',
        nonce: asked.searchParams.get('nonce') ?? '',
        redirectUri,
        changes,
      });
      return `${redirectUri}?code=${code}&state=${asked.searchParams.get('state')}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
