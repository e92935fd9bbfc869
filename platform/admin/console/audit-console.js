// The audit log on the console, for admins (plain JS module, served as a file: no inline script): every operator
// action and setting change, newest first, filtered by operator, action and days, 50 a page. It only reads: the
// platform has no call that edits or deletes an entry.
import { api, cell, fill, may, section, when } from '/admin/review-kit.js';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Merchant', 'Reason', 'Before', 'After', 'IP'];
const log = section('audit', 'Audit log', COLUMNS, { group: 'admin' });
const state = { page: 1, pages: 1 };

const filters = document.createElement('form');
filters.className = 'inline-form';
filters.setAttribute('aria-label', 'Audit log filters');
for (const [label, name, type] of [
  ['Operator', 'actor', 'text'],
  ['Action', 'action', 'text'],
  ['From', 'from', 'date'],
  ['To', 'to', 'date'],
]) {
  const wrap = document.createElement('label');
  wrap.textContent = `${label} `;
  const input = document.createElement('input');
  input.name = name;
  input.type = type;
  wrap.append(input);
  filters.append(wrap);
}
const apply = document.createElement('button');
apply.textContent = 'Filter';
filters.append(apply);
log.element.insertBefore(filters, log.table);

const pager = document.createElement('nav');
pager.setAttribute('aria-label', 'Audit log pages');
pager.className = 'pager';
const previous = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Newer' });
const next = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Older' });
const where = document.createElement('span');
pager.append(previous, where, next);
log.element.append(pager);

/** Before / after as compact JSON text (never parsed as HTML). */
function json(value) {
  const td = cell(value === null || value === undefined ? '–' : JSON.stringify(value));
  td.className = 'json';
  return td;
}

const entryCells = (entry) => [
  cell(when(entry.at)),
  cell(entry.actor),
  cell(entry.action),
  cell(entry.target),
  cell(entry.merchantCode ?? '–'),
  cell(entry.reason ?? '–'),
  json(entry.before),
  json(entry.after),
  cell(entry.ip),
];

async function refresh() {
  const query = new URLSearchParams({ page: String(state.page) });
  for (const [name, value] of new FormData(filters)) if (String(value).trim()) query.set(name, String(value).trim());
  const answer = await api('GET', `/admin/audit?${query}`);
  state.pages = answer.pages;
  fill(log.table, answer.rows, entryCells, COLUMNS.length);
  where.textContent = `Page ${answer.page} of ${answer.pages}`;
  previous.disabled = answer.page <= 1;
  next.disabled = answer.page >= answer.pages;
  log.say(`${answer.total} entries.`);
}

const load = () => refresh().catch((error) => log.say(`Could not load the audit log: ${error.message}`));

filters.addEventListener('submit', (event) => {
  event.preventDefault();
  state.page = 1;
  load();
});
previous.addEventListener('click', () => {
  state.page = Math.max(1, state.page - 1);
  load();
});
next.addEventListener('click', () => {
  state.page = Math.min(state.pages, state.page + 1);
  load();
});

// review.js signs the operator in and says which merchant was opened (the log is every merchant's).
document.addEventListener('operator:open', (event) => {
  log.element.hidden = !may(event.detail, 'operators');
  if (log.element.hidden) return;
  state.page = 1;
  load();
});
