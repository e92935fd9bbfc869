// The operator console's script (plain JS, served as a file: no inline script, no build step).
// Signing in sends username, password and the authenticator's code to POST /admin/session, which answers with an
// HttpOnly session cookie (platform/admin/operator-session.ts); every later call carries that cookie and the
// x-operator-request header. The password field is emptied as soon as it is sent. The sections shown are those the
// operator's role may use; the server checks every call again.
import { openMerchant, timeZone } from '/admin/console-format.js';
import {
  actions,
  afterCalls,
  allowMemberPages,
  api,
  cell,
  confirmAction,
  button as kitButton,
  fill as kitFill,
  memberCell,
  method,
  money,
  when,
} from '/admin/review-kit.js';

const $ = (selector) => document.querySelector(selector);
const state = { merchant: '', operator: null };
const key = () => crypto.randomUUID().replaceAll('-', '');

function say(text) {
  $('#status').textContent = text;
}

/** An action button of the money sections: after it ran, every section here is filled again. */
const button = (label, onClick, options = {}) => kitButton(label, onClick, { after: refresh, say, ...options });
const fill = (tableId, rows, toCells) =>
  kitFill($(`#${tableId}`), rows, toCells, $(`#${tableId} thead tr`).cells.length);
const may = (permission) => state.operator?.permissions.includes(permission) ?? false;

async function refresh() {
  if (!may('queues')) return;
  const q = `merchantCode=${encodeURIComponent(state.merchant)}`;
  const [deposits, withdrawals, cases] = await Promise.all([
    api('GET', `/admin/deposits?${q}&status=pending`),
    api('GET', `/admin/withdrawals?${q}&status=pending`),
    api('GET', `/admin/withdrawals?${q}&status=not_received`),
  ]);
  const decideDeposit = (id, decision, reason) =>
    api('POST', '/admin/deposits/decide', { merchantCode: state.merchant, depositId: id, decision, reason });
  const decideWithdrawal = (id, decision, reason) =>
    api('POST', '/admin/withdrawals/decide', { merchantCode: state.merchant, withdrawalId: id, decision, reason });
  const review = may('review');
  const pay = may('pay');
  fill('deposits', deposits, (d) => [
    cell(d.id),
    memberCell(d.username),
    cell(method(d.methodCode)),
    cell(money(d.amount)),
    cell(money(d.fee)),
    cell(money(d.net)),
    cell(d.kind === 'trx-id' ? `${d.senderAccount} / ${d.trxId}` : 'gateway'),
    cell(d.receiverAccount ?? '–'),
    cell(when(d.createdAt)),
    actions(
      ...(review
        ? [
            button(`Approve deposit ${d.id}`, () => decideDeposit(d.id, 'approve'), {
              confirm: {
                title: `Approve deposit ${d.id}?`,
                text: `${money(d.net)} is credited to ${d.username}'s wallet.`,
                confirmLabel: 'Approve',
              },
            }),
            button(`Reject deposit ${d.id}`, ({ reason }) => decideDeposit(d.id, 'reject', reason), {
              extraClass: 'reject',
              confirm: {
                title: `Reject deposit ${d.id}?`,
                text: `${d.username} is not credited and reads your reason.`,
                confirmLabel: 'Reject',
                reason: true,
              },
            }),
          ]
        : []),
    ),
  ]);
  fill('withdrawals', withdrawals, (w) => [
    cell(w.id),
    memberCell(w.username),
    cell(method(w.methodCode)),
    cell(money(w.amount)),
    cell(money(w.fee)),
    cell(money(w.net)),
    cell(`${w.accountNumber} (${w.accountName})`),
    cell(when(w.createdAt)),
    actions(
      ...(pay
        ? [
            button(`Pay withdrawal ${w.id}`, () => decideWithdrawal(w.id, 'pay'), {
              confirm: {
                title: `Pay withdrawal ${w.id}?`,
                text: `Confirm that ${money(w.net)} was sent to ${w.accountNumber} (${w.accountName}).`,
                confirmLabel: 'Pay',
              },
            }),
          ]
        : []),
      ...(review
        ? [
            button(`Reject withdrawal ${w.id}`, ({ reason }) => decideWithdrawal(w.id, 'reject', reason), {
              extraClass: 'reject',
              confirm: {
                title: `Reject withdrawal ${w.id}?`,
                text: `${money(w.amount)} goes back to ${w.username}'s wallet, who reads your reason.`,
                confirmLabel: 'Reject',
                reason: true,
              },
            }),
          ]
        : []),
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
      memberCell(w.username),
      cell(money(w.amount)),
      cell(when(w.paidAt)),
      proof,
      actions(
        ...(pay
          ? [
              button(`It was paid ${w.id}`, () => decideWithdrawal(w.id, 'paid'), {
                confirm: {
                  title: `Withdrawal ${w.id} was paid?`,
                  text: `The case closes as received; ${w.username} gets nothing back.`,
                  confirmLabel: 'It was paid',
                },
              }),
              button(`Refund ${w.id}`, ({ reason }) => decideWithdrawal(w.id, 'refunded', reason), {
                extraClass: 'reject',
                confirm: {
                  title: `Refund withdrawal ${w.id}?`,
                  text: `${money(w.amount)} goes back to ${w.username}'s wallet, who reads your reason.`,
                  confirmLabel: 'Refund',
                  reason: true,
                },
              }),
            ]
          : []),
      ),
    ];
  });
  say(
    `${state.merchant}: ${deposits.length} deposits, ${withdrawals.length} withdrawals, ${cases.length} cases waiting.`,
  );
}

