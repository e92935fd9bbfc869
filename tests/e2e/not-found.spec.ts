/**
 * An unknown path shows the not-found page in the language of its URL and never redirects (
 * /en/deposit/ once served the default-language 404 page, whose language script sent an English visitor
 * to /en/404/, which did not exist: about 25 navigations a second, forever).
 */
import type { Page } from '@playwright/test';
import { loadAllTenants } from '../../src/config/load-tenants';
import { expect, test } from './fixtures';
import { message } from './support/messages';

test.use({ popups: 'dismissed' });

/** Counts the main frame's navigations from now on. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** The visitor's saved language choice, as the region dialog stores it, before any page script runs. */
async function saveLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((saved) => {
    if (location.protocol === 'http:') localStorage.setItem('currentLanguage', saved);
  }, lang);
}

for (const tenant of loadAllTenants()) {
  const prefixOf = (lang: string) => (lang === tenant.defaultLanguage ? '' : `/${lang}`);

  for (const lang of tenant.languages) {
    test(`${tenant.id}: an unknown ${lang} page is a not-found page in ${lang}, loaded once`, async ({
      page,
      sites,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 404/);
      await saveLanguage(page, lang);
      const navigations = countNavigations(page);
      const url = `${sites[tenant.id]}${prefixOf(lang)}/no-such-page/`;

      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(lang, 'shell.notFound.title'));
      const home = page
        .getByRole('main')
        .getByRole('link', { name: message(lang, 'shell.notFound.back'), exact: true });
      await expect(home.first()).toHaveAttribute('href', `${prefixOf(lang)}/`);
      await page.waitForLoadState('networkidle');
      expect(navigations()).toBe(1);
      expect(page.url()).toBe(url);
    });
  }

  const others = tenant.languages.filter((lang) => lang !== tenant.defaultLanguage);
  for (const saved of others) {
    test(`${tenant.id}: an unknown unprefixed page stays put for a visitor who chose ${saved}`, async ({
      page,
      sites,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 404/);
      await saveLanguage(page, saved);
      const navigations = countNavigations(page);
      const url = `${sites[tenant.id]}/deposit/`;

      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(tenant.defaultLanguage, 'shell.notFound.title'),
      );
      // The way home in the language the visitor chose.
      await expect(
        page.getByRole('main').getByRole('link', { name: message(saved, 'shell.notFound.back') }),
      ).toHaveAttribute('href', `/${saved}/`);
      await page.waitForLoadState('networkidle');
      expect(navigations()).toBe(1);
      expect(page.url()).toBe(url);
    });
  }
}
