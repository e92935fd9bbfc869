import { expect, test } from './fixtures';

// These tests are about the shell; the session's popups have their own tests.
test.use({ popups: 'dismissed' });

test.describe('home in each merchant default language', () => {
  // A Burmese device, so Myanmar (which follows the device language) stays in its default.
  test.use({ locale: 'my-MM' });
  const cases = [
    { tenant: 'bangladesh', lang: 'bn', brand: 'Shapla Play', login: 'লগ ইন' },
    { tenant: 'pakistan', lang: 'en', brand: 'Indus Play', login: 'Log in' },
    { tenant: 'myanmar', lang: 'my', brand: 'Padauk Play', login: 'ဝင်ရောက်ရန်' },
  ];
  for (const { tenant, lang, brand, login } of cases) {
    test(`${tenant} home is in ${lang}`, async ({ page, sites }) => {
      await page.goto(`${sites[tenant]}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page).toHaveTitle(brand);
      await expect(page.getByRole('banner').getByRole('link', { name: login })).toBeVisible();
      const nav = page.getByRole('navigation', { name: /./ }).first();
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLAnchorElement).href).pathname));
      const prefix = hrefs[0] === '/' ? '' : hrefs[0]?.replace(/\/$/, '');
      expect(hrefs.map((h) => h.slice(prefix?.length ?? 0))).toEqual([
        '/',
        '/favorite/',
        '/rng/',
        '/inhouse/',
        '/live/',
        '/fish/',
        '/pvp/',
        '/sports/',
        '/esports/',
        '/cockfight/',
        '/lott/',
        '/elott/',
        '/promotions/',
        '/bingo/',
      ]);
    });
  }
});

test('the Urdu site is right to left and mirrors the layout', async ({ page, sites }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${sites.pakistan}/ur/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const side = await page.getByRole('complementary').boundingBox();
  expect(side?.x).toBeGreaterThan(640); // the side menu sits on the right
  await expect(page.getByRole('link', { name: 'لاگ ان' })).toBeVisible();
});

test('a language chosen in the region dialog persists across navigation and visits', async ({ page, sites }) => {
  await page.goto(`${sites.bangladesh}/`);
  await page.getByRole('banner').getByRole('button', { name: 'অঞ্চল ও ভাষা' }).click();
  const dialog = page.getByRole('dialog', { name: 'অঞ্চল ও ভাষা' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('list', { name: 'বাংলাদেশ: ভাষা' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/en\/promotions\/$/);
  // A later visit to the default-language root comes back in English.
  await page.goto(`${sites.bangladesh}/`);
  await expect(page).toHaveURL(/\/en\/$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('currentLanguage'), localStorage.getItem('previousLanguage')]),
  ).toEqual(['en', 'bn']);
});

test.describe('first visit uses the device language only where the merchant allows it', () => {
  test.use({ locale: 'zh-CN' });
  test('myanmar follows a Chinese device', async ({ page, sites }) => {
    await page.goto(`${sites.myanmar}/`);
    await expect(page).toHaveURL(/\/zh\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
  test('bangladesh keeps its default', async ({ page, sites }) => {
    await page.goto(`${sites.bangladesh}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});

test('the region dialog lists every merchant and goes to the picked country', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/`);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Region and language' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Region and language' });
  await expect(dialog.getByText('Rs · PKR')).toBeVisible();
  await expect(dialog.getByText('৳ · BDT')).toBeVisible();
  await expect(dialog.getByText('K · MMK')).toBeVisible();
  // Escape closes it and gives focus back to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('link', { name: 'Bangladesh' }).click();
  await expect(page).toHaveURL(`${sites.bangladesh}/`);
  await expect(page).toHaveTitle('Shapla Play');
});

test('the side menu collapses on wide screens and remembers it', async ({ page, sites }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${sites.pakistan}/`);
  const toggle = page.getByRole('button', { name: 'Collapse or expand the side menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const wide = (await page.getByRole('complementary').boundingBox())?.width ?? 0;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The menu animates to its narrow width: wait for it to get there.
  await expect
    .poll(async () => (await page.getByRole('complementary').boundingBox())?.width ?? 0)
    .toBeLessThan(wide / 2);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse or expand the side menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('on a 360 px phone nothing overflows and the menu opens as a drawer', async ({ page, sites }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${sites.pakistan}/`);
  await expect(page.getByRole('complementary')).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('complementary')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).not.toBeInViewport();
  // English first: opening the Urdu page makes Urdu the remembered language.
  for (const path of ['/', '/ur/', '/promotions/']) {
    await page.goto(`${sites.pakistan}${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('footer shows the 18+ notice, the disclaimer, the licence and the vendors', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('18+ This site is only for users aged 18 or older.')).toBeVisible();
  await expect(footer.getByText(/not responsible for any breach of local online-gaming laws/)).toBeVisible();
  await expect(footer.getByText(/Curaçao gaming licence no\. 8048\/JAZ2022-044/)).toBeVisible();
  await expect(footer.getByRole('img', { name: 'BTI' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help/#terms');
});

test('system state pages replace the app', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/maintenance/`);
  await expect(page.getByRole('heading', { name: 'We are improving the site' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto(`${sites.pakistan}/ur/restricted/?ip=203.0.113.7`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('203.0.113.7')).toBeVisible();
  await page.goto(`${sites.pakistan}/restricted/?ip=<script>alert(1)</script>`);
  await expect(page.locator('[data-visitor-ip-line]')).toBeHidden();
});
