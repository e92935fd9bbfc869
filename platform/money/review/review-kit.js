// What the console's section scripts share (plain JS module, served as a file: no inline script, no build step):
// the admin API over the operator's session cookie (review.js signs in), table cells, action buttons that ask for
// confirmation (and a reason, where the member reads one) and re-fill their section after the action, and the
// page's one amount format.
export const money = (minor) =>
  (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const when = (iso) => new Date(iso).toLocaleString();

/** Calls the admin API with the operator's session cookie (review.js signs in). */
export async function api(method, path, body) {
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

/** Replaces a table's rows (each keyed by `row.id`), or says nothing is waiting. */
export function fill(table, rows, toCells, columns) {
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
  const empty = cell('Nothing waiting.');
  empty.colSpan = columns;
  body.replaceChildren(document.createElement('tr'));
  body.firstChild.append(empty);
}

/** Whether the signed-in operator's role holds `permission` (the `operator:open` event's `permissions`). */
export const may = (detail, permission) => detail.permissions.includes(permission);

/** Adds a section (heading, table with these column names, status line) at the end of the page's main. */
export function section(id, title, columns) {
  const element = document.createElement('section');
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
