// Red-envelope rounds on the console (plain JS module, served as a file: no inline script): the merchant's rounds
// with their budget, what is left and how many envelopes were opened, and a form that schedules an extra round
// (platform/red-envelope). Amounts are typed in the currency's major unit; the round's key makes a resent form harmless.
import { api, cell, confirmAction, fill, form, may, minorOf, money, section, when } from '/admin/review-kit.js';

const COLUMNS = ['#', 'Round', 'Starts', 'Ends', 'Budget', 'Left', 'Envelope', 'Opened', 'Paid'];
const { element, table, say } = section('red-envelopes', 'Red-envelope rounds', COLUMNS, { group: 'marketing' });
const state = { merchant: '' };

/** A datetime-local value (the operator's time zone) as an ISO instant. */
const instant = (local) => new Date(String(local)).toISOString();

const schedule = form(
  'Schedule a round',
  [
    { label: 'Key (a-z, 0-9, -)', name: 'key', required: true, pattern: '[a-z0-9-]{2,40}', maxLength: 40 },
    { label: 'Starts', name: 'startsAt', type: 'datetime-local', required: true },
    { label: 'Ends', name: 'endsAt', type: 'datetime-local', required: true },
    { label: 'Budget', name: 'budget', required: true, inputMode: 'decimal', pattern: '[\\d,]+(\\.\\d{1,2})?' },
    {
      label: 'Smallest envelope',
      name: 'minAmount',
      required: true,
      inputMode: 'decimal',
      pattern: '[\\d,]+(\\.\\d{1,2})?',
    },
    {
      label: 'Largest envelope',
      name: 'maxAmount',
      required: true,
      inputMode: 'decimal',
      pattern: '[\\d,]+(\\.\\d{1,2})?',
    },
  ],
  'Schedule',
  async (data) => {
    const body = {
      merchantCode: state.merchant,
      key: String(data.get('key')),
      startsAt: instant(data.get('startsAt')),
      endsAt: instant(data.get('endsAt')),
      budget: minorOf(data.get('budget')),
      minAmount: minorOf(data.get('minAmount')),
      maxAmount: minorOf(data.get('maxAmount')),
    };
    const answer = await confirmAction({
      title: `Schedule round ${body.key}?`,
      text: `From ${when(body.startsAt)} to ${when(body.endsAt)}, ${money(body.budget)} in envelopes of ${money(body.minAmount)} to ${money(body.maxAmount)}.`,
      confirmLabel: 'Schedule',
    });
    if (!answer) return;
    try {
      const round = await api('POST', '/admin/redEnvelope/rounds', body);
      schedule.reset();
      await refresh();
      say(`Round ${round.roundKey} scheduled.`);
    } catch (error) {
      say(`Failed: ${error.message}`);
    }
  },
);
element.insertBefore(schedule, table);

async function refresh() {
  const rounds = await api('GET', `/admin/redEnvelope/rounds?merchantCode=${encodeURIComponent(state.merchant)}`);
  fill(
    table,
    rounds,
    (r) => [
      cell(r.id),
      cell(r.roundKey),
      cell(when(r.startsAt)),
      cell(when(r.endsAt)),
      cell(money(r.budget)),
      cell(money(r.remaining)),
      cell(`${money(r.minAmount)} – ${money(r.maxAmount)}`),
      cell(r.openedCount),
      cell(money(r.paid)),
    ],
    COLUMNS.length,
    'No rounds yet.',
  );
  say(`${rounds.length} rounds.`);
}

document.addEventListener('operator:open', (event) => {
  element.hidden = !may(event.detail, 'marketing');
  if (element.hidden) return;
  state.merchant = event.detail.merchant;
  refresh().catch((error) => say(`Could not load the rounds: ${error.message}`));
});
