// Operator accounts on the console, for admins (plain JS module, served as a file: no inline script). An admin adds
// an operator (username, first password, role) and sees the new account's authenticator enrolment once, as a QR code
// and as text, with its recovery codes; changes a role; sets the merchants whose content they may edit in the CMS (none
// chosen: every merchant; admins always edit every one); disables (after confirmation: their sessions end) or enables
// an account; and resets a password and second factor, which shows a new enrolment and new recovery codes. The server
// refuses all of it to other roles.
import { actions, api, button, cell, confirmAction, fill, may, section, when } from '/admin/review-kit.js';

const COLUMNS = ['Username', 'Role', 'Merchants', 'Status', 'Created', 'Changed', 'Actions'];
const ROLES = ['reviewer', 'finance', 'marketing', 'admin'];
const list = section('operators', 'Operators', COLUMNS, { group: 'admin' });
const state = { me: '' };

/** A form of labelled fields and a submit button, added above the table. */
function form(name, fields, submit) {
  const element = document.createElement('form');
  element.setAttribute('aria-label', name);
  element.className = 'inline-form';
  for (const field of fields) {
    const label = document.createElement('label');
    label.textContent = `${field.label} `;
    const input = document.createElement(field.type === 'role' ? 'select' : 'input');
    input.name = field.name;
    input.required = true;
    if (field.type === 'role') {
      for (const role of ROLES) input.append(new Option(role, role));
    } else {
      input.type = field.type ?? 'text';
      input.autocomplete = field.type === 'password' ? 'new-password' : 'off';
      if (field.minLength) input.minLength = field.minLength;
    }
    label.append(input);
    element.append(label);
  }
  const go = document.createElement('button');
  go.textContent = submit;
  element.append(go);
  return element;
}

const heading = (text) => Object.assign(document.createElement('h3'), { textContent: text });
const create = form(
  'Add an operator',
  [
    { label: 'Username', name: 'username' },
    { label: 'First password (10+ characters)', name: 'password', type: 'password', minLength: 10 },
    { label: 'Role', name: 'role', type: 'role' },
  ],
  'Add operator',
);
const reset = form(
  'Reset an operator',
  [
    { label: 'Username', name: 'username' },
    { label: 'New password (10+ characters)', name: 'password', type: 'password', minLength: 10 },
  ],
  'Reset password and authenticator',
);
const enrolment = document.createElement('div');
enrolment.className = 'enrolment';
enrolment.setAttribute('aria-live', 'polite');
list.element.insertBefore(heading('Add an operator'), list.table);
list.element.insertBefore(create, list.table);
list.element.insertBefore(heading('Reset an operator'), list.table);
list.element.insertBefore(reset, list.table);
list.element.insertBefore(enrolment, list.table);

/** Shows a new enrolment once: the QR code to scan, the secret to type instead, and the recovery codes. */
function showEnrolment(answer) {
  const title = document.createElement('p');
  title.textContent = `Authenticator enrolment for ${answer.operator.username} (${answer.operator.role}), shown only now: scan the code or type the secret into the authenticator app.`;
  const qr = document.createElement('img');
  qr.src = answer.totpQr;
  qr.alt = `Authenticator QR code for ${answer.operator.username}`;
  qr.className = 'qr';
  const secret = document.createElement('p');
  secret.append('Secret: ');
  const code = document.createElement('code');
  code.textContent = answer.totpSecret;
  secret.append(code);
  const codesTitle = document.createElement('p');
  codesTitle.id = 'enrolment-recovery-codes';
  codesTitle.textContent = `Recovery codes for ${answer.operator.username}, shown only now: each signs in once in place of the authenticator code. Keep them on paper.`;
  const codes = document.createElement('ul');
  codes.setAttribute('aria-labelledby', codesTitle.id);
  for (const recoveryCode of answer.recoveryCodes) {
    const item = document.createElement('li');
    const text = document.createElement('code');
    text.textContent = recoveryCode;
    item.append(text);
    codes.append(item);
  }
  enrolment.replaceChildren(title, qr, secret, codesTitle, codes);
}

function roleCell(operator) {
  const td = document.createElement('td');
  const select = document.createElement('select');
  select.setAttribute('aria-label', `Role of ${operator.username}`);
  for (const role of ROLES) select.append(new Option(role, role, false, role === operator.role));
  td.append(select);
  return { td, select };
}

