/**
 * Region and merchant switching, on a 360 px phone.
 * The region select opens by itself for a visitor whose country the platform does not know or the merchant
 * does not serve (`regionPromptCountries`), once: not again once closed or once a choice is stored. A switch by
 * country or currency (the select's links to other merchants carry one) clears storage but the language,
 * stores merchant, merchantCode and merchantCurrency, and lands on `/` of that merchant's site; an unknown
 * country goes to the fallback merchant (Bangladesh).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from './support/messages';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const regionSelect = (page: Page, lang: string) =>
  page.getByRole('dialog', { name: message(lang, 'shell.region.title') });

const stored = (page: Page) =>
  page.evaluate(() => ({
    merchant: localStorage.getItem('merchant'),
    merchantCode: localStorage.getItem('merchantCode'),
    merchantCurrency: localStorage.getItem('merchantCurrency'),
    language: localStorage.getItem('currentLanguage'),
    token: sessionStorage.getItem('token'),
  }));

test.describe('a visitor whose country the platform does not know', () => {
  // No country header: as on a machine with no CDN in front of the platform.
  test.use({ extraHTTPHeaders: {} });

  test('finds the region select open once, not again after closing it nor after choosing', async ({ page, sites }) => {
    await page.goto(`${sites.bangladesh}/`);
    const select = regionSelect(page, 'bn');
    await expect(select).toBeVisible();
    await select.getByRole('button', { name: message('bn', 'shell.region.close') }).click();
    await expect(select).toBeHidden();
    // Closing is an answer, remembered past this visit (session storage goes with the tab, and with a sign-out).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${sites.bangladesh}/promotions/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(select).toBeHidden();

    // A visitor who never answered is asked, until they pick: English on this merchant is a choice of it.
    await page.evaluate(() => localStorage.removeItem('regionAsked'));
    await page.goto(`${sites.bangladesh}/`);
    await expect(select).toBeVisible();
    await select.locator('[data-region="bangladesh"]').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    expect(await stored(page)).toMatchObject({ merchant: 'bangladesh', merchantCode: 'SHAPLA_BD', language: 'en' });
    await page.evaluate(() => localStorage.removeItem('regionAsked'));
    await page.goto(`${sites.bangladesh}/en/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(regionSelect(page, 'en')).toBeHidden();
  });

  test('the region select keeps the keyboard to itself without making the page inert, and Escape closes it', async ({
    page,
    sites,
  }) => {
    await page.goto(`${sites.bangladesh}/`);
    const select = regionSelect(page, 'bn');
    await expect(select).toBeVisible();
    // Not a top-layer modal: showModal() would make every element behind inert, restyling the whole page just as
    // the select opens on a first visit. It still says it is modal, and covers the page.
    expect(await select.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    await expect(select).toHaveAttribute('aria-modal', 'true');
    const controls = await select.locator('button:visible, a[href]:visible').count();
    for (let press = 0; press < controls + 2; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await select.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(select).toBeHidden();
  });
});

test.describe('a visitor from a country the merchant does not serve', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': 'IN' } });

  test('is offered the region select and switches merchant from it, keeping the language', async ({ page, sites }) => {
    await page.goto(`${sites.bangladesh}/en/`);
    const select = regionSelect(page, 'en');
    await expect(select).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('favouritesSeen', '1');
      sessionStorage.setItem('token', 'something');
    });
    const pakistan = select.locator('[data-region="pakistan"]');
    await pakistan.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new URL('/', sites.pakistan).href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await stored(page)).toEqual({
      merchant: 'pakistan',
      merchantCode: 'INDUS_PK',
      merchantCurrency: 'PKR',
      language: 'en',
      token: null,
    });
    // The new site remembers the choice: it does not ask the visitor from India again.
    await expect(regionSelect(page, 'en')).toBeHidden();
  });
});

test('a switch by currency lands on / of that merchant in the kept language', async ({ page, sites }) => {
  await page.goto(`${sites.bangladesh}/en/?currency=MMK`);
  await expect(page).toHaveURL(new URL('/en/', sites.myanmar).href);
  expect(await stored(page)).toMatchObject({ merchant: 'myanmar', merchantCode: 'PADAUK_MM', merchantCurrency: 'MMK' });
});

test('a switch to this merchant clears storage but the language, and leaves the address clean', async ({
  page,
  sites,
}) => {
  await page.goto(`${sites.pakistan}/ur/`);
  await page.evaluate(() => {
    localStorage.setItem('somethingOld', '1');
    sessionStorage.setItem('token', 'something');
  });
  await page.goto(`${sites.pakistan}/ur/?country=PK`);
  await expect(page).toHaveURL(new URL('/ur/', sites.pakistan).href);
  expect(await stored(page)).toEqual({
    merchant: 'pakistan',
    merchantCode: 'INDUS_PK',
    merchantCurrency: 'PKR',
    language: 'ur',
    token: null,
  });
  expect(await page.evaluate(() => localStorage.getItem('somethingOld'))).toBeNull();
});

test('an unknown country goes to the fallback merchant', async ({ page, sites }) => {
  // Pakistan's default language is English, which Bangladesh has too (under /en/).
  await page.goto(`${sites.pakistan}/?country=ZZ`);
  await expect(page).toHaveURL(new URL('/en/', sites.bangladesh).href);
  expect(await stored(page)).toMatchObject({ merchant: 'bangladesh', merchantCode: 'SHAPLA_BD' });
});
