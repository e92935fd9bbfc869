/**
 * The code exchange itself, all through openid-client: the authorization address with PKCE (S256), state and (OpenID
 * Connect) nonce, and the code grant that checks them; for OpenID Connect with the ID token's signature, issuer,
 * audience and times, for a plain OAuth 2 provider (Facebook-style) followed by the user-info request with the access
 * token. Its failures become the platform's codes; nothing here is hand-written OAuth.
 */
import * as oidc from 'openid-client';
import { audienceInvalid, nonceInvalid, providerFailed, stateInvalid, tokenExpired } from './errors';

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const newFlowSecrets = (): FlowSecrets => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

export async function authorizationUrl(
  config: oidc.Configuration,
  secrets: FlowSecrets,
  redirectUri: string,
  scope: string,
  openId: boolean,
): Promise<string> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state: secrets.state,
    // A plain OAuth 2 provider issues no ID token, so nothing would carry a nonce back.
    ...(openId ? { nonce: secrets.nonce } : {}),
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

/** What the platform keeps of a verified account (an ID token, an OAuth 2 user-info answer, Telegram's data). */
export interface ProviderAccount {
  subject: string;
  /** A name the provider shows for the account, for the security centre when it gives no address; else null. */
  name?: string | null;
  /** Verified by the provider, lower-cased; null when absent or unverified. */
  email: string | null;
  /** Verified by the provider (E.164 as the provider gives it); null when absent or unverified. */
  phone: string | null;
}

/** The claim a failed comparison or time check was about, as oauth4webapi names it in the error's cause. */
function claimOf(error: unknown): string | undefined {
  let current = error as { cause?: unknown; claim?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.claim === 'string') return current.claim;
    current = current.cause as typeof current;
  }
  return undefined;
}

function refusalOf(error: unknown): Error {
  const code = (error as { code?: string }).code;
  const claim = claimOf(error);
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'nonce') return nonceInvalid();
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && (claim === 'aud' || claim === 'azp')) return audienceInvalid();
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' && claim === 'exp') return tokenExpired();
  if (code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED' || /"state"/.test((error as Error).message ?? '')) {
    return stateInvalid('the provider answered for another sign-in');
  }
  return providerFailed(`the provider's answer does not verify: ${(error as Error).message}`);
}

export async function redeemCode(
  config: oidc.Configuration,
  callbackUrl: URL,
  secrets: FlowSecrets,
): Promise<ProviderAccount> {
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!claims) throw providerFailed('the provider answered no ID token');
  const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  const phone =
    claims.phone_number_verified === true && typeof claims.phone_number === 'string' ? claims.phone_number : null;
  return { subject: claims.sub, email, phone };
}

/** Where and how a plain OAuth 2 provider answers the account (tenant entry `fields`, `emailVerified`). */
export interface UserInfoSpec {
  url: URL;
  fields: { id: string; name: string; email: string };
  emailVerified: boolean;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

/** Plain OAuth 2: the code grant (state and PKCE checked), then the account from the user-info address. */
export async function redeemOAuth2Code(
  config: oidc.Configuration,
  callbackUrl: URL,
  secrets: FlowSecrets,
  userInfo: UserInfoSpec,
): Promise<ProviderAccount> {
  let answer: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
    });
    const res = await oidc.fetchProtectedResource(config, tokens.access_token, userInfo.url, 'GET');
    if (!res.ok) throw new Error(`the user-info address answered ${res.status}`);
    answer = (await res.json()) as Record<string, unknown>;
  } catch (error) {
    throw refusalOf(error);
  }
  const subject = textOf(answer?.[userInfo.fields.id]);
  if (!subject) throw providerFailed(`the provider named no account id (${userInfo.fields.id})`);
  const email = textOf(answer[userInfo.fields.email])?.toLowerCase() ?? null;
  return {
    subject: subject.slice(0, 200),
    email: userInfo.emailVerified && email?.includes('@') ? email : null,
    phone: null,
    name: textOf(answer[userInfo.fields.name])?.slice(0, 100) ?? null,
  };
}
