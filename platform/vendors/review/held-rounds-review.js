// Held game rounds on the operator's review page (plain JS module, served as a file: no inline script). A vendor
// credit above the round's cap was refused and its round held (platform/vendors/README.md): the operator sees what
// the game claimed beside the cap it went over, and settles each round once, paying the cap or voiding the round.
import { actions, api, button, cell, fill, may, memberCell, money, section, when } from '/admin/review-kit.js';

const COLUMNS = ['Bet', 'Member', 'Game', 'Round', 'Stake', 'Claimed win', 'Cap', 'Cap kind', 'Held at', 'Decision'];
const { element, table, say } = section('held-rounds', 'Held game rounds', COLUMNS, { group: 'queues' });
// `done`: what the last settlement paid, said again after the table is re-filled.
const state = { merchant: '', done: '', pay: false };

async function refresh() {
  const q = `merchantCode=${encodeURIComponent(state.merchant)}`;
  const held = await api('GET', `/admin/vendor/held-rounds?${q}`);
  const settle = async (betId, decision) => {
    const done = await api('POST', '/admin/vendor/held-rounds/settle', {
      merchantCode: state.merchant,
      betId,
      decision,
    });
    state.done = `Bet ${betId} ${done.resolution}: ${money(done.amount)} to the player. `;
  };
  const after = () => refresh();
  fill(
    table,
    held.map((round) => ({ ...round, id: round.betId })),
    (round) => [
      cell(round.betId),
      memberCell(round.username),
      cell(`${round.vendor} ${round.gameType} ${round.gameCode}`),
      cell(round.roundId),
      cell(money(round.stake)),
      cell(money(round.claimedWin)),
      cell(money(round.cap)),
      // The lower of the two caps is the one the claim went over.
      cell(round.capKind === 'game' ? "game's multiplier" : "merchant's maximum win"),
      cell(when(round.heldAt)),
      actions(
        ...(state.pay
          ? [
              button(`Pay capped ${round.betId}`, () => settle(round.betId, 'pay_capped'), {
                after,
                say,
                confirm: {
                  title: `Pay bet ${round.betId} at its cap?`,
                  text: `${money(round.cap)} is paid to ${round.username}.`,
                  confirmLabel: 'Pay capped',
                },
              }),
              button(`Void ${round.betId}`, () => settle(round.betId, 'void'), {
                after,
                say,
                extraClass: 'reject',
                confirm: {
                  title: `Void bet ${round.betId}?`,
                  text: `The stake of ${money(round.stake)} goes back to ${round.username}.`,
                  confirmLabel: 'Void',
                },
              }),
            ]
          : []),
      ),
    ],
    COLUMNS.length,
  );
  say(`${state.done}${state.merchant}: ${held.length} held rounds waiting.`);
  state.done = '';
}

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  state.merchant = event.detail.merchant;
  state.done = '';
  state.pay = may(event.detail, 'pay');
  element.hidden = !may(event.detail, 'queues');
  if (element.hidden) return;
  refresh().catch((error) => say(`Could not load held rounds: ${error.message}`));
});
