// The operator review page's script (plain JS, served as a file: no inline script, no build step).
// Signing in sends the token typed once to POST /admin/session, which answers with an HttpOnly session cookie
// (platform/admin/operator-session.ts says why); every later call carries that cookie and the x-operator-request
// header, and no script keeps the token: the field is emptied as soon as it is sent.
import { actions, api, cell, button as kitButton, fill as kitFill, money } from '/admin/review-kit.js';

const $ = (selector) => document.querySelector(selector);
const state = { merchant: '' };
const key = () => crypto.randomUUID().replaceAll('-', '');

function say(text) {
  $('#status').textContent = text;
}

/** An action button of the money sections: after it ran, every section here is filled again. */
const button = (label, onClick, extraClass) => kitButton(label, onClick, { after: refresh, say, extraClass });
const fill = (tableId, rows, toCells) =>
  kitFill($(`#${tableId}`), rows, toCells, $(`#${tableId} thead tr`).cells.length);

async function refresh() {
  const q = `merchantCode=${encodeURIComponent(state.merchant)}`;
  const [deposits, withdrawals, cases] = await Promise.all([
    api('GET', `/admin/deposits?${q}&status=pending`),
    api('GET', `/admin/withdrawals?${q}&status=pending`),
    api('GET', `/admin/withdrawals?${q}&status=not_received`),
  ]);
  const decideDeposit = (id, decision) =>
    api('POST', '/admin/deposits/decide', { merchantCode: state.merchant, depositId: id, decision });
  const decideWithdrawal = (id, decision) =>
    api('POST', '/admin/withdrawals/decide', { merchantCode: state.merchant, withdrawalId: id, decision });
  fill('deposits', deposits, (d) => [
    cell(d.id),
    cell(d.username),
    cell(d.methodCode),
    cell(money(d.amount)),
    cell(money(d.fee)),
    cell(money(d.net)),
    cell(d.kind === 'trx-id' ? `${d.senderAccount} / ${d.trxId}` : 'gateway'),
    cell(d.receiverAccount ?? '–'),
    cell(new Date(d.createdAt).toLocaleString()),
    actions(
      button(`Approve deposit ${d.id}`, () => decideDeposit(d.id, 'approve')),
      button(`Reject deposit ${d.id}`, () => decideDeposit(d.id, 'reject'), 'reject'),
    ),
  ]);
  fill('withdrawals', withdrawals, (w) => [
    cell(w.id),
    cell(w.username),
    cell(w.methodCode),
    cell(money(w.amount)),
    cell(money(w.fee)),
    cell(money(w.net)),
    cell(`${w.accountNumber} (${w.accountName})`),
    cell(new Date(w.createdAt).toLocaleString()),
    actions(
      button(`Pay withdrawal ${w.id}`, () => decideWithdrawal(w.id, 'pay')),
      button(`Reject withdrawal ${w.id}`, () => decideWithdrawal(w.id, 'reject'), 'reject'),
    ),
  ]);
  fill('cases', cases, (w) => {
    const proof = document.createElement('td');
    if (w.hasProof) {
      proof.append(
        // Showing the proof changes nothing, so nothing is filled again (that would take the image away).
        kitButton(
          `Show proof ${w.id}`,
          async () => {
            const image = await api('GET', `/admin/withdrawals/proof?${q}&withdrawalId=${w.id}`);
            const img = document.createElement('img');
            img.className = 'proof';
            img.alt = `Proof of withdrawal ${w.id}`;
            img.src = `data:${image.type};base64,${image.base64}`;
            proof.replaceChildren(img);
          },
          { say },
        ),
      );
    }
    return [
      cell(w.id),
      cell(w.username),
      cell(money(w.amount)),
      cell(w.paidAt ? new Date(w.paidAt).toLocaleString() : '–'),
      proof,
      actions(
        button(`It was paid ${w.id}`, () => decideWithdrawal(w.id, 'paid')),
        button(`Refund ${w.id}`, () => decideWithdrawal(w.id, 'refunded'), 'reject'),
      ),
    ];
  });
  say(
    `${state.merchant}: ${deposits.length} deposits, ${withdrawals.length} withdrawals, ${cases.length} cases waiting.`,
  );
}

/** Shows whether this browser holds an operator session: with one, Open needs no token. */
function signedIn(expiresAt) {
  $('#signin input[name=token]').required = !expiresAt;
  $('#signout').hidden = !expiresAt;
  if (expiresAt) say(`Signed in until ${new Date(expiresAt).toLocaleString()}: choose a merchant and Open.`);
}

$('#signin').addEventListener('submit', async (event) => {
  event.preventDefault();
  const field = $('#signin input[name=token]');
  const token = field.value;
  field.value = '';
  state.merchant = String(new FormData(event.currentTarget).get('merchant'));
  try {
    if (token) signedIn((await api('POST', '/admin/session', undefined, token)).expiresAt);
    await refresh();
    $('main').hidden = false;
    // The page's other sections (promotions, held rounds, provider cases) fill themselves for the merchant opened.
    document.dispatchEvent(new CustomEvent('operator:open', { detail: { merchant: state.merchant } }));
  } catch (error) {
    if (error.message.startsWith('unauthorized')) signedIn(null);
    say(`Could not open: ${error.message}`);
  }
});

$('#signout').addEventListener('click', async () => {
  await api('DELETE', '/admin/session').catch(() => undefined);
  location.reload();
});

$('#adjust').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const amount = Math.round(Number(form.get('amount')) * 100);
  try {
    const done = await api('POST', '/admin/balance/adjust', {
      merchantCode: state.merchant,
      username: String(form.get('username')),
      amount,
      reason: String(form.get('reason')),
      idempotencyKey: key(),
    });
    say(`Posted: the balance is now ${money(done.balance)}.`);
    event.currentTarget.reset();
  } catch (error) {
    say(`Failed: ${error.message}`);
  }
});

$('#check').addEventListener('click', async () => {
  const result = await api('GET', `/admin/ledger/check?merchantCode=${encodeURIComponent(state.merchant)}`);
  $('#ledger').textContent = JSON.stringify(result, null, 2);
});

api('GET', '/admin/session').then(
  (session) => signedIn(session.expiresAt),
  () => signedIn(null),
);
