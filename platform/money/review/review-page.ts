/**
 * The operator's console at /admin/: sign-in (username, password, TOTP code), then the sections the operator's role
 * may use (platform/admin/operator-roles.ts; the server checks every call again): pending deposits and withdrawals
 * (gross, fee and net, as the member's pages show them) with approve / reject / pay buttons, "not received" cases,
 * balance adjustments and the ledger check. Each decision asks for confirmation in the page's one dialog, a
 * rejection or refund for the reason the member reads. Other sections are scripts of their own that add themselves
 * when a merchant is opened: the payment provider's cases and callbacks (gateway-cases-review.js), promotion
 * applications (promotions/review), held game rounds (vendors/review), and the sections of admin/console (points
 * redeems, contracts, rebates, inbox, analytics tag, red envelopes, the merchant's status, flags, CDN hosts and game
 * maintenance, the outbox, operators and the audit log, identity checks for reviewers, the history of records and
 * the member page, which every member's name in a table opens); they share review-kit.js, which also draws the navigation
 * that shows one group of sections at a time, and console-format.js, which writes amounts in the merchant's currency
 * style (its style is written on the merchant picker's options here), methods by name and times in the operator's
 * time zone.
 * The page and its scripts are public (they hold nothing) but exist only on the operator host, with its own strict
 * headers (platform/admin/operator-surface.ts); signing in gives an HttpOnly session cookie
 * (platform/admin/operator-session.ts) and every action calls the /admin API with that.
 * English only: it is the operator's tool, not the portal. It names no favicon file (`data:,`): the operator host serves
 * nothing outside /admin, and a browser's guess at /favicon.ico would only be a 404.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlLocale, pageNumbersOf } from '../../../src/i18n/format';
import { CONSOLE_SCRIPTS } from '../../admin';
import type { PlatformDeps } from '../../deps';
import type { Router } from '../../http/route';
import type { Merchant } from '../../merchants/merchants';

const asset = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * How the console writes the merchant's amounts and methods (console-format.js reads it from the picker's option): the
 * merchant's English pages' locale, currency symbol and side, and its payment methods' names, all from its tenant file.
 */
function styleOf({ tenant }: Merchant): string {
  const locale = intlLocale('en', tenant.country);
  const { symbol, symbolAfter } = pageNumbersOf({ locale, currency: tenant.currency });
  const methods = Object.fromEntries(tenant.payments.methods.map((m) => [m.code, m.name]));
  return JSON.stringify({ locale, symbol, symbolAfter, methods });
}

function page(merchants: Merchant[]): string {
  const options = merchants
    .map((m) => `<option data-style="${escapeHtml(styleOf(m))}">${escapeHtml(m.code)}</option>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Operator console</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/admin/review.css"><script type="module" src="/admin/review.js"></script>
<script type="module" src="/admin/promotions-review.js"></script>
<script type="module" src="/admin/held-rounds-review.js"></script>
<script type="module" src="/admin/gateway-cases-review.js"></script>
${CONSOLE_SCRIPTS.map((name) => `<script type="module" src="/admin/${name}"></script>`).join('\n')}
</head><body>
<header><h1>Operator console</h1>
<form id="signin" hidden aria-label="Sign in"><label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<label>Authenticator code or recovery code <input name="code" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" pattern="\\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}" maxlength="11" required></label>
<button>Sign in</button></form>
<form id="open" hidden aria-label="Signed in"><p id="whoami"></p><p id="timezone"></p><label>Merchant <select name="merchant">${options}</select></label><button>Open</button>
<button type="button" id="signout">Sign out</button></form>
<p id="status" role="status"></p></header>
<main hidden>
<section data-needs="queues" data-group="queues" id="section-deposits"><h2>Pending deposits</h2><table id="deposits"><thead><tr><th>#</th><th>Member</th><th>Method</th><th>Gross</th>
<th>Fee</th><th>Net to wallet</th><th>Sender / TrxID</th><th>Received on</th><th>Time</th><th>Decision</th></tr></thead><tbody></tbody></table></section>
<section data-needs="queues" data-group="queues" id="section-withdrawals"><h2>Pending withdrawals</h2><table id="withdrawals"><thead><tr><th>#</th><th>Member</th><th>Method</th><th>Gross</th>
<th>Fee</th><th>Net to pay</th><th>To account</th><th>Time</th><th>Decision</th></tr></thead><tbody></tbody></table></section>
<section data-needs="queues" data-group="queues" id="section-cases"><h2>Not received cases</h2><table id="cases"><thead><tr><th>#</th><th>Member</th><th>Amount</th><th>Paid</th>
<th>Proof</th><th>Resolution</th></tr></thead><tbody></tbody></table></section>
<section data-needs="pay" data-group="money" id="section-adjust"><h2>Adjust a balance</h2><form id="adjust"><label>Username <input name="username" required></label>
<label>Amount (+ credit, − debit) <input name="amount" inputmode="decimal" required pattern="-?\\d+(\\.\\d{1,2})?"></label>
<label>Reason <input name="reason" required maxlength="200"></label><button>Post</button></form></section>
<section data-needs="pay" data-group="money" id="section-ledger"><h2>Ledger</h2><button id="check">Check the ledger</button><pre id="ledger"></pre></section>
</main>
<dialog id="confirm" aria-labelledby="confirm-title" aria-describedby="confirm-text"><form method="dialog">
<h2 id="confirm-title"></h2><p id="confirm-text"></p>
<label id="confirm-reason" hidden>Reason (the player reads it) <textarea name="reason" maxlength="200" rows="3"></textarea></label>
<div class="dialog-buttons"><button id="confirm-no" value="cancel" formnovalidate class="reject">Cancel</button>
<button id="confirm-yes" value="confirm"></button></div></form></dialog>
</body></html>`;
}

export function registerReviewPage(router: Router, deps: PlatformDeps): void {
  const html = page(deps.merchants.all());
  router.app.get('/admin/', (c) => c.html(html));
  for (const script of ['review.js', 'review-kit.js', 'console-format.js', 'gateway-cases-review.js']) {
    router.app.get(`/admin/${script}`, (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      return c.body(asset(script));
    });
  }
  router.app.get('/admin/review.css', (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    return c.body(asset('review.css'));
  });
}
