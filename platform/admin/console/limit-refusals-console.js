// Players who hit their own limits often, on the console (plain JS module, served as a file: no inline script): the
// merchant's players refused by a deposit, loss, wager or session limit at least N times in the last 24 hours (a marker
// of risk to look at daily), most refusals first, each name opening the member page. N starts at the platform's
// default (3) and the operator may change it. Reading the list is in the audit log.
import { api, cell, fill, form, may, memberCell, section, when } from '/admin/review-kit.js';

const COLUMNS = ['Member', 'Refusals', 'Limits that refused', 'Last refusal'];
const { element, table, say } = section('limit-refusals', 'Players hitting their limits', COLUMNS, {
  group: 'members',
});
// Named by its heading, so a screen reader lists it among the page's regions.
element.querySelector('h2').id = 'limit-refusals-heading';
element.setAttribute('aria-labelledby', 'limit-refusals-heading');
const state = { merchant: '', minRefusals: '' };

const LIMIT_NAMES = {
  'deposit:day': 'daily deposit',
  'deposit:week': 'weekly deposit',
  'deposit:month': 'monthly deposit',
  'loss:day': 'daily loss',
  'loss:week': 'weekly loss',
  'loss:month': 'monthly loss',
  'wager:day': 'daily wager',
  'wager:week': 'weekly wager',
  'wager:month': 'monthly wager',
  'session:session': 'session time',
};
const limitsText = (limits) =>
  limits.map((limit) => `${LIMIT_NAMES[`${limit.kind}:${limit.period}`]} ×${limit.refusals}`).join(', ');

async function refresh() {
  const query = new URLSearchParams({ merchantCode: state.merchant });
  if (state.minRefusals) query.set('minRefusals', state.minRefusals);
  const list = await api('GET', `/admin/responsible-gaming/refusals?${query}`);
  threshold.elements.minRefusals.value = String(list.minRefusals);
  fill(
    table,
    list.players.map((player) => ({ ...player, id: player.memberId })),
    (player) => [
      memberCell(player.username),
      cell(player.refusals),
      cell(limitsText(player.limits)),
      cell(when(player.lastAt)),
    ],
    COLUMNS.length,
    `No player was refused ${list.minRefusals} times or more since ${when(list.since)}.`,
  );
  say(
    `${state.merchant}: ${list.players.length} players refused by their limits ${list.minRefusals} times or more since ${when(list.since)}.`,
  );
}

const threshold = form(
  'Refusals threshold',
  [{ label: 'At least this many refusals', name: 'minRefusals', type: 'number', min: 1, max: 1000, required: true }],
  'Show players',
  async (data) => {
    state.minRefusals = String(data.get('minRefusals'));
    await refresh().catch((error) => say(`Could not load the players: ${error.message}`));
  },
);
element.insertBefore(threshold, table);

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  state.merchant = event.detail.merchant;
  element.hidden = !may(event.detail, 'queues');
  if (element.hidden) return;
  refresh().catch((error) => say(`Could not load the players: ${error.message}`));
});