/** The merchant codes of the console's merchant picker (review-page.ts writes one option per merchant). */
const merchantCodes = () => [...document.querySelectorAll('#open select option')].map((option) => option.value);

/** The merchants an operator edits content of: a multiple choice (none chosen: every merchant); admins: all. */
function merchantsCell(operator) {
  const td = document.createElement('td');
  if (operator.role === 'admin') {
    td.textContent = 'all (admin)';
    return { td, select: null };
  }
  const select = document.createElement('select');
  select.multiple = true;
  select.size = Math.min(4, merchantCodes().length);
  select.setAttribute('aria-label', `Merchants of ${operator.username}`);
  for (const code of merchantCodes()) {
    select.append(new Option(code, code, false, operator.merchants?.includes(code) ?? false));
  }
  const hint = document.createElement('small');
  hint.textContent = operator.merchants ? '' : ' none chosen: every merchant';
  td.append(select, hint);
  return { td, select };
}

function operatorCells(operator) {
  const role = roleCell(operator);
  const merchants = merchantsCell(operator);
  const options = { after: refresh, say: list.say };
  const update = (change) => api('POST', '/admin/operators/update', { username: operator.username, ...change });
  const buttons = [
    button(`Save role of ${operator.username}`, () => update({ role: role.select.value }), {
      ...options,
      confirm: {
        title: `Change the role of ${operator.username}?`,
        text: `${operator.username} gets the role chosen; what they may do changes at their next call.`,
        confirmLabel: 'Save role',
      },
    }),
  ];
  if (merchants.select) {
    const chosen = () => [...merchants.select.selectedOptions].map((option) => option.value);
    buttons.push(
      button(`Save merchants of ${operator.username}`, () => update({ merchants: chosen().length ? chosen() : null }), {
        ...options,
        confirm: {
          title: `Change the merchants of ${operator.username}?`,
          text: `${operator.username} edits the content of the merchants chosen (none chosen: every merchant).`,
          confirmLabel: 'Save merchants',
        },
      }),
    );
  }
  if (operator.username !== state.me) {
    buttons.push(
      operator.disabled
        ? button(`Enable ${operator.username}`, () => update({ disabled: false }), options)
        : button(`Disable ${operator.username}`, () => update({ disabled: true }), {
            ...options,
            extraClass: 'reject',
            confirm: {
              title: `Disable ${operator.username}?`,
              text: `${operator.username} is signed out everywhere and cannot sign in until enabled again.`,
              confirmLabel: 'Disable',
            },
          }),
    );
  }
  return [
    cell(operator.username),
    role.td,
    merchants.td,
    cell(operator.disabled ? 'disabled' : 'active'),
    cell(when(operator.createdAt)),
    cell(when(operator.updatedAt)),
    actions(...buttons),
  ];
}

async function refresh() {
  const operators = await api('GET', '/admin/operators');
  fill(list.table, operators, operatorCells, COLUMNS.length);
  list.say(`${operators.length} operators.`);
}

create.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(create);
  try {
    const answer = await api('POST', '/admin/operators', {
      username: String(data.get('username')),
      password: String(data.get('password')),
      role: String(data.get('role')),
    });
    create.reset();
    showEnrolment(answer);
    await refresh();
  } catch (error) {
    list.say(`Could not add the operator: ${error.message}`);
  }
});

reset.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(reset);
  const username = String(data.get('username'));
  const answer = await confirmAction({
    title: `Reset ${username}?`,
    text: `${username} gets the new password, a new authenticator secret and new recovery codes (the old ones stop working), and is signed out everywhere.`,
    confirmLabel: 'Reset',
  });
  if (!answer) return;
  try {
    const done = await api('POST', '/admin/operators/reset', { username, password: String(data.get('password')) });
    reset.reset();
    showEnrolment(done);
    await refresh();
  } catch (error) {
    list.say(`Could not reset the operator: ${error.message}`);
  }
});

// review.js signs the operator in and says which merchant was opened (the operators are nobody's merchant's).
document.addEventListener('operator:open', (event) => {
  state.me = event.detail.username;
  list.element.hidden = !may(event.detail, 'operators');
  if (list.element.hidden) return;
  refresh().catch((error) => list.say(`Could not load operators: ${error.message}`));
});
