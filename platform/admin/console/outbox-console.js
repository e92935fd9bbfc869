// The outbox on the console, for admins (plain JS module, served as a file: no inline script): the SMS and mails the
// platform sent to one number or address, newest first, for a member who says a code never came. It only reads.
import { api, cell, fill, form, may, section, when } from '/admin/review-kit.js';

const COLUMNS = ['Sent', 'Merchant', 'Channel', 'To', 'Subject', 'Text'];
const { element, table, say } = section('outbox', 'Outbox (SMS and mail)', COLUMNS, { group: 'merchant' });

const lookup = form(
  'Outbox lookup',
  [{ label: 'Mobile (+country code) or e-mail', name: 'to', required: true, maxLength: 100 }],
  'Look up',
  async (data) => {
    const to = String(data.get('to')).trim();
    try {
      const sent = await api('GET', `/admin/outbox?${new URLSearchParams({ to, limit: '50' })}`);
      fill(
        table,
        sent,
        (m) => [
          cell(when(m.createdAt)),
          cell(m.merchantCode),
          cell(m.channel),
          cell(m.to),
          cell(m.subject),
          cell(m.body),
        ],
        COLUMNS.length,
        'Nothing sent there.',
      );
      say(`${sent.length} sent to ${to}.`);
    } catch (error) {
      say(`Failed: ${error.message}`);
    }
  },
);
element.insertBefore(lookup, table);

document.addEventListener('operator:open', (event) => {
  element.hidden = !may(event.detail, 'settings');
});