/** Shows the sign-in form, or who is signed in with the merchant picker and the sections their role may use. */
function signedIn(session) {
  state.operator = session?.operator ?? null;
  $('#signin').hidden = Boolean(state.operator);
  $('#open').hidden = !state.operator;
  $('main').hidden = true;
  if (!state.operator) return;
  // Member names open the member page for whoever reads the money queues (platform/admin/operator-roles.ts).
  allowMemberPages(may('queues'));
  for (const section of document.querySelectorAll('main section[data-needs]')) {
    section.hidden = !may(section.dataset.needs);
  }
  const { username, role } = state.operator;
  $('#whoami').textContent = `Signed in as ${username} (${role}) until ${when(session.expiresAt)}.`;
  $('#timezone').textContent = `Times are in your time zone, ${timeZone()}.`;
  say('Choose a merchant and Open.');
}

$('#signin').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const data = new FormData(form);
  form.elements.password.value = '';
  form.elements.code.value = '';
  try {
    const session = await api('POST', '/admin/session', {
      username: String(data.get('username')),
      password: String(data.get('password')),
      code: String(data.get('code')),
    });
    signedIn(session);
    $('#open select').focus();
  } catch (error) {
    say(`Could not sign in: ${error.message}`);
  }
});

$('#open').addEventListener('submit', async (event) => {
  event.preventDefault();
  state.merchant = String(new FormData(event.currentTarget).get('merchant'));
  // Amounts and methods of every section in the opened merchant's style (review-page.ts writes it).
  openMerchant(state.merchant);
  try {
    await refresh();
    $('main').hidden = false;
    if (!may('queues')) say(`${state.merchant} opened.`);
    // The page's other sections fill themselves for the merchant opened, as far as the operator's role allows.
    document.dispatchEvent(
      new CustomEvent('operator:open', {
        detail: {
          merchant: state.merchant,
          permissions: state.operator.permissions,
          username: state.operator.username,
        },
      }),
    );
  } catch (error) {
    if (error.message.startsWith('unauthorized')) signedIn(null);
    say(`Could not open: ${error.message}`);
  }
});

$('#signout').addEventListener('click', async () => {
  // The sections' reads still on their way finish first: after the session closes they would answer 401.
  await afterCalls();
  await api('DELETE', '/admin/session').catch(() => undefined);
  location.reload();
});

$('#adjust').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const data = new FormData(form);
  const amount = Math.round(Number(data.get('amount')) * 100);
  const username = String(data.get('username'));
  const answer = await confirmAdjustment(username, amount);
  if (!answer) return;
  try {
    const done = await api('POST', '/admin/balance/adjust', {
      merchantCode: state.merchant,
      username,
      amount,
      reason: String(data.get('reason')),
      idempotencyKey: key(),
    });
    say(`Posted: the balance is now ${money(done.balance)}.`);
    form.reset();
  } catch (error) {
    say(`Failed: ${error.message}`);
  }
});

const confirmAdjustment = (username, amount) =>
  confirmAction({
    title: `${amount < 0 ? 'Debit' : 'Credit'} ${username}?`,
    text: `${money(Math.abs(amount))} is ${amount < 0 ? 'taken from' : 'added to'} ${username}'s wallet.`,
    confirmLabel: 'Post',
  });

$('#check').addEventListener('click', async () => {
  const result = await api('GET', `/admin/ledger/check?merchantCode=${encodeURIComponent(state.merchant)}`);
  $('#ledger').textContent = JSON.stringify(result, null, 2);
});

api('GET', '/admin/session').then(signedIn, () => signedIn(null));
