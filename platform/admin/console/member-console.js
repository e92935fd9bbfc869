// The console's member page (plain JS module, served as a file): "Find a member" by username, or a member's name in
// any table of the console (review-kit.js memberCell sends `member:open`), opens one member of the merchant opened:
// profile, responsible-gaming break, identity check and the limits the member set, wallet balances, recent ledger entries, bets, payout accounts, sign-ins with
// their address, and the operators' notes, to which the operator adds one (append-only; audited by the platform).
// Money in the merchant's currency, times in the operator's zone (console-format.js, as every screen).
import { api, button, cell, may, money, when } from '/admin/review-kit.js';

const state = { merchant: '', username: '', detail: null };

const element = document.createElement('section');
// In the navigation's "Members" group (review-kit.js); a member's name anywhere brings it up (show below).
element.id = 'section-member';
element.dataset.group = 'members';
element.setAttribute('aria-labelledby', 'member-heading');
const heading = Object.assign(document.createElement('h2'), { id: 'member-heading', textContent: 'Find a member' });
heading.tabIndex = -1;

const search = document.createElement('form');
search.className = 'inline-form';
search.setAttribute('aria-label', 'Find a member');
const nameLabel = document.createElement('label');
nameLabel.textContent = 'Username ';
const nameInput = Object.assign(document.createElement('input'), { name: 'username', required: true, maxLength: 64 });
nameInput.autocomplete = 'off';
nameLabel.append(nameInput);
search.append(nameLabel, Object.assign(document.createElement('button'), { textContent: 'Find' }));

const status = document.createElement('p');
status.setAttribute('role', 'status');
const say = (text) => {
  status.textContent = text;
};
const page = document.createElement('div');
element.append(heading, search, status, page);
document.querySelector('main')?.append(element);

/** A table with its caption and column names, its rows from `rows` through `toCells` (or one "None." row). */
function table(title, columns, rows, toCells) {
  const t = document.createElement('table');
  t.createCaption().textContent = title;
  const head = t.createTHead().insertRow();
  for (const name of columns) head.append(Object.assign(document.createElement('th'), { textContent: name }));
  const body = t.createTBody();
  for (const row of rows) body.insertRow().append(...toCells(row));
  if (!rows.length) {
    const none = cell('None.');
    none.colSpan = columns.length;
    body.insertRow().append(none);
  }
  return t;
}

/** A limit's amount as the member set it: money in the merchant's currency, the session limit in minutes. */
const limitAmount = (limit, value) =>
  value === null ? 'none' : limit.kind === 'session' ? `${value} min` : money(value);

/** The limits the member set for themselves (only the slots with a value or a change waiting). */
function limitsTable(limits) {
  const set = limits.filter((limit) => limit.value !== null || limit.pending);
  return table(
    'Limits the member set',
    ['Limit', 'Period', 'In force', 'Used', 'Change waiting', 'Resets'],
    set,
    (l) => [
      cell(l.kind),
      cell(l.period),
      cell(limitAmount(l, l.value)),
      cell(l.kind === 'session' ? '–' : money(l.used)),
      cell(l.pending ? `${limitAmount(l, l.pending.value)} from ${when(l.pending.appliesAt)}` : '–'),
      cell(l.resetsAt ? when(l.resetsAt) : '–'),
    ],
  );
}

/** The identity check's state in words: status, why it was rejected, when it was sent and decided. */
function identityText({ status, reason, submittedAt, decidedAt }) {
  const parts = [status.replace('_', ' ')];
  if (reason) parts.push(`reason: ${reason}`);
  if (submittedAt) parts.push(`sent ${when(submittedAt)}`);
  if (decidedAt) parts.push(`decided ${when(decidedAt)}`);
  return parts.join(' · ');
}

function profileList(profile, exclusion, identityCheck) {
  const list = document.createElement('dl');
  list.className = 'profile';
  const breakText = exclusion
    ? `${exclusion.kind} (${exclusion.period}) until ${when(exclusion.endsAt)}`
    : 'No break running';
  const items = [
    ['Nickname', profile.nickname],
    ['Type', profile.type],
    ['Account', profile.disabled ? 'Disabled' : profile.passwordExpired ? 'Active, password expired' : 'Active'],
    ['Responsible gaming', breakText],
    ['Identity check', identityText(identityCheck)],
    ['Mobile', profile.mobile ?? '–'],
    ['E-mail', profile.email ?? '–'],
    ['Payee name', profile.payeeName ?? '–'],
    ['Upline', profile.upline ?? '–'],
    ['Language', profile.language ?? '–'],
    ['Registered', when(profile.registeredAt)],
  ];
  for (const [term, value] of items) {
    list.append(
      Object.assign(document.createElement('dt'), { textContent: term }),
      Object.assign(document.createElement('dd'), { textContent: value }),
    );
  }
  return list;
}

function notesPart(notes) {
  const part = document.createElement('section');
  part.setAttribute('aria-labelledby', 'member-notes');
  part.append(Object.assign(document.createElement('h3'), { id: 'member-notes', textContent: 'Notes' }));
  const list = document.createElement('ul');
  for (const note of notes) {
    list.append(
      Object.assign(document.createElement('li'), {
        textContent: `${when(note.at)} · ${note.author}: ${note.text}`,
      }),
    );
  }
  if (!notes.length) list.append(Object.assign(document.createElement('li'), { textContent: 'No notes yet.' }));
  const form = document.createElement('form');
  form.setAttribute('aria-label', 'Add a note');
  const label = document.createElement('label');
  label.textContent = 'Note (kept for good, in the audit log too) ';
  const text = Object.assign(document.createElement('textarea'), { name: 'text', rows: 3, maxLength: 1000 });
  text.required = true;
  label.append(text);
  form.append(label, Object.assign(document.createElement('button'), { textContent: 'Add note' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await api('POST', '/admin/members/notes', {
        merchantCode: state.merchant,
        username: state.username,
        text: text.value,
      });
      await open(state.username);
      say('Note added.');
    } catch (error) {
      // What the operator typed stays in the field.
      say(`Could not add the note: ${error.message}`);
    }
  });
  part.append(list, form);
  return part;
}

