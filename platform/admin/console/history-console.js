// The console's history of records (plain JS module, served as a file): every deposit, withdrawal, promotion
// application, points redeem or transfer of the merchant opened, decided or not, and a member's bets, as far as the operator's role reads them,
// filtered by member, status and the merchant's days (money also by method and an amount range), a page at a time
// with the totals of the whole filtered set, and the set as a CSV file. Amounts in the merchant's currency and times
// in the operator's zone (console-format.js, as every screen), methods by their names; the filter's days are the
// merchant's business days (the platform counts them in its time zone). Each member's name opens their member page.
// Read only.
import { timeZone } from '/admin/console-format.js';
import { api, cell, figure, fill, may, memberCell, money, section, when } from '/admin/review-kit.js';

const decidedBy = (row) => cell(row.decidedBy ?? '–');
const details = (...parts) => cell(parts.filter(Boolean).join(' · ') || '–');
const moneyTotals = ({ count, gross, fee, net }) =>
  `${count} found · gross ${money(gross)} · fee ${money(fee)} · net ${money(net)}`;
const MONEY_COLUMNS = ['#', 'Member', 'Method', 'Gross', 'Fee', 'Net', 'Status', 'Requested', 'Decided / paid', 'By'];

/** Each kind of record: who may read it, its statuses, columns and cells, and how its totals read. */
const KINDS = {
  deposits: {
    label: 'Deposits',
    reads: ['queues'],
    money: true,
    statuses: ['pending', 'approved', 'rejected', 'expired'],
    columns: [...MONEY_COLUMNS, 'Details'],
    cells: (row) => [
      ...moneyCells(row, row.decidedAt),
      details(row.trxId ? `${row.senderAccount} / ${row.trxId}` : 'gateway', row.reason),
    ],
    totals: moneyTotals,
  },
  withdrawals: {
    label: 'Withdrawals',
    reads: ['queues'],
    money: true,
    statuses: ['pending', 'confirmed', 'rejected', 'received', 'not_received'],
    columns: [...MONEY_COLUMNS, 'Details'],
    cells: (row) => [
      ...moneyCells(row, row.paidAt),
      details(`${row.accountNumber} (${row.accountName})`, row.resolution && `case ${row.resolution}`, row.reason),
    ],
    totals: moneyTotals,
  },
  transfers: {
    label: 'Transfers',
    reads: ['queues'],
    // Filtered by kind (in the status field), member on either side and amount.
    amounts: true,
    statusField: 'kind',
    statuses: ['transfer_upline', 'transfer_downline', 'vendor_transfer_in', 'vendor_transfer_out'],
    columns: ['#', 'Kind', 'From', 'To', 'Amount', 'Time'],
    cells: (row) => [
      cell(row.id),
      cell(row.kind),
      memberCell(row.username),
      row.recipient ? memberCell(row.recipient) : cell(row.vendor ? `${row.vendor} wallet` : '–'),
      cell(money(row.amount)),
      cell(when(row.createdAt)),
    ],
    totals: ({ count, amount }) => `${count} found · ${money(amount)}`,
  },
  bets: {
    label: 'Bets',
    reads: ['queues'],
    // One member's rounds at a time (the platform walks that member's bets only); amounts bound the stake.
    needsMember: true,
    amounts: true,
    statuses: ['open', 'settled', 'rolled_back'],
    columns: ['#', 'Member', 'Game', 'Vendor', 'Round', 'Stake', 'Valid bet', 'Win', 'Status', 'Placed', 'Settled'],
    cells: (row) => [
      cell(row.id),
      memberCell(row.username),
      cell(row.game),
      cell(row.vendor),
      cell(row.roundId),
      cell(money(row.stake)),
      cell(money(row.validBet)),
      cell(money(row.win)),
      cell(row.status),
      cell(when(row.createdAt)),
      cell(when(row.settledAt)),
    ],
    totals: ({ count, stake, validBet, win }) =>
      `${count} found · stake ${money(stake)} · valid ${money(validBet)} · win ${money(win)}`,
  },
  applications: {
    label: 'Promotion applications',
    reads: ['queues', 'marketing'],
    statuses: ['applying', 'issued', 'rejected', 'cancelled'],
    columns: ['#', 'Member', 'Promotion', 'Status', 'Applied', 'Decided', 'By', 'Remark / reason'],
    cells: (row) => [
      cell(row.id),
      memberCell(row.username),
      cell(row.promotion),
      cell(row.status),
      cell(when(row.createdAt)),
      cell(when(row.decidedAt)),
      decidedBy(row),
      details(row.remark, row.reason),
    ],
    totals: ({ count }) => `${count} found`,
  },
  redeems: {
    label: 'Points redeems',
    reads: ['queues', 'marketing'],
    statuses: ['in_process', 'approved', 'rejected'],
    columns: ['#', 'Member', 'Item', 'Points', 'Cash', 'Status', 'Requested', 'Decided', 'Reason'],
    cells: (row) => [
      cell(row.id),
      memberCell(row.username),
      cell(`${row.itemId} (${row.kind})`),
      cell(figure(row.points)),
      cell(row.cash === null ? '–' : money(row.cash)),
      cell(row.status),
      cell(when(row.createdAt)),
      cell(when(row.decidedAt)),
      details(row.reason),
    ],
    totals: ({ count, points, cash }) => `${count} found · ${figure(points)} points · cash ${money(cash)}`,
  },
};

