// The merchant's agent contracts on the console (plain JS module, served as a file: no inline script). Finance settles
// the closed periods of a kind now (the scheduled jobs do it too) and ends contracts the operator granted: when the
// agent asked to end one, ending it agrees; otherwise it asks, and the agent answers on their contracts page. Admins
// grant a top agent their own contract (one tier here; a contract's later tiers are the agent centre's).
import {
  actions,
  api,
  button,
  cell,
  confirmAction,
  fill,
  form,
  may,
  minorOf,
  money,
  section,
  when,
} from '/admin/review-kit.js';

const KINDS = [
  ['dividend', 'Dividend'],
  ['daily_salary', 'Daily salary'],
  ['hourly_salary', 'Hourly salary'],
  ['realtime_salary', 'Real-time salary'],
];
const kindName = (kind) => KINDS.find(([code]) => code === kind)?.[1] ?? kind;
const COLUMNS = ['#', 'Agent', 'Upline', 'Kind', 'Top rate', 'Period', 'Status', 'Termination', 'Accepted', 'Action'];
const { element, table, say } = section('contracts', 'Agent contracts', COLUMNS, { group: 'money' });
const state = { merchant: '', pay: false, status: 'live' };

const listed = form(
  'Contracts shown',
  [
    {
      label: 'Show',
      name: 'status',
      type: 'select',
      options: [
        ['live', 'Offered and accepted'],
        ['terminated', 'Terminated'],
        ['completed', 'Completed'],
        ['rejected', 'Rejected'],
      ],
    },
  ],
  'Show',
  (data) => {
    state.status = String(data.get('status'));
    return load();
  },
);

const settle = form(
  'Settle contracts',
  [{ label: 'Kind', name: 'kind', type: 'select', options: KINDS }],
  'Settle closed periods',
  async (data) => {
    const kind = String(data.get('kind'));
    const answer = await confirmAction({
      title: `Settle ${kindName(kind).toLowerCase()} contracts?`,
      text: `Every closed period of ${state.merchant}'s ${kindName(kind).toLowerCase()} contracts is paid now.`,
      confirmLabel: 'Settle',
    });
    if (!answer) return;
    try {
      const done = await api('POST', '/admin/contracts/settle', { merchantCode: state.merchant, kind });
      say(`Settled ${done.settled} periods, ${done.paid} paid, ${money(done.amount)} in all.`);
    } catch (error) {
      say(`Failed: ${error.message}`);
    }
  },
);

const grant = form(
  'Grant a contract',
  [
    { label: 'Agent username', name: 'username', required: true, maxLength: 64 },
    { label: 'Kind', name: 'kind', type: 'select', options: KINDS },
    { label: 'Rate (%)', name: 'rate', required: true, inputMode: 'decimal', pattern: '\\d{1,3}(\\.\\d{1,3})?' },
    { label: 'From a base of', name: 'minBase', value: '0', inputMode: 'decimal', pattern: '[\\d,]+(\\.\\d{1,2})?' },
    { label: 'Active members', name: 'minActive', value: '0', inputMode: 'numeric', pattern: '\\d{1,7}' },
    {
      label: 'Dividend period',
      name: 'period',
      type: 'select',
      options: [
        ['week', 'Week'],
        ['day', 'Day'],
        ['semimonth', 'Half month'],
        ['month', 'Month'],
      ],
    },
  ],
  'Grant',
  async (data) => {
    const kind = String(data.get('kind'));
    const body = {
      merchantCode: state.merchant,
      username: String(data.get('username')).trim(),
      kind,
      tiers: [
        {
          minBase: minorOf(data.get('minBase')),
          minActive: Number(data.get('minActive')),
          rate: Number(data.get('rate')),
        },
      ],
      ...(kind === 'dividend' ? { period: String(data.get('period')) } : {}),
    };
    const answer = await confirmAction({
      title: `Grant ${body.username} a ${kindName(kind).toLowerCase()} contract?`,
      text: `${body.username} gets their own contract at ${body.tiers[0].rate} %; one they had of this kind ends.`,
      confirmLabel: 'Grant',
    });
    if (!answer) return;
    try {
      await grantOrConfirm(body);
      grant.reset();
      await load();
    } catch (error) {
      say(`Failed: ${error.message}`);
    }
  },
);

