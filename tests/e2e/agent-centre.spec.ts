/**
 * The agent centre's team pages on a desktop and on a 360 px phone. Each test works with a fresh
 * sub-agent that a demo agent opens through the API, so its team starts empty: the agent opens a member account
 * in registerCenter, finds it in downlineManagmentView, transfers money to it with the transaction password; the
 * member plays slot rounds; the rounds show up in team betting (with the CSV), downline loss and account
 * details, and the team overview counts the new member. On the phone the left navigation is a drawer the menu
 * button opens and Escape closes; Urdu reads right to left; axe finds no serious violation; a non-agent is
 * sent to /agent.
 * The accessibility sweep (axe on each team page, English on a desktop and Urdu on a phone) visits the demo agent's
 * pages, whose team and history are full, in one loop per language: the journeys above stay about behaviour.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { registerDownlineCall } from '../../src/api/calls/agents/team';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { inGroups } from './support/layout-languages';
import { credit, expectNoHorizontalOverflow, minorUnitsOf, PHONE, setPaymentPassword } from './support/money';
import { apiFor, signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

const PASSWORD = 'Team12345';
const PAY_PASSWORD = '135790';
let serial = 0;

/** A new sub-agent of the demo agent `<cc>agent1`, signed in at the agent portal, with funds and a transaction password. */
async function freshSubAgent(site: string, cc: string, admin: Parameters<typeof credit>[0]) {
  const top = await signIn(site, `${cc}agent1`, 'Agent123', 'agent');
  serial += 1;
  const username = `sa${Date.now() % 1_000_000_000}${serial}`;
  await apiFor(site, top.token).call(registerDownlineCall, {
    body: { kind: 'agent', username, password: PASSWORD, confirmPassword: PASSWORD },
  });
  const agent = await signIn(site, username, PASSWORD, 'agent');
  await setPaymentPassword(site, agent.token, PAY_PASSWORD);
  await credit(admin, site, username, 100_000);
  return agent;
}

async function spin(site: string, token: string, stake: number): Promise<void> {
  // a refused spin rejects
  await apiFor(site, token).call(slotSpinCall, {
    body: { stake, idempotencyKey: crypto.randomUUID().replaceAll('-', '') },
  });
}

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Agent centre' });
const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`).first();

test('desktop: open an account, find it in the team, transfer to it, and see its rounds in the reports', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const agent = await freshSubAgent(site, 'bd', admin);
  await page.goto(await withToken(`${site}/en/agentHome/`, agent.token));
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${agent.nickname}`)).toBeVisible();
  await expect(page.locator('[data-figure="total"] dd')).toHaveText('0');
  // The agent centre's navigation, beside the page (its last link: the security page); the contract pages stay hidden
  // until enabled.
  await expect(nav(page).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link')).toHaveCount(13);

  // Open a member account.
  await nav(page).getByRole('link', { name: 'Open account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open account' })).toBeVisible();
  const member = `tm${Date.now() % 1_000_000_000}`;
  const form = page.getByRole('form', { name: 'New account' });
  await form.getByLabel('Username').fill(member);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill('Other12345');
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(form.getByRole('alert')).toContainText('Confirm password');
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('status')).toContainText(`Member account ${member} is open`);

  // Find it in the team and transfer to it.
  await page.getByRole('link', { name: 'See my team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team management' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Team members' }).locator(`[data-member="${member}"]`);
  await expect(row).toBeVisible();
  await page.getByLabel('Username').fill(member.slice(0, 8));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`Results for “${member.slice(0, 8)}”`)).toBeVisible();
  await expect(row).toContainText('Member');
  await row.getByRole('button', { name: `Transfer to ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer to ${member}` });
  await dialog.getByLabel('Amount').fill('25');
  await dialog.getByLabel('Transaction password').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`Transferred to ${member}`);
  await expect.poll(async () => minorUnitsOf(await row.locator('dd').first().textContent())).toBe(2_500);

  // The member plays three rounds.
  const player = await signIn(site, member, PASSWORD);
  for (let round = 0; round < 3; round += 1) await spin(site, player.token, 500);

  // Team betting: the three rounds, their totals and the CSV.
  await nav(page).getByRole('link', { name: 'Team betting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team betting' })).toBeVisible();
  const bets = page.getByRole('list', { name: 'Team bets' }).getByRole('listitem');
  await expect(bets).toHaveCount(3);
  await expect(bets.first()).toContainText(member);
  await expect(total(page, 'bets')).toHaveText('3');
  expect(minorUnitsOf(await total(page, 'stake').textContent())).toBe(1_500);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = (await readFile((await (await downloading).path()) as string)).subarray(3).toString('utf8');
  const lines = file.trim().split('\r\n');
  expect(lines[0]).toBe('Time,Member,Game type,Provider,Game,Round,Stake,Valid bet,Win,Profit and loss,Status');
  expect(lines.slice(1).map((line) => line.replace(/^"[^"]*",/, 'time,').split(',')[1])).toEqual([
    member,
    member,
    member,
  ]);

  // Downline loss: one row, the member's.
  await nav(page).getByRole('link', { name: 'Downline loss' }).click();
  const loss = page.getByRole('list', { name: 'Profit and loss per member' }).getByRole('listitem');
  await expect(loss).toHaveCount(1);
  await expect(loss.first()).toContainText(member);
  await expect(loss.first()).toContainText('Level 1');

  // Account details: the transfer in, then the stakes, for this member.
  await nav(page).getByRole('link', { name: 'Account details' }).click();
  await page.getByLabel('Member username').fill(member);
  await page.getByLabel('Type').selectOption({ label: 'Transfer to downline' });
  await page.getByRole('button', { name: 'Search' }).click();
  const moves = page.getByRole('list', { name: 'Wallet movements' }).getByRole('listitem');
  await expect(moves).toHaveCount(1);
  expect(minorUnitsOf(await total(page, 'credits').textContent())).toBe(2_500);

  // The overview counts the new member and today's bets.
  await nav(page).getByRole('link', { name: 'Team overview' }).click();
  await expect(page.locator('[data-figure="direct"] dd')).toHaveText('1');
  await expect(page.locator('tr[data-row="newMembers"] td[data-period="today"]')).toHaveText('1');
  await expect(page.locator('tr[data-row="bets"] td[data-period="today"]')).toHaveText('3');
});