/** The cells a deposit and a withdrawal share. */
function moneyCells(row, decidedAt) {
  return [
    cell(row.id),
    memberCell(row.username),
    cell(row.methodName),
    cell(money(row.gross)),
    cell(money(row.fee)),
    cell(money(row.net)),
    cell(row.status),
    cell(when(row.createdAt)),
    cell(when(decidedAt)),
    decidedBy(row),
  ];
}

const history = section('history', 'History', KINDS.deposits.columns, { group: 'history' });
const caption = history.table.createCaption();
const state = { merchant: '', page: 1, pages: 1, kind: 'deposits' };

/** A labelled field of the filter form. */
function field(form, label, control) {
  const wrap = document.createElement('label');
  wrap.textContent = `${label} `;
  wrap.append(control);
  form.append(wrap);
  return control;
}
const input = (name, type, extra = {}) => Object.assign(document.createElement('input'), { name, type, ...extra });
const select = (name, options) => {
  const element = document.createElement('select');
  element.name = name;
  element.append(...options.map(([value, text]) => new Option(text, value)));
  return element;
};

const filters = document.createElement('form');
filters.className = 'inline-form';
filters.setAttribute('aria-label', 'History filters');
const kind = field(
  filters,
  'Records',
  select('kind', [
    ['deposits', 'Deposits'],
    ['withdrawals', 'Withdrawals'],
  ]),
);
field(filters, 'Member', input('member', 'text', { autocomplete: 'off', maxLength: 64 }));
const status = field(filters, 'Status', select('status', []));
field(filters, 'From', input('from', 'date'));
field(filters, 'To', input('to', 'date'));
const method = field(filters, 'Method', select('method', [['', 'Any']]));
// Amounts are typed in the currency's units (500 or 500.50) and sent in minor units.
const amount = { inputMode: 'decimal', pattern: '\\d+(\\.\\d{1,2})?', size: 8 };
const minAmount = field(filters, 'Min amount', input('minAmount', 'text', amount));
const maxAmount = field(filters, 'Max amount', input('maxAmount', 'text', amount));
/** Method and amounts filter money only: their fields are shown (and sent) for deposits and withdrawals. */
const moneyFields = [method, minAmount, maxAmount];
const apply = Object.assign(document.createElement('button'), { textContent: 'Search' });
const download = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Download CSV' });
filters.append(apply, download);
history.element.insertBefore(filters, history.table);

const totals = document.createElement('p');
totals.className = 'totals';
history.element.insertBefore(totals, history.table);

const pager = document.createElement('nav');
pager.setAttribute('aria-label', 'History pages');
pager.className = 'pager';
const previous = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Newer' });
const next = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Older' });
const where = document.createElement('span');
pager.append(previous, where, next);
history.element.append(pager);

