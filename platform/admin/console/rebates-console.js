// Daily rebates on the console (plain JS module, served as a file: no inline script): finance settles a closed day of
// the merchant now (the hourly job does the same for each closed day; a day settled twice pays once).
import { api, confirmAction, form, may, panel } from '/admin/review-kit.js';

const { element, say } = panel('rebates', 'Daily rebates', { group: 'money' });
const state = { merchant: '' };

/** Yesterday as yyyy-mm-dd in the operator's calendar: the usual day to settle by hand. */
const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA');

const settle = form(
  'Settle rebates',
  [{ label: 'Day played', name: 'day', type: 'date', required: true }],
  'Settle rebates',
  async (data) => {
    const day = String(data.get('day'));
    const answer = await confirmAction({
      title: `Settle the rebates of ${day}?`,
      text: `Every member of ${state.merchant} who played on ${day} (the merchant's day) is paid their rebate.`,
      confirmLabel: 'Settle',
    });
    if (!answer) return;
    try {
      const done = await api('POST', '/admin/rebates/settle', { merchantCode: state.merchant, day });
      say(`${day}: ${done.members} members played, ${done.paid} paid a rebate now.`);
    } catch (error) {
      say(`Failed: ${error.message}`);
    }
  },
);
element.insertBefore(settle, element.querySelector('[role="status"]'));

document.addEventListener('operator:open', (event) => {
  element.hidden = !may(event.detail, 'pay');
  state.merchant = event.detail.merchant;
  if (!settle.elements.day.value) settle.elements.day.value = yesterday();
  say('');
});
