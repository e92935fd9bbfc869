/**
 * Responsible gaming, one journey on a 360 px phone in Bangla (bangladesh): a fresh player takes a 24-hour time-out
 * on the member centre's page (the confirmation dialog asks for the sign-in password), sees the break with its end,
 * and a sign-in from another browser is refused naming that end in the page's digits, except the one it offers only to
 * withdraw, which opens on the withdraw page. The platform's rules (each
 * period, refused play and deposits, withdrawals, no early undo, the operator's extension) are in
 * tests/platform/responsible-gaming.
 */
import { expect, test } from './fixtures';
import { FRESH_PLAYER_PASSWORD, freshPlayer, PHONE } from './support/money';
import { skipPopups, withToken } from './support/sign-in';

test.use({ viewport: PHONE });

test('a time-out taken on the member centre refuses the next sign-in with its end date, save one only to withdraw', async ({
  page,
  browser,
  sites,
  consoleErrors,
}) => {
  consoleErrors.ignore(/status of 400/); // the wrong password in the confirmation
  consoleErrors.ignore(/status of 403/); // the refused sign-in
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await skipPopups(page);
  await page.goto(await withToken(`${site}/member/responsibleGaming/`, player.token));
  const main = page.getByRole('main');

  await main.getByRole('radio', { name: '২৪ ঘণ্টা' }).check();
  await main.getByRole('button', { name: 'বিরতি নিন' }).click();
  const dialog = page.getByRole('dialog', { name: 'আপনার বিরতি নিশ্চিত করুন' });
  await expect(dialog).toContainText('টাইম-আউট: ২৪ ঘণ্টা');
  await dialog.getByLabel('সাইন-ইন পাসওয়ার্ড').fill('Wrong1234');
  await dialog.getByRole('button', { name: 'বিরতি শুরু করুন' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('ভুল অ্যাকাউন্ট বা পাসওয়ার্ড');
  await dialog.getByLabel('সাইন-ইন পাসওয়ার্ড').fill(FRESH_PLAYER_PASSWORD);
  await dialog.getByRole('button', { name: 'বিরতি শুরু করুন' }).click();
  await expect(dialog).toBeHidden();

  // The break with its end in Bengali digits, day first ("১৩/১২/২০২৬, ১৫:৩০:০০").
  const shown = main.getByRole('status');
  await expect(shown).toContainText(/আপনার অ্যাকাউন্ট [০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}, [০-৯:]{8} পর্যন্ত বিরতিতে আছে।/);
  const endsAt = (await shown.textContent())?.match(/[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}, [০-৯:]{8}/)?.[0] as string;
  await expect(shown.getByRole('link', { name: 'উত্তোলন' })).toHaveAttribute('href', '/member/withdraw/');

  // Another browser: the sign-in is refused, naming the same end.
  const other = await browser.newContext({ viewport: PHONE, locale: 'bn-BD' });
  const otherPage = await other.newPage();
  await skipPopups(otherPage);
  await otherPage.goto(`${site}/login/`);
  const login = otherPage.getByRole('dialog', { name: 'লগইন' });
  await login.getByRole('textbox', { name: 'ইউজারনেম' }).fill(player.account);
  await login.getByLabel('পাসওয়ার্ড', { exact: true }).fill(FRESH_PLAYER_PASSWORD);
  await login.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText(
    `আপনার অ্যাকাউন্ট ${endsAt} পর্যন্ত বিরতিতে আছে: এর আগে আপনি খেলতে বা জমা দিতে পারবেন না। তবে ব্যালেন্স তোলার জন্য এখনও সাইন ইন করতে পারেন।`,
  );
  // The balance stays the player's: a sign-in only to withdraw opens and goes on to the withdraw page.
  await login.getByRole('button', { name: 'শুধু ব্যালেন্স তোলার জন্য সাইন ইন করুন' }).click();
  await expect(otherPage).toHaveURL(`${site}/member/withdraw/`);
  expect(await otherPage.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  await other.close();
});
