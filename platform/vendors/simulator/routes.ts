/**
 * The simulator's game page, GET to show it and POST (the page's own form) to play a round. The ticket rules
 * of every game page apply (launch-ticket.ts: one browser, the launching session, the merchant's own sites).
 * Money only moves through the wallet client's HTTP calls to the platform, as with a real aggregator.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { stakeLimits } from '../../../src/api/calls/studio/games';
import { parseAmount } from '../../../src/i18n/parse-amount';
import type { PlatformDeps } from '../../deps';
import { takeSeat } from '../../games';
import type { PlatformEnv } from '../../http/context';
import { PLAIN_PAGE_HEADERS } from '../../http/plain-page';
import { isPlainPageFont, PLAIN_PAGE_FONT_PATH, readPlainPageFont } from '../../http/plain-page-fonts';
import type { Router } from '../../http/route';
import { MINOR_PER_MAJOR } from '../../ledger/minor-units';
import { realityCheck } from '../../responsible-gaming';
import { sameOriginPath } from '../../security/same-origin-path';
import { SIM_PAGE_PREFIX } from './adapter';
import { callbackBaseUrl, debitTimeoutMs } from './config';
import { SIM_CHOICES, simGameOf } from './games';
import { type LaunchInfo, launchInfo } from './launch-info';
import { renderSimExpired, renderSimPage, type SimPage } from './page';
import { SIM_ADAPTER_ID } from './protocol';
import { playSimRound } from './round';
import { createWalletClient, type FetchLike } from './wallet-client';

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A stake as typed, read like the site's amount fields (Bengali, Burmese and Urdu digits too); null if unreadable. */
export function parseStake(text: string): number | null {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.minor : null;
}

export interface SimulatorOptions {
  /** How the simulator's server reaches the platform; real HTTP (fetch) unless a test hands in another. */
  fetch?: FetchLike;
}

export function registerSimulatorRoutes(router: Router, deps: PlatformDeps, options: SimulatorOptions = {}) {
  const { db, clock } = deps;
  // The secret the adapter verifies with (vendors/adapters.ts): both read it from deps, made on first start.
  const secret = deps.secrets.vendorSecrets[SIM_ADAPTER_ID];
  if (!secret) throw new Error('the vendor simulator has no secret: loadSecrets makes it in demo mode');
  const path = `${SIM_PAGE_PREFIX}/:ticket`;

  /** The launch behind the page's ticket when this browser may open it, else undefined. */
  async function open(c: Context<PlatformEnv>, ticket: string): Promise<LaunchInfo | undefined> {
    const info = await launchInfo(db, ticket, clock());
    if (!info || info.merchantCode !== c.get('merchant').code || !(await takeSeat(db, c, ticket))) return undefined;
    return info;
  }

  function pageOf(c: Context<PlatformEnv>, info: LaunchInfo): Omit<SimPage, 'balance' | 'stakeText' | 'choice'> {
    const { tenant } = c.get('merchant');
    const game = simGameOf(info.gameType);
    return {
      lang: tenant.languages.find((code) => code === info.language) ?? tenant.defaultLanguage,
      gameName: info.gameName,
      vendorName: info.vendorName,
      iconUrl: info.iconUrl,
      game,
      currency: tenant.currency,
      country: tenant.country,
      // Checked again where it is rendered, against the origin the page is shown on: only a same-origin path
      // becomes a link (a row stored before the check, or by another writer, shows no back link at all).
      backUrl: info.backUrl === null ? null : sameOriginPath(info.backUrl, c.req.url),
      roomName: info.roomName,
      limits: stakeLimits(tenant.currency),
      roundId: randomUUID(),
    };
  }

  const clientFor = (c: Context<PlatformEnv>) =>
    createWalletClient({
      baseUrl: callbackBaseUrl(c.req.url),
      merchantCode: c.get('merchant').code,
      secret,
      debitTimeoutMs: debitTimeoutMs(),
      fetch: options.fetch,
    });

  /** The reality check of the launching session, and how many reminders its time has come to (interval passed). */
  async function remindersDue(c: Context<PlatformEnv>, info: LaunchInfo) {
    const check = await realityCheck(db, c.get('merchant'), { id: info.memberId, sessionId: info.sessionId }, clock());
    return { check, due: Math.floor(check.playedMinutes / check.intervalMinutes) };
  }

  const expired = (c: Context<PlatformEnv>) =>
    c.body(renderSimExpired(c.get('merchant').tenant.defaultLanguage), 404, PLAIN_PAGE_HEADERS);

  router.app.get(`${PLAIN_PAGE_FONT_PATH}/:file`, async (c) => {
    const name = c.req.param('file').replace(/\.woff2$/, '');
    if (!isPlainPageFont(name)) return c.notFound();
    c.header('cache-control', 'public, max-age=86400');
    return c.body(new Uint8Array(await readPlainPageFont(name)), 200, { 'content-type': 'font/woff2' });
  });

  router.app.get(path, async (c) => {
    const ticket = c.req.param('ticket');
    const info = await open(c, ticket);
    if (!info) return expired(c);
    const page = pageOf(c, info);
    const balance = await clientFor(c).balance(ticket);
    const stakeText = String(page.limits.min / MINOR_PER_MAJOR);
    // A game opened counts the reminders already due as seen: the next one comes at the next interval.
    const { due } = await remindersDue(c, info);
    const html = renderSimPage({
      ...page,
      balance: balance.ok ? balance.balance : null,
      stakeText,
      choice: SIM_CHOICES[page.game][0] ?? '',
      remindersSeen: due,
    });
    return c.body(html, 200, PLAIN_PAGE_HEADERS);
  });

  router.app.post(path, async (c) => {
    const ticket = c.req.param('ticket');
    const info = await open(c, ticket);
    if (!info) return expired(c);
    const page = pageOf(c, info);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const stakeText = typeof form.stake === 'string' ? form.stake.slice(0, 40) : '';
    const options = SIM_CHOICES[page.game];
    const choice = typeof form.choice === 'string' && options.includes(form.choice) ? form.choice : (options[0] ?? '');
    // A tampered round id is replaced: the round then is a new one, never someone else's.
    const roundId = typeof form.round === 'string' && ROUND_ID.test(form.round) ? form.round : randomUUID();
    const client = clientFor(c);
    // The reality check interrupts: a reminder due is shown before any round, and "continue" plays none.
    const seen = typeof form.seen === 'string' && /^\d{1,6}$/.test(form.seen) ? Number(form.seen) : 0;
    const { check, due } = await remindersDue(c, info);
    if (form.realityCheck === 'continue' || due > seen) {
      const reminder =
        form.realityCheck === 'continue'
          ? null
          : { minutes: check.playedMinutes, net: check.net, rounds: check.rounds };
      const shownBalance = await client.balance(ticket).then((b) => (b.ok ? b.balance : null));
      return c.body(
        renderSimPage({ ...page, balance: shownBalance, stakeText, choice, remindersSeen: due, reminder }),
        200,
        PLAIN_PAGE_HEADERS,
      );
    }
    const stake = parseStake(stakeText);
    const result =
      stake === null
        ? ({ ok: false, code: 'stake_invalid', balance: null } as const)
        : await playSimRound(client, secret, { token: ticket, roundId, game: page.game, choice, stake });
    const balance = result.balance ?? (await client.balance(ticket).then((b) => (b.ok ? b.balance : null)));
    return c.body(
      renderSimPage({ ...page, balance, stakeText, choice, result, remindersSeen: seen }),
      200,
      PLAIN_PAGE_HEADERS,
    );
  });
}