/** Shows the chosen kind's statuses, filters and columns. */
function showKind() {
  state.kind = kind.value;
  const rules = KINDS[state.kind];
  status.replaceChildren(new Option('Any', ''), ...rules.statuses.map((s) => new Option(s, s)));
  // The status field names the kind of a transfer.
  status.name = rules.statusField ?? 'status';
  status.parentElement.firstChild.textContent = rules.statusField ? 'Kind ' : 'Status ';
  for (const control of moneyFields) {
    // Bets and transfers filter by amount but have no payment method.
    const shown = rules.money || (rules.amounts && control !== method);
    control.parentElement.hidden = !shown;
    control.disabled = !shown;
  }
  method.replaceChildren(new Option('Any', ''));
  const head = history.table.tHead.rows[0];
  head.replaceChildren(
    ...rules.columns.map((name) => Object.assign(document.createElement('th'), { textContent: name })),
  );
  history.table.tBodies[0].replaceChildren();
  totals.textContent = '';
}

/** The filters as the call's query (empty fields left out, amounts in minor units). */
function query(withPage) {
  const params = new URLSearchParams({ merchantCode: state.merchant });
  for (const [name, value] of new FormData(filters)) {
    const text = String(value).trim();
    if (name === 'kind' || !text) continue;
    params.set(name, name.endsWith('Amount') ? String(Math.round(Number(text) * 100)) : text);
  }
  if (withPage) params.set('page', String(state.page));
  return params;
}

async function refresh() {
  if (KINDS[state.kind].needsMember && !filters.elements.member.value.trim()) {
    history.say('Bets are listed per member: type a username.');
    filters.elements.member.focus();
    return;
  }
  const answer = await api('GET', `/admin/history/${state.kind}?${query(true)}`);
  const { style } = answer;
  const rules = KINDS[state.kind];
  if (answer.methods) {
    const chosen = method.value;
    method.replaceChildren(new Option('Any', ''), ...answer.methods.map((m) => new Option(m.name, m.code)));
    method.value = chosen;
  }
  state.pages = answer.pages;
  caption.textContent = `${rules.label} of ${state.merchant}: days of the filter in ${style.timeZone}, times in ${timeZone()}`;
  fill(history.table, answer.rows, rules.cells, rules.columns.length);
  // fill() speaks of queues; a history that finds nothing says so.
  if (!answer.rows.length) history.table.tBodies[0].rows[0].cells[0].textContent = 'Nothing found.';
  totals.textContent = rules.totals(answer.totals);
  where.textContent = `Page ${answer.page} of ${answer.pages}`;
  previous.disabled = answer.page <= 1;
  next.disabled = answer.page >= answer.pages;
  history.say('');
}

const load = () => refresh().catch((error) => history.say(`Could not load the history: ${error.message}`));

/** The filtered set as a file: fetched with the session's header (a plain link could not send it), then saved. */
async function downloadCsv() {
  const res = await fetch(`/admin/history/${state.kind}.csv?${query(false)}`, {
    credentials: 'same-origin',
    headers: { 'x-operator-request': '1' },
  });
  if (!res.ok) {
    const json = await res.json().catch(() => ({ code: `http_${res.status}` }));
    throw new Error(json.code);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `${state.kind}-${state.merchant}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

kind.addEventListener('change', showKind);
filters.addEventListener('submit', (event) => {
  event.preventDefault();
  state.page = 1;
  load();
});
download.addEventListener('click', () =>
  downloadCsv().catch((error) => history.say(`Could not download the CSV: ${error.message}`)),
);
previous.addEventListener('click', () => {
  state.page = Math.max(1, state.page - 1);
  load();
});
next.addEventListener('click', () => {
  state.page = Math.min(state.pages, state.page + 1);
  load();
});

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  const readable = Object.entries(KINDS).filter(([, rules]) => rules.reads.some((p) => may(event.detail, p)));
  history.element.hidden = !readable.length;
  if (history.element.hidden) return;
  kind.replaceChildren(...readable.map(([name, rules]) => new Option(rules.label, name)));
  showKind();
  state.merchant = event.detail.merchant;
  state.page = 1;
  load();
});
