/**
 * The member centre's money pages on a 360 px phone: one navigation on every page,
 * no page wider than the phone, header shortcuts, vendor wallets, transfer to the upline, the trial user's
 * refusal and the Urdu page reading right to left.
 */
import { expect, test } from './fixtures';
import { credit, expectNoHorizontalOverflow, freshPlayer, PHONE, setPaymentPassword, shown } from './support/money';
import { signIn, signInTrial, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const PAGES = [
  ['/member/', 'My account'],
  ['/member/transferFund/', 'Wallet'],
  ['/member/depositv2/', 'Deposit'],
  ['/member/withdraw/', 'Withdraw'],
  ['/member/transferUpline/', 'Transfer to upline'],
  ['/member/transactionHistory/', 'Account record'],
] as const;

test('every member-centre page has the navigation with itself current and fits a 360 px phone', async ({
  page,
  sites,
}) => {
  const site = sites.pakistan;
  const { token } = await signIn(site, 'pkplayer1', 'Player123');
  await page.goto(await withToken(`${site}/member/`, token));
  const nav = page.getByRole('navigation', { name: 'Member centre' });
  for (const [path, title] of PAGES) {
    if (path !== '/member/') await nav.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`${site}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // the island has rendered past its loading state
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  }
});

test('the header shortcuts reach deposit and withdraw on a phone (through the member menu)', async ({
  page,
  sites,
}) => {
  const site = sites.pakistan;
  const { token, nickname } = await signIn(site, 'pkplayer2', 'Player123');
  await page.goto(await withToken(`${site}/`, token));
  const bar = page.getByRole('region', { name: 'Your account' });
  // On a phone the bar has no room for the buttons: they are the first items of the member menu.
  await expect(bar.getByRole('button', { name: new RegExp(`^Member menu for ${nickname}`) })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await bar.getByRole('button', { name: new RegExp(`^Member menu for ${nickname}`) }).click();
  await bar.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(`${site}/member/depositv2/`);
  await bar.getByRole('button', { name: new RegExp(`^Member menu for ${nickname}`) }).click();
  await bar.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(`${site}/member/withdraw/`);
});

test('on a wider screen the shortcuts are buttons in the member bar', async ({ page, sites }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const site = sites.pakistan;
  const { token } = await signIn(site, 'pkplayer2', 'Player123');
  // a member-centre page wakes the app at once (the home page waits for an idle moment)
  await page.goto(await withToken(`${site}/member/`, token));
  const bar = page.getByRole('region', { name: 'Your account' });
  await expect(bar.getByRole('button', { name: /^Member menu for/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2/');
  await expect(bar.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw/');
});

test('vendor wallets: transfer in, out, and recall all to main', async ({ page, sites, admin }) => {
  const site = sites.pakistan; // a transfer-wallet merchant
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, 100_000);
  await page.goto(await withToken(`${site}/member/transferFund/`, player.token));
  await expect(page.getByRole('heading', { level: 2, name: 'Main wallet' })).toBeVisible();
  const vendors = page.getByRole('list', { name: 'Game wallets' }).getByRole('listitem');
  const first = vendors.first();
  await first.getByRole('textbox').fill('300');
  await first.getByRole('button', { name: 'Transfer in' }).click();
  await expect(page.getByText('The money is in the game wallet.')).toBeVisible();
  await expect(first).toContainText(shown('300.00'));
  await expect(page.getByRole('main')).toContainText(shown('700.00'));
  await first.getByRole('textbox').fill('100');
  await first.getByRole('button', { name: 'Transfer out' }).click();
  await expect(page.getByText('The money is back in the main wallet.')).toBeVisible();
  await expect(first).toContainText(shown('200.00'));
  await page.getByRole('button', { name: 'Recall all to main' }).click();
  await expect(page.getByText('All game wallets were moved back')).toBeVisible();
  await expect(first).toContainText(shown('0.00'));
  await expect(page.locator('[data-balance]')).toContainText(shown('1000.00'));
  await expectNoHorizontalOverflow(page);
});

test('a member transfers to their own upline with the transaction password', async ({
  page,
  sites,
  admin,
  consoleErrors,
}) => {
  // The wrong transaction password below is refused with 403, which Chromium logs as a failed resource.
  consoleErrors.ignore(/transferUpline\/: Failed to load resource: the server responded with a status of 403/);
  const site = sites.bangladesh;
  const player = await freshPlayer(site, 'BDAGENT1');
  await credit(admin, site, player.account, 50_000);
  await setPaymentPassword(site, player.token, '135790');
  await page.goto(await withToken(`${site}/en/member/transferUpline/`, player.token));
  await expect(page.getByRole('heading', { level: 2, name: 'Your upline' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('bdagent1');
  await page.getByLabel('Amount', { exact: true }).fill('১২০'); // Bengali digits are read as 120
  await page.getByLabel('Transaction password').fill('000000');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByRole('alert')).toBeVisible(); // wrong transaction password
  await page.getByLabel('Transaction password').fill('135790');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText(/^The money was sent to/)).toBeVisible();
  await expect(page.locator('[data-balance]')).toContainText(shown('380.00'));

  await page.goto(`${site}/en/member/transactionHistory/`);
  await expect(page.getByRole('list', { name: 'Movements' }).getByRole('listitem').first()).toContainText(
    'Transfer to upline',
  );
});

test('a trial user gets the register-first notice instead of any money action', async ({ page, sites }) => {
  const site = sites.bangladesh;
  const { token } = await signInTrial(site);
  for (const path of ['/en/member/depositv2/', '/en/member/withdraw/', '/en/member/transferFund/']) {
    await page.goto(await withToken(`${site}${path}`, token));
    await expect(page.getByRole('heading', { level: 2, name: 'Trial account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  }
});

test('a visitor opening a money page is sent to /login', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/member/withdraw/`);
  await expect(page).toHaveURL(`${sites.pakistan}/login/`);
});

test('the Urdu deposit page reads right to left with isolated amounts', async ({ page, sites }) => {
  const site = sites.pakistan;
  const { token } = await signIn(site, 'pkplayer1', 'Player123');
  await page.goto(await withToken(`${site}/ur/member/depositv2/`, token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ڈپازٹ' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'ادائیگی کا طریقہ' })).toBeVisible();
  // An amount of the page itself (the form's limits), not one of the header's, which may be folded out of sight.
  const amount = page.getByRole('main').locator('bdi[dir="ltr"]').first();
  await expect(amount).toBeVisible();
  // the method tiles flow from the right: the first tile is right of the second
  const tiles = page.getByRole('group', { name: 'ادائیگی کا طریقہ' }).getByRole('radio');
  const [first, second] = await Promise.all([
    tiles.nth(0).locator('..').boundingBox(),
    tiles.nth(1).locator('..').boundingBox(),
  ]);
  expect(first && second && first.x > second.x).toBe(true);
  await expectNoHorizontalOverflow(page);
});

test('the account record takes a custom range of days, and says when it is upside down', async ({ page, sites }) => {
  const site = sites.bangladesh;
  const { token } = await signIn(site, 'bdplayer1', 'Player123');
  await page.goto(await withToken(`${site}/en/member/transactionHistory/`, token));
  const movements = page.getByRole('list', { name: 'Movements' }).getByRole('listitem');
  await expect(movements.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom range' });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(day(1));
  await page.getByLabel('To', { exact: true }).fill(day(20));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a start day that is not after the end day.');

  // The demo history spans 90 days: a range over its first two months has movements.
  await page.getByLabel('From', { exact: true }).fill(day(89));
  await page.getByLabel('To', { exact: true }).fill(day(30));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(movements.first()).toBeVisible();
});
