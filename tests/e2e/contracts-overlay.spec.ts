/**
 * The contract overlay after login on a 360 px phone: the demo agent offers a salary
 * contract to a player it invited; on the player's next page the overlay opens by itself, shows the terms and
 * takes the answer; with nothing left to answer it does not open again. In Urdu it reads right to left.
 */

import { offerContractCall } from '../../src/api/calls/contracts/calls';
import type { ContractKind } from '../../src/api/calls/contracts/contract';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { freshPlayer, PHONE } from './support/money';
import { apiFor, signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

async function offer(site: string, agent: string, downline: string, kind: ContractKind): Promise<number> {
  const { token } = await signIn(site, agent, 'Agent123', 'agent');
  // a refused offer rejects
  const offered = await apiFor(site, token).call(offerContractCall, {
    body: { downline, kind, tiers: [{ minBase: 0, minActive: 0, rate: 0.25 }] },
  });
  return offered.id;
}

test('an offered contract opens the overlay after login and is accepted there', async ({ page, sites }) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site, 'BDAGENT1');
  await offer(site, 'bdagent1', player.account, 'daily_salary');

  await page.goto(await withToken(`${site}/en/`, player.token));
  const dialog = page.getByRole('dialog', { name: 'Contract requests' });
  await expect(dialog).toBeVisible();
  const card = dialog.getByRole('article', { name: 'bdagent1 offers you a daily salary contract' });
  await expect(card.getByRole('table', { name: 'Rate tiers' })).toContainText('0.25%');
  // the terms fit the phone: nothing in the sheet scrolls sideways
  const box = dialog.locator('.modal-box');
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expect(card.getByRole('button', { name: 'Accept' })).toBeInViewport({ ratio: 1 });
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByText('Nothing is waiting for your answer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // nothing awaits the player any more: the next page opens no overlay
  await page.reload();
  await expect(page.locator('[data-balance]').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the overlay reads right to left in Urdu and a rejected offer is gone', async ({ page, sites }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site, 'PKAGENT1');
  await offer(site, 'pkagent1', player.account, 'hourly_salary');

  await page.goto(await withToken(`${site}/ur/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = page.getByRole('dialog', { name: 'معاہدے کی درخواستیں' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('article')).toHaveAccessibleName(
    'pkagent1 آپ کو گھنٹہ وار تنخواہ کا معاہدہ پیش کرتا ہے',
  );
  await dialog.getByRole('button', { name: 'مسترد کریں' }).click();
  await expect(dialog.getByText('آپ کے جواب کا کچھ منتظر نہیں۔')).toBeVisible();
});
