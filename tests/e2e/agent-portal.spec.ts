/**
 * The agent portal, for agents only: its own layout with marketing text and a login form without remember-me;
 * a non-agent gets error_not_agent and stays on /agent; an agent reaches /agentHome (the team overview) with
 * nickname, a ticking clock with the GMT offset, and sign out.
 */

import { adminPasswordExpiredCall } from '../../src/api/calls/admin';
import { memberInfoCall } from '../../src/api/calls/member';
import { loginCall } from '../../src/api/calls/session';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { adminApi, apiFor, signIn, skipPopups, withToken } from './support/sign-in';

// These tests sign demo agents in through the form. The platform asks a sign-in from an address an account has not
// used for a second factor (demo accounts have mobiles), and the other tests sign demo accounts in from this machine
// (support/sign-in.ts): so this file's browser speaks from this machine too, not from an address of its own.
test.use({ clientIp: null });

test.beforeEach(async ({ page }) => skipPopups(page));

test('a non-agent is refused at /agent and stays there', async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(/status of 403/); // the refused login call
  await page.goto(`${sites.pakistan}/agent/`);
  // The agent layout: no player header or side menu, a marketing section and the form.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Indus Play');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0); // no remember-me
  const form = page.getByRole('form', { name: 'Agent sign-in' });
  await form.getByLabel('Username').fill('pkplayer2');
  await form.getByLabel('Password').fill('Player123');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(`${sites.pakistan}/agent/`);
  // What was typed is kept.
  await expect(form.getByLabel('Username')).toHaveValue('pkplayer2');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the empty form names what is missing without calling the platform', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/agent/`);
  const form = page.getByRole('form', { name: 'Agent sign-in' });
  let called = false;
  page.on('request', (request) => {
    if (request.url().includes(loginCall.path)) called = true;
  });
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText('Please enter your username')).toBeVisible();
  await expect(form.getByText('Please enter your password')).toBeVisible();
  expect(called).toBe(false);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an agent signs in at /agent and reaches the agent centre with a live clock', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/agent/`);
  const form = page.getByRole('form', { name: 'Agent sign-in' });
  await form.getByLabel('Username').fill('pkagent41');
  await form.getByLabel('Password').fill('Agent123');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/agentHome/`);

  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  const pageToken = await page.evaluate(() => sessionStorage.getItem('token'));
  const { nickname } = await apiFor(sites.pakistan, pageToken as string).call(memberInfoCall);
  await expect(page.getByText(`Welcome, ${nickname}`)).toBeVisible();

  const clock = page.locator('[data-agent-clock]');
  await expect(clock).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.locator('[data-agent-offset]')).toHaveText(/^GMT[+-]\d{2}:\d{2}$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/`);
});

test('what an agent types before the form has woken up is kept and signs in', async ({ page, sites }) => {
  // Hold the form's script until the agent has typed, as on a slow phone.
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route(/\/_astro\/AgentLoginForm\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${sites.pakistan}/agent/`);
  const form = page.getByRole('form', { name: 'Agent sign-in' });
  await form.getByLabel('Username').fill('pkagent2');
  await form.getByLabel('Password').fill('Agent123');
  await expect(form.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  release();
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/agentHome/`);
});

test('an agent whose password expired changes it and goes on to the agent centre, not home', async ({
  page,
  sites,
  admin,
}) => {
  // Pakistan enforces password expiry (PWDEXPFORCECHANGE3); the operator marks this agent's password expired.
  // resolves only on the platform's success
  await adminApi(admin).call(adminPasswordExpiredCall, {
    body: { merchantCode: 'INDUS_PK', username: 'pkagent42', expired: true },
  });
  await page.goto(`${sites.pakistan}/agent/`);
  const form = page.getByRole('form', { name: 'Agent sign-in' });
  await form.getByLabel('Username').fill('pkagent42');
  await form.getByLabel('Password').fill('Agent123');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  // The agent just typed the current password: not asked again.
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('Renewed42a');
  await change.getByLabel('Confirm new password').fill('Renewed42a');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/agentHome/`);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  const renewed = await signIn(sites.pakistan, 'pkagent42', 'Renewed42a', 'agent', { fresh: true });
  expect(renewed.passwordExpired).toBe(false);
});

test('a signed-in non-agent opening /agentHome is sent to /agent', async ({ page, sites }) => {
  const member = await signIn(sites.myanmar, 'mmplayer2', 'Player123');
  await page.goto(await withToken(`${sites.myanmar}/en/agentHome/`, member.token));
  await expect(page).toHaveURL(`${sites.myanmar}/en/agent/`);
});

test('the clock shows the browser time zone offset', async ({ browser, sites }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Yangon' });
  const page = await context.newPage();
  await skipPopups(page);
  const agent = await signIn(sites.myanmar, 'mmagent1', 'Agent123', 'agent');
  await page.goto(await withToken(`${sites.myanmar}/en/agentHome/`, agent.token));
  await expect(page.getByText(`Welcome, ${agent.nickname}`)).toBeVisible();
  await expect(page.locator('[data-agent-offset]')).toHaveText('GMT+06:30');
  await context.close();
});
