/**
 * Agent contracts end to end: the demo agent, who holds the operator's real-time salary contract,
 * offers one to a player of its team from the agent centre's real-time salary page; the player accepts it in
 * the overlay after login and plays slot rounds; the operator settles the 5-minute window (ahead of its close,
 * which the browser tests' platform allows); the agent's page shows the payment, and their income page names it
 * in words. A system test: it settles
 * every real-time contract of the merchant, which no parallel test should see.
 */

import { payOf } from '../../platform/contracts/tiers';
import { adminSettleContractsCall } from '../../src/api/calls/contracts/admin';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { credit, freshPlayer, merchantCodeOf, PHONE } from './support/money';
import { adminApi, apiFor, signIn, skipPopups, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

const STAKE = 2_000;
const SPINS = 5;
/** The demo agent's own real-time rate (contracts/seed.ts, first tier). */
const AGENT_RATE = 0.2;

test('an offered real-time salary is accepted, played on, settled and paid', async ({
  page,
  browser,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site, 'BDAGENT1');
  await credit(admin, site, player.account, 100_000);
  const agent = await signIn(site, 'bdagent1', 'Agent123', 'agent');

  // the agent offers a contract from the real-time salary page
  await page.goto(await withToken(`${site}/en/agentHome/agentRealtimeSalary/`, agent.token));
  await expect(page.getByRole('heading', { name: 'Real-time salary', level: 1 })).toBeVisible();
  await expect(page.getByText('From the operator')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Offer a contract' });
  await offer.getByLabel('Downline account').fill(player.account);
  await offer.getByRole('group', { name: 'Tier 1' }).getByLabel('Rate (%)').fill('0.1');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer.getByRole('status')).toHaveText(`Offer sent to ${player.account}.`);
  const offered = page
    .getByRole('list', { name: 'Contracts I offered' })
    .getByRole('listitem')
    .filter({ hasText: player.account });
  await expect(offered).toContainText('Offered');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // the player accepts it in the overlay after login, on a phone
  const phone = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-country-code': 'BD' } });
  const playerPage = await phone.newPage();
  // Its own context: the suite's dismissed popups are not set here, and popups queue before the contract offers.
  await skipPopups(playerPage);
  await playerPage.goto(await withToken(`${site}/en/`, player.token));
  const overlay = playerPage.getByRole('dialog', { name: 'Contract requests' });
  await overlay.getByRole('button', { name: 'Accept' }).click();
  await expect(overlay.getByText('Nothing is waiting for your answer.')).toBeVisible();
  await phone.close();

  // the player plays; the window closes; the settlement runs
  for (let round = 0; round < SPINS; round += 1) {
    // a refused spin rejects
    await apiFor(site, player.token).call(slotSpinCall, {
      body: { stake: STAKE, idempotencyKey: crypto.randomUUID().replaceAll('-', '') },
    });
  }
  // settled as if the window had closed (PLATFORM_SETTLE_AHEAD in the browser tests' platform)
  await adminApi(admin).call(adminSettleContractsCall, {
    body: {
      merchantCode: merchantCodeOf(site),
      kind: 'realtime_salary',
      until: new Date(Date.now() + 6 * 60_000).toISOString(),
    },
  });

  // the agent's page shows the payment: at least its rate on the player's rounds (the player has no team, so
  // nothing of it is passed down)
  await page.reload();
  const payments = page.getByRole('list', { name: 'Settlements' }).getByRole('listitem');
  await expect(payments.first()).toBeVisible();
  const amounts = await payments.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-settlement-amount'))),
  );
  expect(Math.max(...amounts)).toBeGreaterThanOrEqual(payOf(SPINS * STAKE, AGENT_RATE));

  // "My income" names the payment's settlement in words: the contract and its 5-minute window
  await page.goto(`${site}/en/agentHome/agentRevenueReport/`);
  const income = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(income.first()).toContainText('Agent salary');
  await expect(income.first()).toContainText(/real-time salary: \d\d\/\d\d\/\d{4}, \d\d:\d[05]:00 – /);
  await expect(page.getByRole('main')).not.toContainText('realtime_salary');
});
