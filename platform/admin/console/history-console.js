// The console's history of money records (plain JS module, served as a file): every deposit or withdrawal of the
// merchant opened, decided or not, filtered by member, status, method, the merchant's days and an amount range, a
// page at a time with the totals of the whole filtered set, and the set as a CSV file. Amounts in the merchant's
// currency, methods by their names, times in the merchant's time zone (review-kit.js moneyIn / whenIn). Each
// member's name opens their member page. Read only.
import { api, cell, fill, may, memberCell, moneyIn, section, whenIn } from '/admin/review-kit.js';

const KINDS = {
  deposits: {
    statuses: ['pending', 'approved', 'rejected', 'expired'],
    decided: 'Decided',
    details: (row) => (row.trxId ? `${row.senderAccount} / ${row.trxId}` : 'gateway'),
    decidedAt: (row) => row.decidedAt,
  },
  withdrawals: {
    statuses: ['pending', 'confirmed', 'rejected', 'received', 'not_received'],
    decided: 'Paid',
    details: (row) => `${row.accountNumber} (${row.accountName})${row.resolution ? ` · case ${row.resolution}` : ''}`,
    decidedAt: (row) => row.paidAt,
  },
};
const COLUMNS = [
  '#',
  'Member',
  'Method',
  'Gross',
  'Fee',
  'Net',
  'Status',
  'Requested',
  'Decided / paid',
  'By',
  'Details',
];

const history = section('history', 'History', COLUMNS);
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
const method = field(filters, 'Method', select('method', [['', 'Any']]));
field(filters, 'From', input('from', 'date'));
field(filters, 'To', input('to', 'date'));
// Amounts are typed in the currency's units (500 or 500.50) and sent in minor units.
const amount = { inputMode: 'decimal', pattern: '\\d+(\\.\\d{1,2})?', size: 8 };
field(filters, 'Min amount', input('minAmount', 'text', amount));
field(filters, 'Max amount', input('maxAmount', 'text', amount));
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

function showStatuses() {
  state.kind = kind.value;
  status.replaceChildren(new Option('Any', ''), ...KINDS[state.kind].statuses.map((s) => new Option(s, s)));
}
showStatuses();

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

function rowCells(style) {
  const rules = KINDS[state.kind];
  return (row) => [
    cell(row.id),
    memberCell(row.username),
    cell(row.methodName),
    cell(moneyIn(style, row.gross)),
    cell(moneyIn(style, row.fee)),
    cell(moneyIn(style, row.net)),
    cell(row.status),
    cell(whenIn(style, row.createdAt)),
    cell(whenIn(style, rules.decidedAt(row))),
    cell(row.decidedBy ?? '–'),
    cell([rules.details(row), row.reason].filter(Boolean).join(' · ')),
  ];
}

async function refresh() {
  const answer = await api('GET', `/admin/history/${state.kind}?${query(true)}`);
  const { style } = answer;
  const chosen = method.value;
  method.replaceChildren(new Option('Any', ''), ...answer.methods.map((m) => new Option(m.name, m.code)));
  method.value = chosen;
  state.pages = answer.pages;
  caption.textContent = `${state.kind === 'deposits' ? 'Deposits' : 'Withdrawals'} of ${state.merchant}, times in ${style.timeZone}`;
  fill(history.table, answer.rows, rowCells(style), COLUMNS.length);
  const { count, gross, fee, net } = answer.totals;
  totals.textContent = `${count} found · gross ${moneyIn(style, gross)} · fee ${moneyIn(style, fee)} · net ${moneyIn(style, net)}`;
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

kind.addEventListener('change', () => {
  showStatuses();
  method.replaceChildren(new Option('Any', ''));
});
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
  history.element.hidden = !may(event.detail, 'queues');
  if (history.element.hidden) return;
  state.merchant = event.detail.merchant;
  state.page = 1;
  load();
});
