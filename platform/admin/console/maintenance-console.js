// Game maintenance on the console, for admins (plain JS module, served as a file: no inline script): the merchant's
// game vendors with their maintenance switch. A vendor under maintenance stays listed, but a launch of its games is
// refused with open games suggested instead (platform/games).
import { actions, api, button, cell, fill, may, section } from '/admin/review-kit.js';

const COLUMNS = ['Vendor', 'Code', 'Game type', 'Now', 'Switch'];
const { element, table, say } = section('vendor-maintenance', 'Game maintenance', COLUMNS, { group: 'merchant' });
const state = { merchant: '', done: '' };

async function refresh() {
  const vendors = await api('GET', `/admin/games/vendors?merchantCode=${encodeURIComponent(state.merchant)}`);
  fill(
    table,
    vendors.map((v) => ({ ...v, id: `${v.gameType}:${v.vassalage}` })),
    (v) => {
      const name = `${v.name} (${v.gameType})`;
      const next = !v.maintenance;
      return [
        cell(v.name),
        cell(v.vassalage),
        cell(v.gameType),
        cell(v.maintenance ? 'under maintenance' : 'open'),
        actions(
          button(
            `${next ? 'Start' : 'End'} maintenance of ${name}`,
            async () => {
              await api('POST', '/admin/games/vendor-maintenance', {
                merchantCode: state.merchant,
                gameType: v.gameType,
                vassalage: v.vassalage,
                maintenance: next,
              });
              state.done = `${name} is ${next ? 'under maintenance' : 'open again'}. `;
            },
            {
              after: load,
              say,
              extraClass: next ? 'reject' : undefined,
              confirm: {
                title: `${next ? 'Start' : 'End'} maintenance of ${name}?`,
                text: next
                  ? `Players of ${state.merchant} cannot launch its games until it ends.`
                  : `Players of ${state.merchant} can launch its games again.`,
                confirmLabel: next ? 'Start maintenance' : 'End maintenance',
              },
            },
          ),
        ),
      ];
    },
    COLUMNS.length,
    'No vendors.',
  );
  say(`${state.done}${vendors.filter((v) => v.maintenance).length} of ${vendors.length} vendors under maintenance.`);
  state.done = '';
}

const load = () => refresh().catch((error) => say(`Could not load the vendors: ${error.message}`));

document.addEventListener('operator:open', (event) => {
  element.hidden = !may(event.detail, 'settings');
  if (element.hidden) return;
  state.merchant = event.detail.merchant;
  load();
});
