// Points-mall redeems waiting for a decision on the console (plain JS module, served as a file: no inline script):
// goods the member ordered with points, and cash items that wait for an operator. Approving a cash item pays it through
// the ledger; rejecting gives the points back, and the member reads the reason (platform/points).
import { actions, api, button, cell, figure, fill, may, money, section, when } from '/admin/review-kit.js';

const COLUMNS = ['#', 'Member', 'Item', 'Kind', 'Points', 'Cash', 'Asked', 'Decision'];
const { element, table, say } = section('point-redeems', 'Points-mall redeems', COLUMNS, { group: 'queues' });
const state = { merchant: '', review: false };

async function refresh() {
  const { redeems } = await api('GET', `/admin/points/redeems?merchantCode=${encodeURIComponent(state.merchant)}`);
  const decide = (id, decision, reason) =>
    api('POST', '/admin/points/redeems/decide', { merchantCode: state.merchant, redeemId: id, decision, reason });
  const after = () => refresh();
  fill(
    table,
    redeems,
    (r) => [
      cell(r.id),
      cell(r.username),
      cell(r.itemId),
      cell(r.kind),
      cell(figure(r.points)),
      cell(r.cash === null ? '–' : money(r.cash)),
      cell(when(r.createdAt)),
      actions(
        ...(state.review
          ? [
              button(`Approve redeem ${r.id}`, () => decide(r.id, 'approve'), {
                after,
                say,
                confirm: {
                  title: `Approve redeem ${r.id}?`,
                  text: `${r.username} gets ${r.itemId}${r.cash === null ? '' : ` (${money(r.cash)} paid to the wallet)`}.`,
                  confirmLabel: 'Approve',
                },
              }),
              button(`Reject redeem ${r.id}`, ({ reason }) => decide(r.id, 'reject', reason), {
                after,
                say,
                extraClass: 'reject',
                confirm: {
                  title: `Reject redeem ${r.id}?`,
                  text: `${r.points} points go back to ${r.username}, who reads your reason.`,
                  confirmLabel: 'Reject',
                  reason: true,
                },
              }),
            ]
          : []),
      ),
    ],
    COLUMNS.length,
  );
  say(`${redeems.length} redeems waiting.`);
}

document.addEventListener('operator:open', (event) => {
  element.hidden = !may(event.detail, 'queues');
  if (element.hidden) return;
  state.merchant = event.detail.merchant;
  state.review = may(event.detail, 'review');
  refresh().catch((error) => say(`Could not load the redeems: ${error.message}`));
});
