/**
 * One-click sign-in on a phone (360 px), in the merchant's default language and in Urdu, against the local demo
 * provider that runs beside the platform (Demo ID, its own sign-in page): a first sign-in opens a member and a second
 * signs the same member in, the token landing in session storage with no password change asked; a provider address
 * that is an existing member's links only after that member's password; the security centre unlinks it.
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
    continueWith: 'Continue with Demo ID',
    linkTitle: 'Link Demo ID to your account',
    password: 'Password',
    link: 'Link and sign in',
    providers: 'Sign-in providers',
    unlinkNamed: 'Unlink Demo ID',
    unlinkTitle: 'Unlink this provider?',
    confirmUnlink: 'Unlink',
    unlinked: 'Demo ID is unlinked.',
    notLinked: 'Not linked',
  },
  {
    lang: 'ur',
    prefix: '/ur',
    logIn: 'لاگ ان',
    continueWith: 'Demo ID کے ساتھ جاری رکھیں',
    linkTitle: 'Demo ID کو اپنے اکاؤنٹ سے جوڑیں',
    password: 'پاس ورڈ',
    link: 'جوڑیں اور لاگ ان کریں',
    providers: 'لاگ ان فراہم کنندگان',
    unlinkNamed: 'Demo ID الگ کریں',
    unlinkTitle: 'یہ فراہم کنندہ الگ کریں؟',
    confirmUnlink: 'الگ کریں',
    unlinked: 'Demo ID الگ کر دیا گیا۔',
    notLinked: 'جڑا ہوا نہیں',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

async function continueWithDemoId(page: Page, site: string, words: Words) {
  await page.goto(`${site}${words.prefix}/login/`);
  if (words.lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('dialog', { name: words.logIn }).getByRole('button', { name: words.continueWith }).click();
}

/** From /login: Continue with Demo ID, then the provider's own page signs in as `email`. */
async function throughProvider(page: Page, site: string, words: Words, email: string) {
  await continueWithDemoId(page, site, words);
  // The provider's page (another origin: a third party's page, in its own words).
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Sign in to Demo ID' }).click();
  await page.waitForURL((url) => url.origin === site);
}

/** Signed in: the dialog closed, the token in session storage, no password change asked. */
async function signedIn(page: Page, words: Words): Promise<string> {
  await expect(page.getByRole('dialog', { name: words.logIn })).toBeHidden();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
}

for (const words of LANGUAGES) {
  test(`a first provider sign-in opens a member, the next signs the same one in (${words.lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan ?? '';
    const email = `first${unique()}@demo-id.example`;
    await throughProvider(page, site, words, email);
    const first = await apiFor(site, await signedIn(page, words)).call(memberInfoCall);

    // A new tab's session: the provider still knows the person, so one tap signs them in again.
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await continueWithDemoId(page, site, words);
    await page.waitForURL((url) => url.origin === site && url.pathname.endsWith('/login/'));
    const again = await apiFor(site, await signedIn(page, words)).call(memberInfoCall);
    expect(again.account).toBe(first.account);
  });

  test(`an existing member links Demo ID with their password, then unlinks it (${words.lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan ?? '';
    const email = `member${unique()}@example.com`;
    const player = await apiFor(site).call(registerCall, {
      body: {
        username: `pv${unique()}`,
        password: FRESH_PLAYER_PASSWORD,
        confirmPassword: FRESH_PLAYER_PASSWORD,
        email,
        agreeTerms: true,
        botCheck: await solveBotCheck(site),
      },
    });
    await throughProvider(page, site, words, email);
    const dialog = page.getByRole('dialog', { name: words.logIn });
    await expect(dialog.getByRole('heading', { name: words.linkTitle })).toBeVisible();
    await expect(dialog).toContainText(player.account);
    await dialog.getByLabel(words.password, { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await dialog.getByRole('button', { name: words.link }).click();
    const token = await signedIn(page, words);
    expect((await apiFor(site, token).call(memberInfoCall)).account).toBe(player.account);
    expect((await apiFor(site, token).call(providerLinksCall)).links).toMatchObject([
      { provider: 'demo-id', label: email },
    ]);

    await page.goto(await withToken(`${site}${words.prefix}/member/`, token));
    const section = page.getByRole('region', { name: words.providers });
    await section.getByRole('button', { name: words.unlinkNamed }).click();
    const confirm = page.getByRole('dialog', { name: words.unlinkTitle });
    await confirm.getByRole('button', { name: words.confirmUnlink }).click();
    await expect(section.getByRole('status').filter({ hasText: words.unlinked })).toBeVisible();
    // The merchant offers other providers too, never linked here: Demo ID's row is the one that went back.
    await expect(
      section.getByRole('listitem').filter({ hasText: 'Demo ID' }).filter({ hasText: words.notLinked }),
    ).toBeVisible();
    expect((await apiFor(site, token).call(providerLinksCall)).links).toEqual([]);
  });
}
