/**
 * The provider flows: start (a state, nonce and PKCE verifier kept server-side for 10 minutes, bound to the browser's
 * key), finish (the state taken once; then the code redeemed and checked by openid-client, or Telegram's signed data
 * checked; telegram.ts), then one of: sign in the
 * linked member, link the provider to the signed-in member who started it (security centre), hand a link ticket to
 * the existing member whose verified e-mail or number the provider gave (their password links it: link()), or open a
 * new member under the merchant's registration rules. Every write of an outcome is one transaction: a member is never
 * opened without their link, nor a link made for a refused sign-in.
 */

import type { BodyOf, ValueOf } from '../../src/api/calls/define-call';
import type { LoginValue } from '../../src/api/calls/session';
import type { providerFinishCall, providerStartCall } from '../../src/api/calls/sign-in-providers';
import {
  assertPortal,
  assertSiteOpen,
  checkPassword,
  completeSignIn,
  createRegisteredMember,
  findById,
  MEMBER_TYPE,
  type MemberRow,
} from '../accounts';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { PlatformContext, SessionMember } from '../http/context';
import type { Merchant } from '../merchants/merchants';
import { resolveReferralCode } from '../referral';
import { enforceLimit } from '../security/limits';
import { unusablePasswordHash } from '../security/passwords';
import { numericCode, randomToken, sha256Hex } from '../security/tokens';
import type { ProviderDirectory, ReadyProvider } from './directory';
import { alreadyLinked, providerDisabled, stateInvalid } from './errors';
import {
  authorizationUrl,
  type FlowSecrets,
  newFlowSecrets,
  type ProviderAccount,
  redeemCode,
  redeemOAuth2Code,
} from './protocol';
import { siteOrigin } from './site-origin';
import { telegramAccount, telegramLoginUrl } from './telegram';

export const FLOW_TTL_MS = 10 * 60 * 1000;
export const TICKET_TTL_MS = 10 * 60 * 1000;

type FinishValue = ValueOf<typeof providerFinishCall>;
type Portal = 'player' | 'agent';

const countAttempt = (deps: PlatformDeps, ip: string) =>
  enforceLimit(deps, `login:ip:${ip}`, deps.config.loginsPerIpPerMinute, 60_000);

const invitationError = () => new PlatformError(400, 'invitation_code_error', 'Invalid invitation code');

