// What the console's section scripts share (plain JS module, served as a file: no inline script, no build step):
// the admin API over the operator's session cookie (review.js signs in), table cells, action buttons that ask for
// confirmation (and a reason, where the member reads one) and re-fill their section after the action, the page's
// one way of writing amounts, methods and times (console-format.js), and the sections' navigation.
export { figure, method, money, when } from '/admin/console-format.js';

/** The calls on their way: signing out waits for them (afterCalls), or they would meet a closed session (401). */
const inFlight = new Set();

/** Resolves once every call on its way has been answered, whatever the answer. */
export const afterCalls = () => Promise.allSettled([...inFlight]);

/** Calls the admin API with the operator's session cookie (review.js signs in). */
export function api(method, path, body) {
  const call = callApi(method, path, body);
  inFlight.add(call);
  call.then(
    () => inFlight.delete(call),
    () => inFlight.delete(call),
  );
  return call;
}

async function callApi(method, path, body) {
  const res = await fetch(path, {
    method,
    // The session cookie rides along; the header says this is the page's own script (operator-session.ts).
    credentials: 'same-origin',
    headers: {
      'x-operator-request': '1',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({ success: false, code: `http_${res.status}` }));
  if (!json.success) throw new Error(`${json.code}${json.message ? `: ${json.message}` : ''}`);
  return json.value;
}

/** A cell showing `text` as text: nothing the platform or a provider sent is ever read as HTML. */
export function cell(text) {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

/**
 * Keeps Tab inside the open dialog: a modal <dialog> already makes the page behind it inert, and this wraps focus
 * from its last control to its first (and back with Shift+Tab) instead of letting it leave for the browser's own UI.
 */
function trapFocus(dialog) {
  if (dialog.dataset.trapped) return;
  dialog.dataset.trapped = 'true';
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...dialog.querySelectorAll('textarea, button')].filter((control) => !control.closest('[hidden]'));
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

/**
 * Asks the operator to confirm an action in the page's one modal dialog: labelled by its title, described by its
 * text, focus kept inside while it is open (a modal <dialog> makes the rest of the page inert), Escape or Cancel
 * cancels. With `reason`, a reason is required (the member reads it). Resolves { reason } or null when cancelled.
 */
export function confirmAction({ title, text, confirmLabel = 'Confirm', reason = false }) {
  const dialog = document.querySelector('#confirm');
  dialog.querySelector('#confirm-title').textContent = title;
  dialog.querySelector('#confirm-text').textContent = text;
  dialog.querySelector('#confirm-yes').textContent = confirmLabel;
  const field = dialog.querySelector('textarea');
  field.value = '';
  field.required = reason;
  field.autofocus = reason;
  dialog.querySelector('#confirm-reason').hidden = !reason;
  dialog.querySelector('#confirm-no').autofocus = !reason;
  dialog.returnValue = '';
  trapFocus(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => resolve(dialog.returnValue === 'confirm' ? { reason: reason ? field.value.trim() : undefined } : null),
      { once: true },
    );
  });
}

/**
 * A button named by its label (tests and screen readers find it so); `onClick` runs once, then `after`. With
 * `confirm` (confirmAction's options) it first asks, and `onClick` gets the answer ({ reason }).
 */
export function button(label, onClick, { after, say, extraClass, confirm } = {}) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (extraClass) b.className = extraClass;
  b.addEventListener('click', async () => {
    const answer = confirm ? await confirmAction(confirm) : {};
    if (!answer) {
      b.focus();
      return;
    }
    b.disabled = true;
    try {
      await onClick(answer);
      await after?.();
    } catch (error) {
      say?.(`Failed: ${error.message}`);
      b.disabled = false;
    }
  });
  return b;
}

export function actions(...items) {
  const td = document.createElement('td');
  td.className = 'actions';
  td.append(...items);
  return td;
}

/** Replaces a table's rows (each keyed by `row.id`), or says there are none (`empty`: nothing waiting). */
export function fill(table, rows, toCells, columns, empty = 'Nothing waiting.') {
  const body = table.querySelector('tbody');
  body.replaceChildren(
    ...rows.map((row) => {
      const tr = document.createElement('tr');
      tr.dataset.id = String(row.id);
      tr.append(...toCells(row));
      return tr;
    }),
  );
  if (rows.length) return;
  const none = cell(empty);
  none.colSpan = columns;
  body.replaceChildren(document.createElement('tr'));
  body.firstChild.append(none);
}

/** Whether the signed-in operator's role holds `permission` (the `operator:open` event's `permissions`). */
export const may = (detail, permission) => detail.permissions.includes(permission);

/**
 * The navigation's groups, in its order: a section names its group (section()'s `group`, or `data-group` in the
 * page); one without a group is under "More".
 */
const GROUPS = [
  ['queues', 'Review queues'],
  ['history', 'History'],
  ['members', 'Members'],
  ['money', 'Money'],
  ['marketing', 'Marketing'],
  ['merchant', 'Merchant settings'],
  ['admin', 'Operators and audit'],
  ['more', 'More'],
];

/**
 * Adds a section (heading, table with these column names, status line) to the page's main, in `group` of the
 * navigation (options; 'more' when left out).
 */
export function section(id, title, columns, { group = 'more' } = {}) {
  const element = document.createElement('section');
  element.id = `section-${id}`;
  element.dataset.group = group;
  const heading = document.createElement('h2');
  heading.textContent = title;
  const table = document.createElement('table');
  table.id = id;
  const head = table.createTHead().insertRow();
  for (const name of columns) {
    const th = document.createElement('th');
    th.textContent = name;
    head.append(th);
  }
  table.createTBody();
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  element.append(heading, table, status);
  document.querySelector('main')?.append(element);
  const say = (text) => {
    status.textContent = text;
  };
  return { element, table, say };
}