/**
 * What an operator with `settings` (admins) may change on the member: the password's expiry (the member must choose a
 * new one at the next sign-in) and a running break's end, later only. Both confirm first; the platform audits both.
 */
function accountActions(member) {
  const part = document.createElement('section');
  part.setAttribute('aria-labelledby', 'member-actions');
  part.append(Object.assign(document.createElement('h3'), { id: 'member-actions', textContent: 'Account actions' }));
  const { profile } = member;
  const expired = profile.passwordExpired;
  const reopen = () => open(state.username);
  part.append(
    button(
      expired ? 'Mark the password current' : 'Mark the password expired',
      () =>
        api('POST', '/admin/member/password-expired', {
          merchantCode: state.merchant,
          username: profile.username,
          expired: !expired,
        }),
      {
        after: reopen,
        say,
        confirm: {
          title: expired ? 'Mark the password current?' : 'Mark the password expired?',
          text: expired
            ? `${profile.username} keeps their password.`
            : `${profile.username} must choose a new password at their next sign-in.`,
        },
      },
    ),
  );
  const running = member.responsibleGaming.exclusion;
  if (running) {
    const form = document.createElement('form');
    form.className = 'inline-form';
    form.setAttribute('aria-label', 'Extend the break');
    const label = document.createElement('label');
    label.textContent = 'New end of the break ';
    const input = Object.assign(document.createElement('input'), { type: 'datetime-local', name: 'endsAt' });
    input.required = true;
    label.append(input);
    const submit = button(
      'Extend the break',
      async () => {
        if (!input.value) throw new Error('choose the new end first');
        await api('POST', '/admin/responsible-gaming/extend', {
          merchantCode: state.merchant,
          username: profile.username,
          endsAt: new Date(input.value).toISOString(),
        });
      },
      {
        after: reopen,
        say,
        confirm: {
          title: 'Extend the break?',
          text: `The ${running.kind} of ${profile.username} then ends later; it can never be made shorter.`,
        },
      },
    );
    form.append(label, submit);
    part.append(form);
  }
  return part;
}

function render(member) {
  const { profile } = member;
  const funds = member.money;
  const walletName = (vendor) => (vendor === '' ? 'Main wallet' : vendor);
  heading.textContent = `Member ${profile.username}`;
  page.replaceChildren(
    profileList(profile, member.responsibleGaming.exclusion, member.responsibleGaming.identityCheck),
    limitsTable(member.responsibleGaming.limits),
    table('Balances', ['Wallet', 'Balance'], funds.balances, (b) => [
      cell(walletName(b.vendor)),
      cell(money(b.balance)),
    ]),
    table(
      'Recent ledger entries',
      ['When', 'Movement', 'Wallet', 'Amount', 'Balance after', 'Reference'],
      funds.ledger,
      (e) => [
        cell(when(e.at)),
        cell(e.kind),
        cell(walletName(e.vendor)),
        cell(money(e.amount)),
        cell(money(e.balanceAfter)),
        cell(e.reference ?? '–'),
      ],
    ),
    table('Recent bets', ['When', 'Game', 'Vendor', 'Stake', 'Win', 'Status'], member.bets, (b) => [
      cell(when(b.placedAt)),
      cell(b.game),
      cell(b.vendor),
      cell(money(b.stake)),
      cell(money(b.win)),
      cell(b.status),
    ]),
    table('Payout accounts', ['Method', 'Account', 'Holder', 'Bound'], funds.bindings, (a) => [
      cell(a.methodName),
      cell(a.accountNumber),
      cell(a.accountName),
      cell(when(a.confirmedAt)),
    ]),
    table('Recent sign-ins', ['When', 'IP', 'Device'], member.signIns, (s) => [
      cell(when(s.at)),
      cell(s.ip),
      cell(s.device),
    ]),
    notesPart(member.notes),
  );
  if (state.detail && may(state.detail, 'settings')) page.append(accountActions(member));
}

async function open(username) {
  const query = new URLSearchParams({ merchantCode: state.merchant, username });
  const member = await api('GET', `/admin/members?${query}`);
  state.username = member.profile.username;
  render(member);
}

/** Opens the member and moves focus to the page's heading, so the keyboard and a screen reader land on it. */
async function show(username) {
  nameInput.value = username;
  say(`Loading ${username}…`);
  try {
    await open(username);
    say('');
    // The navigation shows the page's group and puts focus on its heading; already there, focus it here.
    const address = `#/${element.dataset.group}/${element.id}`;
    if (location.hash !== address) location.hash = address;
    else heading.focus();
  } catch (error) {
    page.replaceChildren();
    heading.textContent = 'Find a member';
    say(
      error.message.startsWith('not_found')
        ? `No member ${username} at ${state.merchant}.`
        : `Failed: ${error.message}`,
    );
  }
}

search.addEventListener('submit', (event) => {
  event.preventDefault();
  show(nameInput.value.trim());
});
document.addEventListener('member:open', (event) => show(event.detail.username));

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  element.hidden = !may(event.detail, 'queues');
  state.detail = event.detail;
  state.merchant = event.detail.merchant;
  heading.textContent = 'Find a member';
  page.replaceChildren();
  say('');
});
