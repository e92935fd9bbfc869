/**
 * One-click sign-in beyond OpenID Connect on a phone (360 px), in the merchant's default language and in Urdu, against
 * the local demo providers beside the platform: Demo Social (a plain OAuth 2 provider, Facebook-style) opens a member
 * the first time and signs the same member in the next; Telegram (the local Demo Telegram page) signs in; an existing
 * member whose address Demo Social gives links it with their password, sees it listed in the security centre and
 * unlinks it; a signed-in member links Telegram from the security centre, sees it listed and unlinks it.
 */
import type { Page } from '@playwright/test';
import { memberInfoCall, registerCall } from '../../src/api/calls/member';
import { providerLinksCall } from '../../src/api/calls/sign-in-providers';
import { expect, test } from './fixtures';
import { FRESH_PLAYER_PASSWORD } from './support/money';
import { apiFor, solveBotCheck, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    logIn: 'Log in',
    continueSocial: 'Continue with Demo Social',
    continueTelegram: 'Continue with Telegram',
    linkTitle: 'Link Demo Social to your account',
    password: 'Password',
    link: 'Link and sign in',
    providers: 'Sign-in providers',
    linkTelegram: 'Link Telegram',
    unlinkSocial: 'Unlink Demo Social',
    unlinkTelegram: 'Unlink Telegram',
    unlinkTitle: 'Unlink this provider?',
    confirmUnlink: 'Unlink',
    unlinked: (name: string) => `${name} is unlinked.`,
    linkedAs: (label: string) => `Linked: ${label}`,
    notLinked: 'Not linked',
  },
  {
    lang: 'ur',
    prefix: '/ur',
    logIn: 'لاگ ان',
    continueSocial: 'Demo Social کے ساتھ جاری رکھیں',
    continueTelegram: 'Telegram کے ساتھ جاری رکھیں',
    linkTitle: 'Demo Social کو اپنے اکاؤنٹ سے جوڑیں',
    password: 'پاس ورڈ',
    link: 'جوڑیں اور لاگ ان کریں',
    providers: 'لاگ ان فراہم کنندگان',
    linkTelegram: 'Telegram جوڑیں',
    unlinkSocial: 'Demo Social الگ کریں',
    unlinkTelegram: 'Telegram الگ کریں',
    unlinkTitle: 'یہ فراہم کنندہ الگ کریں؟',
    confirmUnlink: 'الگ کریں',
    unlinked: (name: string) => `${name} الگ کر دیا گیا۔`,
    linkedAs: (label: string) => `جڑا ہوا: ${label}`,
    notLinked: 'جڑا ہوا نہیں',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

async function openLogin(page: Page, site: string, words: Words) {
  await page.goto(`${site}${words.prefix}/login/`);
  if (words.lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  return page.getByRole('dialog', { name: words.logIn });
}

/** The site's finish call answering, once the provider has sent the browser back. */
const finished = (page: Page) =>
  page.waitForResponse((res) => res.url().includes('/wps/session/provider/finish') && res.ok());

/** From /login: Continue with Demo Social, then its own page logs in as `email`; back on the site once finished. */
async function throughSocial(page: Page, site: string, words: Words, email: string) {
  await (await openLogin(page, site, words)).getByRole('button', { name: words.continueSocial }).click();
  // The provider's page (another origin: a third party's page, in its own words).
  await page.getByLabel('E-mail address').fill(email);
  const answer = finished(page);
  await page.getByRole('button', { name: 'Log in to Demo Social' }).click();
  await page.waitForURL((url) => url.origin === site);
  await answer;
}

/** At the Demo Telegram page: logs in as `name`; back on the site once finished. */
async function atTelegram(page: Page, site: string, name: string) {
  await page.getByLabel('Telegram name').fill(name);
  const answer = finished(page);
  await page.getByRole('button', { name: 'Log in with Demo Telegram' }).click();
  await page.waitForURL((url) => url.origin === site);
  await answer;
}

/** A new member with an e-mail address, registered as the register form would. */
async function register(site: string, email: string) {
  return apiFor(site).call(registerCall, {
    body: {
      username: `sl${unique()}`,
      password: FRESH_PLAYER_PASSWORD,
      confirmPassword: FRESH_PLAYER_PASSWORD,
      email,
      agreeTerms: true,
      botCheck: await solveBotCheck(site),
    },
  });
}

/** Security centre: unlinks a provider after the confirmation, and says so. */
async function unlink(page: Page, words: Words, unlinkNamed: string, name: string) {
  const section = page.getByRole('region', { name: words.providers });
  await section.getByRole('button', { name: unlinkNamed }).click();
  await page
    .getByRole('dialog', { name: words.unlinkTitle })
    .getByRole('button', { name: words.confirmUnlink })
    .click();
  await expect(section.getByRole('status').filter({ hasText: words.unlinked(name) })).toBeVisible();
}

/** Signed in: the dialog closed, the token in session storage, no password change asked. */
async function signedIn(page: Page, words: Words): Promise<string> {
  await expect(page.getByRole('dialog', { name: words.logIn })).toBeHidden();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
}

for (const words of LANGUAGES) {
  test(`Demo Social opens a member the first time and signs the same one in again (${words.lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan ?? '';
    const email = `social${unique()}@demo-social.example`;
    await throughSocial(page, site, words, email);
    const first = await apiFor(site, await signedIn(page, words)).call(memberInfoCall);

    // A new tab's session: Continue with Demo Social again, the same person, the same member.
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await throughSocial(page, site, words, email);
    const again = await apiFor(site, await signedIn(page, words)).call(memberInfoCall);
    expect(again.account).toBe(first.account);
  });

  test(`Telegram signs in with one tap, first time and again (${words.lang}, 360 px)`, async ({ page, sites }) => {
    const site = sites.pakistan ?? '';
    const name = `Tg${unique()}`;
    await (await openLogin(page, site, words)).getByRole('button', { name: words.continueTelegram }).click();
    await atTelegram(page, site, name);
    const token = await signedIn(page, words);
    const first = await apiFor(site, token).call(memberInfoCall);
    expect((await apiFor(site, token).call(providerLinksCall)).links).toMatchObject([
      { provider: 'telegram', label: `@${name}` },
    ]);

    await page.evaluate(() => sessionStorage.removeItem('token'));
    await (await openLogin(page, site, words)).getByRole('button', { name: words.continueTelegram }).click();
    await atTelegram(page, site, name);
    const again = await apiFor(site, await signedIn(page, words)).call(memberInfoCall);
    expect(again.account).toBe(first.account);
  });

  test(`an existing member links Demo Social with their password, sees it listed, unlinks it (${words.lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan ?? '';
    const email = `linker${unique()}@example.com`;
    const player = await register(site, email);
    // Demo Social gives the member's address: their password links it.
    await throughSocial(page, site, words, email);
    const dialog = page.getByRole('dialog', { name: words.logIn });
    await expect(dialog.getByRole('heading', { name: words.linkTitle })).toBeVisible();
    await expect(dialog).toContainText(player.account);
    await dialog.getByLabel(words.password, { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await dialog.getByRole('button', { name: words.link }).click();
    const token = await signedIn(page, words);
    expect((await apiFor(site, token).call(memberInfoCall)).account).toBe(player.account);

    await page.goto(await withToken(`${site}${words.prefix}/member/`, token));
    const section = page.getByRole('region', { name: words.providers });
    await expect(section.getByRole('listitem').filter({ hasText: words.linkedAs(email) })).toBeVisible();
    await unlink(page, words, words.unlinkSocial, 'Demo Social');
    expect((await apiFor(site, token).call(providerLinksCall)).links).toEqual([]);
  });

  test(`a signed-in member links Telegram from the security centre, sees it listed, unlinks it (${words.lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan ?? '';
    const player = await register(site, `tglink${unique()}@example.com`);
    await page.goto(await withToken(`${site}${words.prefix}/member/`, player.token));
    const name = `Linker${unique()}`;
    await page.getByRole('region', { name: words.providers }).getByRole('button', { name: words.linkTelegram }).click();
    await atTelegram(page, site, name);
    // Linked: back to the security centre, which lists it.
    await page.waitForURL((url) => url.pathname === `${words.prefix}/member/`);
    const section = page.getByRole('region', { name: words.providers });
    await expect(section.getByRole('listitem').filter({ hasText: words.linkedAs(`@${name}`) })).toBeVisible();
    await unlink(page, words, words.unlinkTelegram, 'Telegram');
    await expect(section.getByRole('listitem').filter({ hasText: words.notLinked })).toHaveCount(3);
  });
}
