// Marketing's sections of the console (plain JS module, served as a file: no inline script): a message to one member's
// inbox or to every member of the merchant, and the merchant's analytics tag (the sites load it only after a visitor
// consents). Admins use them too.
import { api, confirmAction, form, may, panel } from '/admin/review-kit.js';

const state = { merchant: '' };
const inbox = panel('inbox-send', 'Send an inbox message', { group: 'marketing' });
const analytics = panel('analytics-tag', 'Analytics tag', { group: 'marketing' });
const before = (part, element) => part.element.insertBefore(element, part.element.querySelector('[role="status"]'));

const message = form(
  'Inbox message',
  [
    { label: 'To member (empty: every member)', name: 'username', maxLength: 64 },
    {
      label: 'Kind',
      name: 'kind',
      type: 'select',
      options: [
        ['system', 'System notice'],
        ['promotion', 'Promotion'],
        ['personal', 'Personal (one member)'],
      ],
    },
    { label: 'Title', name: 'title', required: true, maxLength: 200 },
    { label: 'Message', name: 'content', type: 'textarea', required: true, maxLength: 8000 },
  ],
  'Send',
  async (data) => {
    const username = String(data.get('username')).trim();
    const body = {
      merchantCode: state.merchant,
      kind: String(data.get('kind')),
      title: String(data.get('title')).trim(),
      content: String(data.get('content')).trim(),
      ...(username ? { username } : {}),
    };
    const answer = await confirmAction({
      title: username ? `Send "${body.title}" to ${username}?` : `Send "${body.title}" to every member?`,
      text: username
        ? `${username} finds it in their inbox.`
        : `Every member of ${state.merchant} finds it in their inbox.`,
      confirmLabel: 'Send',
    });
    if (!answer) return;
    try {
      const sent = await api('POST', '/admin/inbox/send', body);
      inbox.say(`Message ${sent.id} sent${sent.broadcast ? ' to every member' : ` to ${username}`}.`);
      message.reset();
    } catch (error) {
      inbox.say(`Failed: ${error.message}`);
    }
  },
);
before(inbox, message);

const tag = form(
  'Analytics tag',
  [
    {
      label: 'Google tag id (empty: analytics off)',
      name: 'gtagId',
      maxLength: 30,
      pattern: '(G|GT|AW|DC)-[A-Z0-9]{4,20}',
    },
  ],
  'Save tag',
  async (data) => {
    const gtagId = String(data.get('gtagId')).trim() || null;
    try {
      const saved = await api('POST', '/admin/merchant/analytics', { merchantCode: state.merchant, gtagId });
      analytics.say(saved.gtagId ? `Analytics tag ${saved.gtagId} saved.` : 'Analytics switched off.');
    } catch (error) {
      analytics.say(`Failed: ${error.message}`);
    }
  },
);
before(analytics, tag);

document.addEventListener('operator:open', async (event) => {
  const { detail } = event;
  state.merchant = detail.merchant;
  inbox.element.hidden = !may(detail, 'marketing');
  analytics.element.hidden = !may(detail, 'marketing') && !may(detail, 'settings');
  inbox.say('');
  if (analytics.element.hidden) return;
  try {
    const settings = await api('GET', `/admin/merchant/settings?merchantCode=${encodeURIComponent(detail.merchant)}`);
    tag.elements.gtagId.value = settings.gtagId ?? '';
    analytics.say(settings.gtagId ? `Now: ${settings.gtagId}.` : 'Now: analytics off.');
  } catch (error) {
    analytics.say(`Could not load the tag: ${error.message}`);
  }
});