/**
 * A section without a table (a form, a short answer): heading and status line, in `group` of the navigation. `tableOf`
 * adds a table below later when the section lists something too.
 */
export function panel(id, title, { group = 'more' } = {}) {
  const { element, table, say } = section(id, title, [], { group });
  table.remove();
  return { element, say };
}

/**
 * A form of labelled fields (each { label, name, type, required, value, options: [[value, text]], ...attributes };
 * type 'select', 'textarea' and 'checkbox' too) with one submit button; `onSubmit` gets the form's FormData. Nothing
 * typed is cleared when the call fails: the operator corrects it and sends again.
 */
export function form(name, fields, submitLabel, onSubmit) {
  const element = document.createElement('form');
  element.className = 'inline-form';
  element.setAttribute('aria-label', name);
  for (const { label, type = 'text', options, ...attributes } of fields) {
    const wrap = document.createElement('label');
    wrap.textContent = `${label} `;
    let input;
    if (type === 'select') {
      input = document.createElement('select');
      for (const [value, text] of options) input.append(new Option(text, value));
    } else if (type === 'textarea') {
      input = document.createElement('textarea');
      input.rows = 3;
    } else {
      input = document.createElement('input');
      input.type = type;
      if (type === 'checkbox') wrap.className = 'check';
    }
    Object.assign(input, attributes);
    wrap.append(input);
    element.append(wrap);
  }
  const submit = document.createElement('button');
  submit.textContent = submitLabel;
  element.append(submit);
  element.addEventListener('submit', async (event) => {
    event.preventDefault();
    submit.disabled = true;
    try {
      await onSubmit(new FormData(element));
    } finally {
      submit.disabled = false;
    }
  });
  return element;
}

/** Whole amounts typed in the currency's major unit ("1,500.50" too) as minor units; NaN when not an amount. */
export function minorOf(text) {
  const plain = String(text).replaceAll(',', '').trim();
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : Number.NaN;
}

/**
 * The console's navigation: the groups and sections the operator's role can see (a section its script hid is left
 * out), one group shown at a time. Plain links to `#/<group>` and `#/<group>/<section id>`, so a group or a section
 * can be bookmarked, opened in a new tab and reached with Tab and Enter; the browser's Back goes to the group before.
 */
const nav = document.createElement('nav');
nav.setAttribute('aria-label', 'Console sections');
nav.className = 'sections-nav';

const sectionsOf = () => [...document.querySelectorAll('main > section')];
const groupOf = (element) => element.dataset.group || 'more';
const titleOf = (element) => element.querySelector('h2')?.textContent ?? element.id;

function link(href, text) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  return a;
}

/** The groups with at least one section the operator's role can see, in the navigation's order. */
function visibleGroups() {
  const visible = sectionsOf().filter((element) => !element.hidden);
  const known = GROUPS.map(([id]) => id);
  const extra = [...new Set(visible.map(groupOf))].filter((id) => !known.includes(id));
  return [...GROUPS, ...extra.map((id) => [id, id])]
    .map(([id, label]) => ({ id, label, sections: visible.filter((element) => groupOf(element) === id) }))
    .filter((group) => group.sections.length);
}

/** Shows the group the address names (else the first one), hides the others, and marks it in the navigation. */
function showFromHash() {
  const groups = visibleGroups();
  const [, wanted = '', sectionId = ''] = location.hash.split('/');
  const current = groups.find((group) => group.id === wanted) ?? groups[0];
  for (const element of sectionsOf()) element.classList.toggle('elsewhere', groupOf(element) !== current?.id);
  for (const a of nav.querySelectorAll('a')) {
    if (a.getAttribute('href') === `#/${current?.id}`) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
  const target = sectionId && document.getElementById(sectionId);
  if (target && !target.hidden) {
    const heading = target.querySelector('h2');
    heading.tabIndex = -1;
    heading.focus();
  }
}

function renderNav() {
  const list = document.createElement('ul');
  for (const group of visibleGroups()) {
    const item = document.createElement('li');
    const sections = document.createElement('ul');
    for (const element of group.sections) {
      const entry = document.createElement('li');
      entry.append(link(`#/${group.id}/${element.id}`, titleOf(element)));
      sections.append(entry);
    }
    item.append(link(`#/${group.id}`, group.label), sections);
    list.append(item);
  }
  nav.replaceChildren(list);
  // First in main, so it is hidden with the sections while nobody is signed in.
  if (!nav.isConnected) document.querySelector('main')?.prepend(nav);
  // An address that names a section (a bookmark) goes to it as soon as a merchant is opened.
  showFromHash();
}

addEventListener('hashchange', () => showFromHash());
// The sections' scripts hide what the role cannot use in their own `operator:open` listeners: the navigation is
// drawn once they all ran.
document.addEventListener('operator:open', () => setTimeout(renderNav, 0));

/** Whether the signed-in operator may read member pages (review.js says so at sign-in, from the role). */
let memberPages = false;
export const allowMemberPages = (allowed) => {
  memberPages = allowed;
};

/**
 * A table cell naming a member: a button that opens their member page (member-console.js listens for
 * `member:open`), named by the username so a screen reader and a test find it as the name it shows. Plain text for
 * a role that may not read member pages.
 */
export function memberCell(username) {
  const td = document.createElement('td');
  if (!memberPages) {
    td.textContent = username;
    return td;
  }
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'member-link';
  open.textContent = username;
  open.addEventListener('click', () =>
    document.dispatchEvent(new CustomEvent('member:open', { detail: { username } })),
  );
  td.append(open);
  return td;
}
