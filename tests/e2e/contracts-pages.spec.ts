/**
 * The agent centre's four contract pages (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary) in Urdu on a 360 px phone at the pakistan site: each reads right to left, fits the
 * screen, shows the demo agent's own contract with its rates in the page's number style and has no serious axe
 * violation; on the dividend page the agent builds tiers in the tier editor (adds, fills and removes rows) and
 * offers a monthly dividend to a player it invited, which then appears among the contracts it offered.
 */

import type { Page } from '@playwright/test';
import { formatPercent, intlLocale } from '../../src/i18n/format';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const LOCALE = intlLocale('ur', 'PK');

/** Each page, its title in the navigation, and the top rate of the demo agent's own contract (contracts/seed.ts). */
const PAGES = [
  { path: 'agentDividendRecordCopy2', title: 'بونس اور منافع', topRate: 40 },
  { path: 'agentDailyWages2', title: 'یومیہ اجرت', topRate: 1 },
  { path: 'agentHourSalary', title: 'فی گھنٹہ تنخواہ', topRate: 0.4 },
  { path: 'agentRealtimeSalary', title: 'فوری تنخواہ', topRate: 0.3 },
];

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('phone, Urdu: the contract pages read right to left, fit the screen and take an offer', async ({
  page,
  sites,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site, 'PKAGENT1');
  const agent = await signIn(site, 'pkagent1', 'Agent123', 'agent');

  for (const { path, title, topRate } of PAGES) {
    await page.goto(await withToken(`${site}/ur/agentHome/${path}/`, agent.token));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const own = page.getByRole('region', { name: 'میرا معاہدہ' });
    const tiers = own.getByRole('table', { name: 'شرح کے درجے' });
    // the rates are written by the page's formatter (Urdu's percent sign and digits), never as raw numbers
    await expect(tiers.getByRole('cell', { name: formatPercent(topRate, LOCALE), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'معاہدہ پیش کریں' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolation(page, `ur ${path}`);
  }

  // The dividend page's offer form: the period and a tier editor of two rows (a third added and removed again).
  await page.goto(`${site}/ur/agentHome/agentDividendRecordCopy2/`);
  const form = page.getByRole('region', { name: 'معاہدہ پیش کریں' });
  await form.getByLabel('ڈاؤن لائن کا اکاؤنٹ').fill(player.account);
  await form.getByLabel('حساب کی مدت').selectOption({ label: 'ماہانہ حساب' });
  const row = (number: number) => form.getByRole('group', { name: `درجہ ${number}`, exact: true });
  const fillRow = async (number: number, loss: string, active: string, rate: string) => {
    await row(number).getByLabel('ٹیم کے نقصان سے').fill(loss);
    await row(number).getByLabel('فعال ممبر').fill(active);
    await row(number).getByLabel('شرح (%)').fill(rate);
  };
  await fillRow(1, '0', '0', '10');
  await form.getByRole('button', { name: 'درجہ شامل کریں' }).click();
  await fillRow(2, '5000', '2', '15');
  await form.getByRole('button', { name: 'درجہ شامل کریں' }).click();
  await expect(row(3)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await form.getByRole('button', { name: 'درجہ 3 ہٹائیں' }).click();
  await expect(row(3)).toHaveCount(0);
  await expect(row(2).getByLabel('شرح (%)')).toHaveValue('15');
  await form.getByRole('button', { name: 'پیشکش بھیجیں' }).click();
  await expect(form.getByRole('status')).toContainText(player.account);

  const offered = page.getByRole('region', { name: 'میرے دیے گئے معاہدے' });
  await expect(offered).toContainText(player.account);
  await expect(offered).toContainText(formatPercent(15, LOCALE));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'ur offered dividend');
});
