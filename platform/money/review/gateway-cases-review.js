// Payment provider cases on the operator's review page (plain JS module, served as a file: no inline script). A
// callback the platform could not simply credit (platform/money/gateway.ts) opened a case, or was refused or left
// unmatched and logged: the operator sees the open cases with a note field and records what was done about each
// (it moves no money: a credit by hand is a balance adjustment), and reads the latest such callbacks, bodies as text.
import { actions, api, button, cell, fill, may, money, section, when } from '/admin/review-kit.js';

const CASE_COLUMNS = ['Case', 'Merchant', 'Provider reference', 'Deposit', 'Amount', 'Reported', 'Reason', 'Opened'];
const CALLBACK_COLUMNS = ['Received', 'Outcome', 'Reason', 'Reference', 'Merchant', 'Body'];
/** The callbacks shown: the latest few that did not simply credit (credited_late ones credited their deposit). */
const LATEST_CALLBACKS = 10;

const cases = section('gateway-cases', 'Payment provider cases', [...CASE_COLUMNS, 'Note', 'Resolution'], {
  group: 'queues',
});
const callbacks = section('gateway-callbacks', 'Refused and unmatched provider callbacks', CALLBACK_COLUMNS, {
  group: 'queues',
});
const state = { merchant: '', pay: false };

/** A required note for the case's resolution, named for the case so a screen reader (and a test) finds it. */
function noteField(caseId) {
  const td = document.createElement('td');
  const input = document.createElement('input');
  input.maxLength = 500;
  input.setAttribute('aria-label', `Note for case ${caseId}`);
  td.append(input);
  return { td, input };
}

function caseCells(c) {
  const note = noteField(c.id);
  const resolve = async (resolution) => {
    const text = note.input.value.trim();
    if (!text) {
      note.input.focus();
      throw new Error(`write a note for case ${c.id} first`);
    }
    await api('POST', '/admin/gateway/cases/resolve', { caseId: c.id, resolution, note: text });
  };
  const options = { after: refresh, say: cases.say };
  return [
    cell(c.id),
    cell(c.merchantCode ?? 'unknown merchant'),
    cell(c.paymentId),
    cell(c.depositId ?? '–'),
    cell(c.amount === null ? '–' : money(c.amount, c.merchantCode)),
    cell(c.reportedStatus),
    cell(c.reason),
    cell(when(c.openedAt)),
    note.td,
    actions(
      ...(state.pay
        ? [
            button(`Credited case ${c.id}`, () => resolve('credited'), options),
            button(`Refunded case ${c.id}`, () => resolve('refunded'), options),
            button(`Dismiss case ${c.id}`, () => resolve('dismissed'), { ...options, extraClass: 'reject' }),
          ]
        : []),
    ),
  ];
}

function callbackCells(entry) {
  const body = cell('');
  const code = document.createElement('code');
  // textContent: a provider's (or a forger's) bytes are shown, never parsed as HTML.
  code.textContent = entry.body;
  body.className = 'body';
  body.append(code);
  return [
    cell(when(entry.receivedAt)),
    cell(entry.outcome),
    cell(entry.reason),
    cell(entry.paymentId ?? '–'),
    cell(entry.merchantCode ?? '–'),
    body,
  ];
}

async function refresh() {
  // Cases and callbacks are the provider's, not one merchant's: this merchant's and those naming no known merchant
  // (a callback for an unknown merchant belongs to nobody else's page either).
  const mine = (row) => row.merchantCode === state.merchant || row.merchantCode === null;
  const [open, log] = await Promise.all([api('GET', '/admin/gateway/cases'), api('GET', '/admin/gateway/callbacks')]);
  const openHere = open.filter(mine);
  const latest = log.filter((entry) => entry.outcome !== 'credited_late' && mine(entry)).slice(0, LATEST_CALLBACKS);
  fill(cases.table, openHere, caseCells, CASE_COLUMNS.length + 2);
  fill(callbacks.table, latest, callbackCells, CALLBACK_COLUMNS.length);
  cases.say(`${state.merchant}: ${openHere.length} open provider cases.`);
}

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  state.merchant = event.detail.merchant;
  state.pay = may(event.detail, 'pay');
  cases.element.hidden = !may(event.detail, 'queues');
  callbacks.element.hidden = cases.element.hidden;
  if (cases.element.hidden) return;
  refresh().catch((error) => cases.say(`Could not load provider cases: ${error.message}`));
});