export async function startFlow(
  deps: PlatformDeps,
  directory: ProviderDirectory,
  c: PlatformContext,
  merchant: Merchant,
  member: SessionMember | null,
  body: BodyOf<typeof providerStartCall>,
  ip: string,
): Promise<{ authorizationUrl: string }> {
  await assertSiteOpen(deps, merchant, c.get('countryCode'));
  await countAttempt(deps, ip);
  const ready = await directory.ready(merchant, body.provider);
  const { provider } = ready;
  const affiliateCode = body.affiliateCode || null;
  if (affiliateCode && !(await resolveReferralCode(deps.db, merchant, affiliateCode))) throw invitationError();
  const origin = siteOrigin(c, merchant);
  const redirectUri = `${origin}${body.returnPath}`;
  const secrets = newFlowSecrets();
  const now = deps.clock();
  await deps.db.query('DELETE FROM sign_in_provider_flows WHERE expires_at < $1', [now]);
  await deps.db.query(
    `INSERT INTO sign_in_provider_flows (state_hash, merchant_code, provider, browser_key_hash, code_verifier, nonce,
       redirect_uri, portal, affiliate_code, member_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      sha256Hex(secrets.state),
      merchant.code,
      provider.id,
      sha256Hex(body.browserKey),
      secrets.codeVerifier,
      secrets.nonce,
      redirectUri,
      body.portal,
      affiliateCode,
      // The agent portal only signs in: a session the browser happens to hold (a player's) is never linked from there.
      body.portal === 'agent' ? null : (member?.id ?? null),
      new Date(now.getTime() + FLOW_TTL_MS),
    ],
  );
  if (ready.kind === 'telegram') {
    // Telegram's page carries no state of ours: the return address does, so the finish finds this flow.
    return { authorizationUrl: telegramLoginUrl(ready, origin, `${redirectUri}?state=${secrets.state}`) };
  }
  const openId = ready.kind === 'oidc';
  return { authorizationUrl: await authorizationUrl(ready.config, secrets, redirectUri, ready.provider.scope, openId) };
}

/** The account the provider's answer names, checked the provider's way. */
function accountOf(
  deps: PlatformDeps,
  merchant: Merchant,
  ready: ReadyProvider,
  callback: URL,
  secrets: FlowSecrets,
): Promise<ProviderAccount> {
  if (ready.kind === 'telegram') return telegramAccount(deps.db, merchant, ready, callback, deps.clock());
  if (ready.kind === 'oidc') return redeemCode(ready.config, callback, secrets);
  if (ready.provider.kind !== 'oauth2' || !ready.userInfo) throw providerDisabled();
  const { fields, emailVerified } = ready.provider;
  return redeemOAuth2Code(ready.config, callback, secrets, { url: ready.userInfo, fields, emailVerified });
}

interface FlowRow {
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  portal: Portal;
  affiliate_code: string | null;
  member_id: number | null;
}

/** Takes the flow `state` names (once, unexpired, this merchant's, this browser's); null when there is none. */
async function takeFlow(db: Database, merchant: Merchant, state: string, browserKey: string, now: Date) {
  const [row] = await db.query<FlowRow>(
    `UPDATE sign_in_provider_flows SET used_at = $4
      WHERE state_hash = $1 AND merchant_code = $2 AND browser_key_hash = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING provider, code_verifier, nonce, redirect_uri, portal, affiliate_code, member_id`,
    [sha256Hex(state), merchant.code, sha256Hex(browserKey), now],
  );
  return row ?? null;
}

function parseCallback(text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw stateInvalid('the callback address is not an address');
  }
}

export async function finishFlow(
  deps: PlatformDeps,
  directory: ProviderDirectory,
  c: PlatformContext,
  merchant: Merchant,
  body: BodyOf<typeof providerFinishCall>,
  ip: string,
): Promise<FinishValue> {
  await assertSiteOpen(deps, merchant, c.get('countryCode'));
  await countAttempt(deps, ip);
  const callback = parseCallback(body.callbackUrl);
  const state = callback.searchParams.get('state');
  if (!state) throw stateInvalid('the callback carries no state');
  // Taken before the provider is asked: a callback is worth one try, whatever its fate.
  const flow = await takeFlow(deps.db, merchant, state, body.browserKey, deps.clock());
  if (!flow) throw stateInvalid();
  if (`${callback.origin}${callback.pathname}` !== flow.redirect_uri) throw stateInvalid('another return address');
  const ready = await directory.ready(merchant, flow.provider);
  const { provider } = ready;
  const account = await accountOf(deps, merchant, ready, callback, {
    state,
    nonce: flow.nonce,
    codeVerifier: flow.code_verifier,
  });
  const label = account.email ?? account.phone ?? account.name ?? '';
  if (flow.member_id !== null) {
    await linkTo(deps.db, merchant, provider.id, account, label, flow.member_id, deps.clock());
    return { kind: 'linked', provider: provider.id };
  }
  const linked = await linkedMember(deps.db, merchant, provider.id, account.subject);
  if (linked) {
    return { kind: 'signed-in', login: await signInLinked(deps, c, merchant, linked, flow.portal, ip) };
  }
  const existing = await memberWithAddress(deps.db, merchant, account);
  if (existing) {
    // A player's address never opens the agent portal: refused before the password is asked for.
    assertPortal(merchant, existing, flow.portal);
    const linkToken = randomToken();
    await deps.db.query(
      `INSERT INTO sign_in_provider_tickets (ticket_hash, merchant_code, provider, subject, label, member_id, portal,
         expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sha256Hex(linkToken),
        merchant.code,
        provider.id,
        account.subject,
        label,
        existing.id,
        flow.portal,
        new Date(deps.clock().getTime() + TICKET_TTL_MS),
      ],
    );
    return { kind: 'link', linkToken, account: existing.username, provider: provider.id };
  }
  // A new member would be a player: the agent portal opens for agent accounts only.
  if (flow.portal === 'agent') throw new PlatformError(403, 'error_not_agent', 'A provider opens no agent account');
  const opened = await openMember(deps, merchant, provider.id, account, label, flow.affiliate_code, ip);
  return {
    kind: 'signed-in',
    login: await completeSignIn(deps, merchant, opened, ip, c.req.header('user-agent'), 'provider'),
  };
}

async function linkedMember(db: Database, merchant: Merchant, provider: string, subject: string) {
  const [row] = await db.query<{ id: number; member_id: number }>(
    'SELECT id, member_id FROM sign_in_provider_links WHERE merchant_code = $1 AND provider = $2 AND subject = $3',
    [merchant.code, provider, subject],
  );
  return row ?? null;
}

async function signInLinked(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  link: { id: number; member_id: number },
  portal: Portal,
  ip: string,
): Promise<LoginValue> {
  const member = await findById(deps.db, link.member_id);
  if (!member || member.disabled) throw new PlatformError(403, 'error_not_member', 'This account is closed');
  assertPortal(merchant, member, portal);
  const value = await completeSignIn(deps, merchant, member, ip, c.req.header('user-agent'), 'provider');
  await deps.db.query('UPDATE sign_in_provider_links SET last_used_at = $2 WHERE id = $1', [link.id, deps.clock()]);
  return value;
}