test('phone, Urdu: the navigation is a drawer, the pages read right to left and fit the screen', async ({
  page,
  sites,
  admin,
}) => {
  await page.setViewportSize(PHONE);
  const site = sites.pakistan as string;
  const agent = await freshSubAgent(site, 'pk', admin);
  await page.goto(await withToken(`${site}/ur/agentHome/`, agent.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ٹیم کا جائزہ' })).toBeVisible();
  await expect(page.getByText(agent.nickname)).toBeVisible();
  const menu = page.getByRole('button', { name: 'مینو', exact: true });
  const drawer = page.getByRole('navigation', { name: 'ایجنٹ سینٹر' });
  await expect(drawer).toBeHidden();
  await expectNoHorizontalOverflow(page);

  // The drawer opens from the menu button (by keyboard), closes on Escape and gives focus back.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'ٹیم کا جائزہ' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // The drawer sits at the start (right) edge in Urdu, and leads to the pages.
  await menu.click();
  // (it slides in from the right; in English it would start at the left edge, x = 0)
  await expect.poll(async () => (await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(40);
  await drawer.getByRole('link', { name: 'اکاؤنٹ کھولیں' }).click();
  await expect(page).toHaveURL(`${site}/ur/agentHome/registerCenter/`);
  await expect(page.getByRole('heading', { level: 1, name: 'اکاؤنٹ کھولیں' })).toBeVisible();
  const member = `um${Date.now() % 1_000_000_000}`;
  await page.getByLabel('یوزر نیم').fill(member);
  await page.getByLabel('پاس ورڈ', { exact: true }).fill(PASSWORD);
  await page.getByLabel('پاس ورڈ کی تصدیق کریں').fill(PASSWORD);
  await page.getByRole('button', { name: 'اکاؤنٹ کھولیں' }).click();
  await expect(page.getByRole('status')).toContainText(member);
  await expectNoHorizontalOverflow(page);

  await menu.click();
  await drawer.getByRole('link', { name: 'ٹیم کا انتظام' }).click();
  await expect(page).toHaveURL(`${site}/ur/agentHome/downlineManagmentView/`);
  await expect(page.locator(`[data-member="${member}"]`)).toBeVisible();
  await expectNoHorizontalOverflow(page);

  for (const path of [
    'personalHistoryCopy',
    'palStatementsAgentCopy',
    'agentRevenueReport',
    'agentDownlineTransactionDetailsCopy',
  ]) {
    await page.goto(`${site}/ur/agentHome/${path}/`);
    await expect(page.getByRole('button', { name: 'تلاش کریں' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'کل', exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});

test('a signed-in player opening an agent-centre page is sent to /agent', async ({ page, sites }) => {
  const player = await signIn(sites.bangladesh, 'bdplayer2', 'Player123');
  await page.goto(await withToken(`${sites.bangladesh}/en/agentHome/downlineManagmentView/`, player.token));
  await expect(page).toHaveURL(`${sites.bangladesh}/en/agent/`);
});

/** The team pages the journeys walk through, with the demo agent's seeded team and rounds on them. */
const AXE_SWEEP = [
  { lang: 'en', viewport: { width: 1280, height: 800 }, site: 'bangladesh', agent: 'bdagent1', prefix: '/en' },
  { lang: 'ur', viewport: PHONE, site: 'pakistan', agent: 'pkagent1', prefix: '/ur' },
] as const;
const AXE_PAGES = [
  '',
  'registerCenter/',
  'downlineManagmentView/',
  'personalHistoryCopy/',
  'palStatementsAgentCopy/',
  'agentRevenueReport/',
  'agentDownlineTransactionDetailsCopy/',
];

for (const { lang, viewport, site, agent, prefix } of AXE_SWEEP) {
  test.describe(`axe on the agent centre (${lang})`, () => {
    // A language's groups run one after another in one worker, in one kept tab signed in as its demo agent: only the
    // first page fetches and compiles the site's scripts. Four pages a test: an axe run costs seconds on a loaded
    // machine.
    test.describe.configure({ mode: 'default' });
    test.use({ viewport });
    for (const [index, paths] of inGroups(AXE_PAGES, 4).entries()) {
      test(`axe finds no serious violation on the agent centre's team pages (${lang}, ${index + 1}/2)`, async ({
        keptPage,
        sites,
      }) => {
        const { token } = await signIn(sites[site], agent, 'Agent123', 'agent');
        const page = await keptPage(agent);
        for (const [at, path] of paths.entries()) {
          const url = `${sites[site]}${prefix}/agentHome/${path}`;
          // The group's first page opens with a sign-in link: the kept tab's session stays while it lives.
          await page.goto(at === 0 ? await withToken(url, token) : url);
          await expect(page.getByRole('main').locator('.loading')).toHaveCount(0);
          // Still on the page asked for: not sent to the agent sign-in page, whose audit would pass for this one's.
          expect(new URL(page.url()).pathname).toBe(`${prefix}/agentHome/${path}`);
          await expectNoSeriousAxeViolation(page, `${lang} /agentHome/${path}`);
        }
      });
    }
  });
}
