/**
 * The sandbox provider's payment page: what a player sees after choosing an online-gateway method. It stands
 * in for a real provider's hosted checkout, so it is deliberately plain: the amount, the merchant, and Pay /
 * Decline buttons. No script runs on it; both buttons are form posts.
 */
import { formatBalance } from '../../src/i18n/format';
import { toMajor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';
import type { GatewayPaymentRow } from './gateway';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function sandboxPage(merchant: Merchant, payment: GatewayPaymentRow, returnPath: string | null): string {
  const amount = formatBalance(toMajor(payment.amount), { locale: 'en', currency: merchant.tenant.currency });
  const done = payment.status !== 'created';
  const back = returnPath ? `<input type="hidden" name="return" value="${escapeHtml(returnPath)}">` : '';
  const actions = done
    ? `<p role="status">This payment is ${escapeHtml(payment.status)}.</p>`
    : `<form method="post">${back}
<button name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button name="action" value="decline" class="secondary">Decline</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.card{border:1px solid #ddd;border-radius:12px;padding:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#666}button{display:block;width:100%;margin-top:.75rem;padding:.8rem;border-radius:8px;border:0;font-size:1rem;
background:#0f62fe;color:#fff}button.secondary{background:#e0e0e0;color:#1a1a1a}</style></head>
<body><main class="card"><h1>Sandbox payment provider</h1>
<p>A stand-in for an online payment gateway: no real money moves.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant.tenant.name)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Payment</dt><dd><code>${escapeHtml(payment.id)}</code></dd></dl>
${actions}</main></body></html>`;
}
