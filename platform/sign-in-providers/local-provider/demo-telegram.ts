/**
 * "Demo Telegram": a local stand-in for Telegram's login page (oauth.telegram.org/auth), demo mode only, on Demo
 * ID's server at /telegram/auth (paths.ts). It answers the tenants' Telegram entries whose origin is "local-demo":
 * it finds the bot by the id the platform sends (the public part of the bot token, which the platform made and lends
 * it through `botToken`), asks a Telegram name (no password, as Demo ID asks none), signs the login with the bot's
 * token as Telegram does, and returns the browser to the merchant's /login page with the data in the address's
 * fragment (`#tgAuthResult=`), as Telegram's redirect does.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROVIDER_RETURN_PATH } from '../../../src/api/calls/sign-in-providers';
import { LOCAL_DEMO_ISSUER } from '../../../src/config/sign-in-providers-schema';
import type { Tenant } from '../../../src/config/tenant-schema';
import { readForm, returnAllowed } from './form';
import { escapeHtml } from './page';
import { DEMO_TELEGRAM_PATH } from './paths';
import { signTelegramLogin, telegramResultFragment } from './telegram-signature';

/** The bot token of a tenant's Telegram entry (the platform's sealed secret), or null when it has none. */
export type BotTokenOf = (tenantId: string, providerId: string) => Promise<string | null>;

interface TelegramClient {
  tenantId: string;
  providerId: string;
  botUsername: string;
  siteName: string;
  domains: readonly string[];
}

export function telegramClientsOf(tenants: readonly Tenant[]): TelegramClient[] {
  return tenants.flatMap((tenant) =>
    tenant.signInProviders.flatMap((provider) =>
      provider.kind === 'telegram' && provider.origin === LOCAL_DEMO_ISSUER
        ? [
            {
              tenantId: tenant.id,
              providerId: provider.id,
              botUsername: provider.botUsername,
              siteName: tenant.name,
              domains: tenant.domains,
            },
          ]
        : [],
    ),
  );
}

/** A Telegram-like numeric user id for a typed name: the same name is always the same person. */
export const telegramUserId = (name: string) =>
  Number.parseInt(createHash('sha256').update(name.toLowerCase()).digest('hex').slice(0, 8), 16) + 100_000_000;

const usernameOf = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32);

function loginPage(params: URLSearchParams, client: TelegramClient, error?: string): string {
  const hidden = ['bot_id', 'origin', 'return_to']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Telegram: log in</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;font-size:1rem}input,button{padding:.6rem;margin:.4rem 0}
button{cursor:pointer}.error{color:#b91c1c}</style></head>
<body><main>
<h1>Demo Telegram</h1>
<p><strong>${escapeHtml(client.siteName)}</strong> (bot @${escapeHtml(client.botUsername)}) asks to log you in with Telegram. This is the platform's local demo of Telegram's login page: no code is sent; any name logs in as that person.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEMO_TELEGRAM_PATH}">${hidden}
<label for="name">Telegram name</label>
<input id="name" name="name" autocomplete="nickname" maxlength="32" required>
<button type="submit" name="action" value="login">Log in with Demo Telegram</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
</main></body></html>`;
}

export function demoTelegram(tenants: readonly Tenant[], botToken: BotTokenOf) {
  const clients = telegramClientsOf(tenants);
  // The last auth_date given to each person: a login is dated in whole seconds and the platform takes each signed
  // login once, so two logins of one person within a second (a test's) get the next second rather than equal data.
  const lastDates = new Map<number, number>();

  /** The client whose bot the request names, with its token. */
  async function clientOf(botId: string) {
    for (const client of clients) {
      const token = await botToken(client.tenantId, client.providerId);
      if (token && token.split(':')[0] === botId) return { client, token };
    }
    return null;
  }

  const text = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Demo Telegram: ${body}`);
  };

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== DEMO_TELEGRAM_PATH) return false;
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const found = await clientOf(params.get('bot_id') ?? '');
    if (!found) {
      text(res, 400, 'bot not found');
      return true;
    }
    const returnTo = params.get('return_to') ?? '';
    if (!returnAllowed(found.client, returnTo, PROVIDER_RETURN_PATH, ['state'])) {
      text(res, 400, 'return_to not allowed');
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(loginPage(params, found.client));
      return true;
    }
    if (params.get('action') === 'cancel') {
      const back = new URL(returnTo);
      back.searchParams.set('error', 'access_denied');
      res.writeHead(303, { location: back.href }).end();
      return true;
    }
    const name = (params.get('name') ?? '').trim().slice(0, 32);
    if (!name) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(params, found.client, 'Enter a name.'));
      return true;
    }
    const username = usernameOf(name);
    const id = telegramUserId(name);
    const authDate = Math.max(Math.floor(Date.now() / 1000), (lastDates.get(id) ?? 0) + 1);
    lastDates.set(id, authDate);
    const data = signTelegramLogin(found.token, {
      id,
      first_name: name,
      ...(username.length >= 5 ? { username } : {}),
      auth_date: authDate,
    });
    res.writeHead(303, { location: `${returnTo}${telegramResultFragment(data)}` }).end();
    return true;
  };
}
