/**
 * Contract offers arriving live on a 360 px phone: a signed-in player's page is open (its contract info already
 * loaded, nothing awaiting) when the agent offers a salary contract; the contract overlay opens by itself, without a
 * reload, in the merchant's default language and in Urdu. And the agent's contract page shows the player's answer as
 * it is given.
 */
import type { Page } from '@playwright/test';
import { answerOfferCall, offerContractCall } from '../../src/api/calls/contracts/calls';
import type { ContractKind } from '../../src/api/calls/contracts/contract';
import { consolidatedCall } from '../../src/api/calls/member';
import { SESSION_EVENTS_PATH } from '../../src/api/calls/session-events';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { freshPlayer, PHONE } from './support/money';
import { apiFor, signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

async function offer(site: string, agent: string, downline: string, kind: ContractKind): Promise<number> {
  const { token } = await signIn(site, agent, 'Agent123', 'agent');
  const offered = await apiFor(site, token).call(offerContractCall, {
    body: { downline, kind, tiers: [{ minBase: 0, minActive: 0, rate: 0.25 }] },
  });
  return offered.id;
}

/** Opens `url` and waits until the page has read its contract info and opened its event stream. */
async function openAndListen(page: Page, url: string): Promise<void> {
  const consolidated = page.waitForResponse((response) => response.url().includes(consolidatedCall.path));
  const stream = page.waitForResponse((response) => response.url().includes(SESSION_EVENTS_PATH));
  await page.goto(url);
  await Promise.all([consolidated, stream]);
}

for (const { lang, prefix } of [
  { lang: 'en', prefix: '' },
  { lang: 'ur', prefix: '/ur' },
] as const) {
  test(`an offer made while the player's page is open opens the overlay (${lang}, 360 px)`, async ({ page, sites }) => {
    const site = sites.pakistan as string;
    const player = await freshPlayer(site, 'PKAGENT1');
    await openAndListen(page, await withToken(`${site}${prefix}/`, player.token));
    const dialog = page.getByRole('dialog', { name: message(lang, 'contracts.requests.title') });
    await expect(page.locator('[data-balance]').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await offer(site, 'pkagent1', player.account, 'daily_salary');
    await expect(dialog).toBeVisible();
    const headline = message(lang, 'contracts.requests.offer')
      .replace('{{from}}', 'pkagent1')
      .replace('{{kind}}', message(lang, 'contracts.kinds.daily_salary'));
    const card = dialog.getByRole('article', { name: headline });
    await card.getByRole('button', { name: message(lang, 'contracts.requests.accept') }).click();
    await expect(dialog.getByText(message(lang, 'contracts.requests.none'))).toBeVisible();
  });
}

test("the agent's contract page shows the player's answer as it is given", async ({ page, sites }) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site, 'BDAGENT1');
  const id = await offer(site, 'bdagent1', player.account, 'daily_salary');
  const agent = await signIn(site, 'bdagent1', 'Agent123', 'agent');
  await page.goto(await withToken(`${site}/en/agentHome/agentDailyWages2/`, agent.token));
  const row = page
    .getByRole('list', { name: 'Contracts I offered' })
    .getByRole('listitem')
    .filter({ hasText: player.account });
  await expect(row).toContainText('Offered');

  await apiFor(site, player.token).call(answerOfferCall, { body: { contractId: id, answer: 'accept' } });
  await expect(row).toContainText('Accepted');
});
