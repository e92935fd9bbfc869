/**
 * The operator sees, on the operator page, the game rounds held for a win over their cap and the payment
 * provider's cases and refused callbacks, and settles each once with a named button. The round and the case are
 * made for real (support/operator-cases.ts): a fresh player's PG slot round with the simulator server's signed debit
 * and an over-cap credit, a signed payment no deposit matches, and an unsigned callback whose body carries markup.
 */
import { randomBytes } from 'node:crypto';
import { adminGatewayCasesCall } from '../../src/api/calls/admin-gateway';
import { balanceCall } from '../../src/api/calls/wallet';
import { expect, test } from './fixtures';
import { credit, freshPlayer, merchantCodeOf } from './support/money';
import { holdRound, unknownPayment, unsignedCallback } from './support/operator-cases';
import { confirmInDialog, openConsole } from './support/operator-console';
import { adminApi, apiFor } from './support/sign-in';

test.use({ popups: 'dismissed' });

const STAKE = 1_000;
/** A PG slot pays at most 5,000 stakes (games/catalogue.ts MAX_WIN_MULTIPLIERS): one minor unit more is held. */
const CAP = 5_000 * STAKE;
const FUNDS = 10 * STAKE;

test('the operator pays a held round capped once and resolves a provider case, on the operator page', async ({
  page,
  sites,
  operatorUrl,
  admin,
}) => {
  const merchantCode = merchantCodeOf(sites.bangladesh);
  const player = await freshPlayer(sites.bangladesh);
  await credit(admin, sites.bangladesh, player.account, FUNDS);
  const held = await holdRound(admin, sites.bangladesh as string, player.token, STAKE, CAP + 1);
  const paymentId = `e2e-unknown-${randomBytes(6).toString('hex')}`;
  const caseId = await unknownPayment(merchantCode, paymentId, 75_000);
  const marker = randomBytes(6).toString('hex');
  await unsignedCallback(`{"paymentId":"${marker}","note":"<img src=x alt=injected-${marker}>"}`);

  // Finance settles rounds and provider cases.
  await openConsole(page, operatorUrl, admin, 'finance', merchantCode);

  // The held round: member, game, stake, what was claimed, the cap and which one, in the page's amount format.
  await expect(page.getByRole('heading', { name: 'Held game rounds' })).toBeVisible();
  const round = page.locator(`#held-rounds tr[data-id="${held.betId}"]`);
  await expect(round).toContainText(player.account);
  await expect(round).toContainText('PG RNG');
  await expect(round.getByRole('cell', { name: '৳10.00', exact: true })).toBeVisible();
  await expect(round.getByRole('cell', { name: '৳50,000.01', exact: true })).toBeVisible();
  await expect(round.getByRole('cell', { name: '৳50,000.00', exact: true })).toBeVisible();
  await expect(round).toContainText("game's multiplier");
  await expect(page.getByRole('button', { name: `Void ${held.betId}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Pay capped ${held.betId}`, exact: true }).click();
  await confirmInDialog(page, 'Pay capped');
  await expect(round).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Void ${held.betId}`, exact: true })).toHaveCount(0);
  // Paid once: the stake left, the cap came back.
  const balance = await apiFor(sites.bangladesh, player.token).call(balanceCall);
  expect(balance.balance).toBe((FUNDS - STAKE + CAP) / 100);

  // The provider case: its reference and amount, resolved with a note.
  await expect(page.getByRole('heading', { name: 'Payment provider cases' })).toBeVisible();
  const providerCase = page.locator(`#gateway-cases tr[data-id="${caseId}"]`);
  await expect(providerCase).toContainText(paymentId);
  await expect(providerCase.getByRole('cell', { name: '৳750.00', exact: true })).toBeVisible();
  await expect(providerCase).toContainText('unknown payment');
  await page.getByRole('textbox', { name: `Note for case ${caseId}` }).fill('refunded at the provider (e2e)');
  await page.getByRole('button', { name: `Refunded case ${caseId}`, exact: true }).click();
  await expect(providerCase).toHaveCount(0);
  const closed = await adminApi(admin).call(adminGatewayCasesCall, { query: { status: 'resolved', merchantCode } });
  expect(closed.find((row) => row.id === caseId)).toMatchObject({
    resolution: 'refunded',
    note: 'refunded at the provider (e2e)',
  });

  // The refused callback is listed with its reason and its body shown as text, never as markup.
  const callbacks = page.locator('#gateway-callbacks');
  const refused = callbacks.locator('tr', { hasText: marker });
  await expect(refused).toContainText('bad signature');
  await expect(refused).toContainText(`<img src=x alt=injected-${marker}>`);
  await expect(callbacks.locator('img')).toHaveCount(0);
});
