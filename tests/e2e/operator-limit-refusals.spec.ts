/**
 * The operator's daily list of players who hit their own limits often, on the console: a player refused three times
 * by their daily wager limit shows in "Players hitting their limits" (Members group) with the count and the limit,
 * and their name opens their member page. The counting and the threshold on both databases are in
 * tests/platform/responsible-gaming/limit-refusals.test.ts.
 */
import { setLimitsCall } from '../../src/api/calls/responsible-gaming/limits';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import { credit, freshPlayer, merchantCodeOf } from './support/money';
import { openConsole } from './support/operator-console';
import { apiFor, refusal } from './support/sign-in';

test.use({ popups: 'dismissed' });

test('a player refused three times a day by their wager limit is listed and opens their member page', async ({
  page,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, 100_000);
  const api = apiFor(site, player.token);
  await api.call(setLimitsCall, { body: { limits: [{ kind: 'wager', period: 'day', value: 1_000 }] } });
  const spin = () =>
    api.call(slotSpinCall, { body: { stake: 1_000, idempotencyKey: crypto.randomUUID().replaceAll('-', '') } });
  await spin();
  for (let i = 0; i < 3; i++) expect((await refusal(spin())).code).toBe('limit_reached');

  await openConsole(page, operatorUrl, admin, 'reviewer', merchantCodeOf(site));
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('link', { name: 'Members', exact: true }).click();
  const section = page.getByRole('region', { name: 'Players hitting their limits' });
  const row = section.getByRole('row').filter({ has: page.getByRole('button', { name: player.account }) });
  await expect(row).toContainText('daily wager ×3');
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  await row.getByRole('button', { name: player.account }).click();
  await expect(page.getByRole('heading', { name: `Member ${player.account}` })).toBeVisible();
});
