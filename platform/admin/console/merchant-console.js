// The merchant's settings on the console, for admins (plain JS module, served as a file: no inline script): its site
// status (maintenance, region restriction and the countries it blocks), its feature flags one switch at a time, the
// wallet setting of a transfer-wallet merchant, and the CDN host lists the sites pick images and game launches from.
// Every change asks first and is audited with the values before and after (platform/admin/settings-routes.ts).
import { actions, api, button, cell, confirmAction, fill, form, may, panel, section } from '/admin/review-kit.js';

/** What each flag switches on the sites (the tenant schema's `features`). */
const FLAG_NAMES = {
  MOBILENUMREG3: 'Registration by mobile number',
  REGMOBVERF3: 'SMS verification at registration',
  MOBILENUMPASSREG3: 'Password in mobile registration',
  FREEPLAY3: 'Demo play',
  PWDEXPFORCECHANGE3: 'Forced password change when expired',
  MOBILEVERCODELOGIN3: 'Sign-in with an SMS code',
  PTSYS3: 'Points and the points mall',
  MANPLAYREB3: 'Manual rebate',
};
const state = { merchant: '', settings: null };
const status = panel('merchant-status', 'Site status', { group: 'merchant' });
const flags = section('flags', 'Feature flags', ['Flag', 'What it switches', 'Now', 'Switch'], { group: 'merchant' });
const cdn = panel('cdn-hosts', 'CDN hosts', { group: 'merchant' });
const before = (part, element) => part.element.insertBefore(element, part.element.querySelector('[role="status"]'));
const query = () => `merchantCode=${encodeURIComponent(state.merchant)}`;

const statusForm = form(
  'Site status',
  [
    { label: 'Maintenance (the sites show the maintenance page)', name: 'maintenance', type: 'checkbox' },
    { label: 'Region restricted', name: 'regionRestricted', type: 'checkbox' },
    { label: 'Blocked countries (ISO codes, comma-separated)', name: 'blockedCountries', maxLength: 1000 },
  ],
  'Save status',
  async (data) => {
    const blocked = String(data.get('blockedCountries'))
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    const body = {
      merchantCode: state.merchant,
      maintenance: data.get('maintenance') === 'on',
      regionRestricted: data.get('regionRestricted') === 'on',
      blockedCountries: blocked,
    };
    const answer = await confirmAction({
      title: `Change ${state.merchant}'s site status?`,
      text: `Maintenance ${body.maintenance ? 'on' : 'off'}, region restriction ${body.regionRestricted ? 'on' : 'off'}, blocked: ${blocked.join(', ') || 'none'}.`,
      confirmLabel: 'Save status',
    });
    if (!answer) return;
    try {
      await api('POST', '/admin/merchant/status', body);
      status.say('Site status saved.');
    } catch (error) {
      status.say(`Failed: ${error.message}`);
    }
  },
);
before(status, statusForm);

/** A transfer-wallet merchant's one wallet switch, shown only where it applies. */
const wallet = document.createElement('p');
before(status, wallet);

const hostLines = (text) =>
  String(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const cdnForm = form(
  'CDN hosts',
  [
    { label: 'Image hosts (one https origin a line; empty: own origin)', name: 'imageCDNs', type: 'textarea' },
    { label: 'Game launch hosts (one https origin a line)', name: 'launchGameCDNs', type: 'textarea' },
  ],
  'Save hosts',
  async (data) => {
    const body = {
      merchantCode: state.merchant,
      imageCDNs: hostLines(data.get('imageCDNs')),
      launchGameCDNs: hostLines(data.get('launchGameCDNs')),
    };
    const answer = await confirmAction({
      title: `Change ${state.merchant}'s CDN hosts?`,
      text: 'The sites pick their image and game hosts from the new lists at once.',
      confirmLabel: 'Save hosts',
    });
    if (!answer) return;
    try {
      const saved = await api('POST', '/admin/merchant/cdn', body);
      cdn.say(`Saved: ${saved.imageCDNs.length} image hosts, ${saved.launchGameCDNs.length} game hosts.`);
    } catch (error) {
      cdn.say(`Failed: ${error.message}`);
    }
  },
);
before(cdn, cdnForm);

function showStatus(settings) {
  statusForm.elements.maintenance.checked = settings.maintenance;
  statusForm.elements.regionRestricted.checked = settings.regionRestricted;
  statusForm.elements.blockedCountries.value = settings.blockedCountries.join(', ');
  const host = (list) => list.filter(Boolean).join('\n');
  cdnForm.elements.imageCDNs.value = host(settings.imageCDNs);
  cdnForm.elements.launchGameCDNs.value = host(settings.launchGameCDNs);
  wallet.replaceChildren();
  if (settings.singleWallet) return;
  const next = !settings.autoTransfer;
  wallet.append(
    `Game launches ${settings.autoTransfer ? 'move' : 'do not move'} the player's money into the game's wallet. `,
    button(
      next ? 'Switch automatic transfers on' : 'Switch automatic transfers off',
      () => api('POST', '/admin/merchant/wallet', { merchantCode: state.merchant, autoTransfer: next }),
      {
        after: load,
        say: status.say,
        confirm: {
          title: `Automatic transfers ${next ? 'on' : 'off'}?`,
          text: next
            ? 'Each game launch moves the money to the game and back.'
            : 'Players move their money themselves.',
          confirmLabel: 'Switch',
        },
      },
    ),
  );
}

function showFlags(settings) {
  const rows = Object.entries(settings.flags).map(([flag, on]) => ({ id: flag, flag, on }));
  fill(
    flags.table,
    rows,
    ({ flag, on }) => [
      cell(flag),
      cell(FLAG_NAMES[flag] ?? ''),
      cell(on ? 'on' : 'off'),
      actions(
        button(
          `Switch ${flag} ${on ? 'off' : 'on'}`,
          () => api('POST', '/admin/merchant/whitelabel', { merchantCode: state.merchant, flags: { [flag]: !on } }),
          {
            after: async () => {
              await load();
              flags.say(`${flag} is ${on ? 'off' : 'on'}.`);
            },
            say: flags.say,
            extraClass: on ? 'reject' : undefined,
            confirm: {
              title: `Switch ${flag} ${on ? 'off' : 'on'}?`,
              text: `${FLAG_NAMES[flag] ?? flag} is ${on ? 'switched off' : 'switched on'} on ${state.merchant}'s sites.`,
              confirmLabel: on ? 'Switch off' : 'Switch on',
            },
          },
        ),
      ),
    ],
    4,
  );
}

async function load() {
  try {
    const settings = await api('GET', `/admin/merchant/settings?${query()}`);
    showStatus(settings);
    showFlags(settings);
  } catch (error) {
    status.say(`Could not load the settings: ${error.message}`);
  }
}

document.addEventListener('operator:open', (event) => {
  const hidden = !may(event.detail, 'settings');
  for (const part of [status, flags, cdn]) {
    part.element.hidden = hidden;
    part.say('');
  }
  if (hidden) return;
  state.merchant = event.detail.merchant;
  load();
});
