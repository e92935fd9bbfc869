// What the review page's section scripts share (plain JS module, served as a file: no inline script, no build step):
// the admin API over the operator's session cookie (review.js signs in), table cells and action buttons that
// re-fill their section after the action, and the page's one amount format.
export const money = (minor) =>
  (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const when = (iso) => new Date(iso).toLocaleString();

/** Calls the admin API; `token` only on sign-in, which trades it for the session cookie (review.js). */
export async function api(method, path, body, token) {
  const res = await fetch(path, {
    method,
    // The session cookie rides along; the header says this is the page's own script (operator-session.ts).
    credentials: 'same-origin',
    headers: {
      'x-operator-request': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
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

/** A button named by its label (tests and screen readers find it so); `onClick` runs once, then `after`. */
export function button(label, onClick, { after, say, extraClass } = {}) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (extraClass) b.className = extraClass;
  b.addEventListener('click', async () => {
    b.disabled = true;
    try {
      await onClick();
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