/** Grants; when the new rate would end contracts down the agent's tree, names them and asks before ending them. */
async function grantOrConfirm(body) {
  try {
    const done = await api('POST', '/admin/contracts/grant', body);
    say(`Granted contract ${done.contract.id} to ${done.contract.downline}.`);
  } catch (error) {
    if (!error.message.startsWith('contract_downline_conflict')) throw error;
    const answer = await confirmAction({
      title: 'End contracts down the tree?',
      text: `${body.username} offered contracts above the new rate; granting ends them.`,
      confirmLabel: 'Grant and end them',
    });
    if (!answer) return;
    const done = await api('POST', '/admin/contracts/grant', { ...body, confirmTerminations: true });
    say(`Granted contract ${done.contract.id}; ${done.terminated.length} contracts down the tree ended.`);
  }
}

const terminationText = (c) =>
  c.terminationRequestedBy === null
    ? '–'
    : c.terminationRequestedBy === 'upline'
      ? 'asked by the operator'
      : 'asked by the agent';

function terminate(c) {
  const agreeing = c.terminationRequestedBy === 'downline';
  return button(
    `End contract ${c.id}`,
    async () => {
      const done = await api('POST', '/admin/contracts/terminate', { merchantCode: state.merchant, contractId: c.id });
      state.done =
        done.contract.status === 'terminated'
          ? `Contract ${c.id} ended${done.terminated.length ? `, and ${done.terminated.length} below it` : ''}. `
          : `Contract ${c.id}: ${c.downline} is asked to agree to its end. `;
    },
    {
      after: () => load(),
      say,
      extraClass: 'reject',
      confirm: {
        title: `End contract ${c.id}?`,
        text: agreeing
          ? `${c.downline} asked to end it: it ends now, with the contracts below it above their new rate.`
          : `${c.downline} is asked to agree; it ends when they do.`,
        confirmLabel: 'End contract',
      },
    },
  );
}

async function refresh() {
  const q = new URLSearchParams({ merchantCode: state.merchant, status: state.status });
  const contracts = await api('GET', `/admin/contracts?${q}`);
  fill(
    table,
    contracts,
    (c) => [
      cell(c.id),
      cell(c.downline),
      cell(c.upline ?? 'operator'),
      cell(kindName(c.kind)),
      cell(`${c.maxRate} %`),
      cell(c.period ?? '–'),
      cell(c.status),
      cell(terminationText(c)),
      cell(when(c.acceptedAt)),
      actions(
        ...(state.pay && c.upline === null && c.status === 'accepted' && c.terminationRequestedBy !== 'upline'
          ? [terminate(c)]
          : []),
      ),
    ],
    COLUMNS.length,
    'No contracts.',
  );
  say(`${state.done ?? ''}${contracts.length} contracts.`);
  state.done = '';
}

const load = () => refresh().catch((error) => say(`Could not load the contracts: ${error.message}`));

/** A form under a small heading of its name (the section holds three). */
function captioned(part) {
  const wrap = document.createElement('div');
  const heading = document.createElement('h3');
  heading.textContent = part.getAttribute('aria-label');
  wrap.append(heading, part);
  return wrap;
}

element.insertBefore(captioned(listed), table);

document.addEventListener('operator:open', (event) => {
  const { detail } = event;
  element.hidden = !may(detail, 'pay') && !may(detail, 'settings');
  if (element.hidden) return;
  state.merchant = detail.merchant;
  state.pay = may(detail, 'pay');
  if (!settle.isConnected) element.insertBefore(captioned(settle), listed.parentElement);
  if (!grant.isConnected) element.insertBefore(captioned(grant), listed.parentElement);
  settle.parentElement.hidden = !state.pay;
  grant.parentElement.hidden = !may(detail, 'settings');
  load();
});