/** The merchant's member whose e-mail or mobile number the provider verified (the oldest, when several). */
async function memberWithAddress(db: Database, merchant: Merchant, account: ProviderAccount) {
  if (!account.email && !account.phone) return null;
  const [row] = await db.query<MemberRow>(
    `SELECT * FROM members WHERE merchant_code = $1 AND disabled = false
        AND ((lower(email) = $2 AND $2 IS NOT NULL) OR (mobile = $3 AND $3 IS NOT NULL))
      ORDER BY id LIMIT 1`,
    [merchant.code, account.email, account.phone],
  );
  return row ?? null;
}

/** Writes the link; provider_already_linked when the account is another member's or the member has another one. */
async function insertLink(
  db: Database,
  merchant: Merchant,
  provider: string,
  account: ProviderAccount,
  label: string,
  memberId: number,
  now: Date,
): Promise<void> {
  try {
    await db.query(
      `INSERT INTO sign_in_provider_links (member_id, merchant_code, provider, subject, label, linked_at, last_used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [memberId, merchant.code, provider, account.subject, label, now],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw alreadyLinked();
    throw error;
  }
}

/** Security centre: links the provider to the signed-in member (again: nothing changes). */
async function linkTo(
  db: Database,
  merchant: Merchant,
  provider: string,
  account: ProviderAccount,
  label: string,
  memberId: number,
  now: Date,
): Promise<void> {
  const linked = await linkedMember(db, merchant, provider, account.subject);
  if (linked?.member_id === memberId) return;
  if (linked) throw alreadyLinked();
  await insertLink(db, merchant, provider, account, label, memberId, now);
}

/** A username no one typed: the provider's id and digits, within the default username rule (4-16 letters/digits). */
const newUsername = (provider: string) => `${provider.replace(/[^a-z0-9]/g, '').slice(0, 6)}${numericCode(8)}`;

async function openMember(
  deps: PlatformDeps,
  merchant: Merchant,
  provider: string,
  account: ProviderAccount,
  label: string,
  affiliateCode: string | null,
  ip: string,
): Promise<MemberRow> {
  await enforceLimit(deps, `register:ip:${ip}`, deps.config.registrationsPerIpPerHour, 60 * 60 * 1000);
  const inviter = affiliateCode ? await resolveReferralCode(deps.db, merchant, affiliateCode) : null;
  if (affiliateCode && !inviter) throw invitationError();
  const now = deps.clock();
  // No password: the member signs in with the provider until they set one (forgot password, security centre).
  const passwordHash = await unusablePasswordHash();
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await deps.db.transaction(async (tx) => {
        const memberId = await createRegisteredMember(
          tx,
          {
            merchantCode: merchant.code,
            username: newUsername(provider),
            type: inviter?.accountType ?? MEMBER_TYPE.player,
            passwordHash,
            now,
            mobile: null,
            email: account.email,
            payeeName: null,
            uplineId: inviter?.isAgent ? inviter.memberId : null,
            paymentPasswordHash: null,
            mobileBoundAt: null,
          },
          inviter,
        );
        await tx.query('INSERT INTO sign_in_provider_members (member_id, created_at) VALUES ($1, $2)', [memberId, now]);
        await insertLink(tx, merchant, provider, account, label, memberId, now);
        return memberId;
      });
      return (await findById(deps.db, id)) as MemberRow;
    } catch (error) {
      // A username taken by chance: another draw (the transaction left nothing behind).
      if ((error as { code?: string }).code === '23505' && attempt < 3) continue;
      throw error;
    }
  }
}

/** The existing member's password links the provider (ticket used once) and signs them in. */
export async function linkWithPassword(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  body: { linkToken: string; password: string },
  ip: string,
): Promise<LoginValue> {
  await assertSiteOpen(deps, merchant, c.get('countryCode'));
  const now = deps.clock();
  const [ticket] = await deps.db.query<{
    provider: string;
    subject: string;
    label: string;
    member_id: number;
    portal: Portal;
  }>(
    `SELECT provider, subject, label, member_id, portal FROM sign_in_provider_tickets
      WHERE ticket_hash = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > $3`,
    [sha256Hex(body.linkToken), merchant.code, now],
  );
  if (!ticket) throw stateInvalid('This link request is unknown, used or expired');
  const member = await findById(deps.db, ticket.member_id);
  if (!member || member.disabled) throw stateInvalid('This account is closed');
  // A wrong password leaves the ticket open for another try (under the sign-in's throttle).
  await checkPassword(deps, merchant.code, member, body.password, ip);
  assertPortal(merchant, member, ticket.portal);
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx.query(
      'UPDATE sign_in_provider_tickets SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL RETURNING 1',
      [sha256Hex(body.linkToken), now],
    );
    if (!taken) throw stateInvalid('This link request was used meanwhile');
    await insertLink(
      tx,
      merchant,
      ticket.provider,
      { subject: ticket.subject, email: null, phone: null },
      ticket.label,
      member.id,
      now,
    );
  });
  return completeSignIn(deps, merchant, member, ip, c.req.header('user-agent'), 'provider');
}
