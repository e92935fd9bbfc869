/**
 * The agent's everyday tools. On a desktop: a fresh sub-agent sees their own balance in the agent bar, transfers to
 * a member chosen with the member picker (typed part of the nickname, picked from the list), and sees the balance
 * drop at once; an operator's credit then arrives live, without a reload. On a 360 px phone in Urdu: an agent
 * without a transaction password is offered the form in the dialog, sets it there, and the transfer goes on with
 * the member and amount already typed. And an invite link made in registerCenter counts the account registered
 * through it.
 */

import { registerDownlineCall } from '../../src/api/calls/agents/team';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import {
  credit,
  expectNoHorizontalOverflow,
  freshPlayer,
  minorUnitsOf,
  PHONE,
  setPaymentPassword,
} from './support/money';
import { apiFor, signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

const PASSWORD = 'Team12345';
const PAY_PASSWORD = '135790';
let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}${Date.now() % 1_000_000_000}${serial}`;
};

/** A new sub-agent of the demo agent `<cc>agent1`, signed in at the agent portal, with funds. */
async function freshSubAgent(site: string, cc: string, admin: Parameters<typeof credit>[0]) {
  const top = await signIn(site, `${cc}agent1`, 'Agent123', 'agent');
  const username = unique('at');
  await apiFor(site, top.token).call(registerDownlineCall, {
    body: { kind: 'agent', username, password: PASSWORD, confirmPassword: PASSWORD },
  });
  await credit(admin, site, username, 100_000);
  return { username, ...(await signIn(site, username, PASSWORD, 'agent')) };
}

/** A member account the agent opens under themself. */
async function openMember(site: string, agentToken: string, nickname: string): Promise<string> {
  const username = unique('am');
  await apiFor(site, agentToken).call(registerDownlineCall, {
    body: { kind: 'member', username, nickname, password: PASSWORD, confirmPassword: PASSWORD },
  });
  return username;
}

test('desktop: the agent transfers to a member picked from the list and sees the balance drop live', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const agent = await freshSubAgent(site, 'bd', admin);
  await setPaymentPassword(site, agent.token, PAY_PASSWORD);
  const member = await openMember(site, agent.token, 'Rahim Picker');
  await openMember(site, agent.token, 'Karim Other');

  await page.goto(await withToken(`${site}/en/agentHome/`, agent.token));
  const bar = page.getByRole('region', { name: 'Your agent account' });
  const balance = bar.locator('[data-agent-balance]');
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(100_000);

  await bar.getByRole('button', { name: 'Transfer to a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to a member' });
  await expect.poll(async () => minorUnitsOf(await dialog.locator('[data-agent-balance]').textContent())).toBe(100_000);
  const picker = dialog.getByRole('combobox', { name: 'Member' });
  await picker.fill('rahim');
  const options = dialog.getByRole('listbox', { name: 'Matching names' }).getByRole('option');
  await expect(options).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
  await options.filter({ hasText: member }).click();
  await expect(picker).toHaveValue(member);
  await dialog.getByLabel('Amount').fill('250');
  await dialog.getByLabel('Transaction password').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(75_000);

  // Money that reaches the agent from elsewhere shows up without a reload (the session event stream).
  await credit(admin, site, agent.username, 5_000);
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(80_000);

  // The team list shows the member's new balance.
  await page.goto(`${site}/en/agentHome/downlineManagmentView/`);
  const row = page.getByRole('list', { name: 'Team members' }).locator(`[data-member="${member}"]`);
  await expect.poll(async () => minorUnitsOf(await row.locator('dd').first().textContent())).toBe(25_000);
});

test('phone, Urdu: without a transaction password the dialog sets it and the transfer goes on', async ({
  page,
  sites,
  admin,
  consoleErrors,
}) => {
  consoleErrors.ignore(/status of 409/); // the transfer refused for want of a transaction password
  await page.setViewportSize(PHONE);
  const site = sites.pakistan as string;
  const agent = await freshSubAgent(site, 'pk', admin);
  const member = await openMember(site, agent.token, 'Ali');

  await page.goto(await withToken(`${site}/ur/agentHome/downlineManagmentView/`, agent.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.getByRole('list', { name: 'ٹیم کے ممبر' }).locator(`[data-member="${member}"]`);
  await row.getByRole('button', { name: `${member} کو منتقل کریں` }).click();
  const dialog = page.getByRole('dialog', { name: `${member} کو منتقلی` });
  await expect(dialog.getByRole('combobox', { name: 'ممبر' })).toHaveValue(member);
  const amount = dialog.getByLabel('رقم');
  await amount.fill('100');
  await dialog.getByLabel('ٹرانزیکشن پاس ورڈ').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'منتقل کریں', exact: true }).click();

  // The refusal is about the password, not the amount: the amount stays as typed and unmarked.
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(amount).toHaveValue('100');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalOverflow(page);
  await dialog.getByLabel('نیا ٹرانزیکشن پاس ورڈ', { exact: true }).fill(PAY_PASSWORD);
  await dialog.getByLabel('نیا ٹرانزیکشن پاس ورڈ دوبارہ لکھیں').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'ٹرانزیکشن پاس ورڈ محفوظ کریں' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: member })).toBeVisible();
  const balance = page.getByRole('region', { name: 'آپ کا ایجنٹ اکاؤنٹ' }).locator('[data-agent-balance]');
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(90_000);
});

test('an invite link made in registerCenter counts the account registered through it', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const agent = await freshSubAgent(site, 'bd', admin);
  await page.goto(await withToken(`${site}/en/agentHome/registerCenter/`, agent.token));
  const links = page.getByRole('region', { name: 'Invite links' });
  await links.getByLabel('Sub-agent accounts').check();
  await links.getByLabel('Label').fill('WhatsApp group');
  await links.getByRole('button', { name: 'Create link' }).click();
  const item = links.getByRole('listitem').filter({ hasText: 'WhatsApp group' });
  await expect(item).toContainText('Sign-ups: 0');
  await expect(item.getByRole('button', { name: 'Copy link: WhatsApp group' })).toBeVisible();
  const address = (await item.locator('[data-invite-url]').textContent()) ?? '';
  const code = new URL(address).searchParams.get('referralCode') ?? '';
  expect(address.startsWith(`${site}/register/?referralCode=`)).toBe(true);

  const joined = await freshPlayer(site, code);
  await page.reload();
  await expect(item).toContainText('Sign-ups: 1');
  await page.goto(`${site}/en/agentHome/downlineManagmentView/`);
  const row = page.getByRole('list', { name: 'Team members' }).locator(`[data-member="${joined.account}"]`);
  await expect(row).toContainText('Sub-agent');
});
