import { passkeysCall } from '../../src/api/calls/passkeys';
import { expect, test } from './fixtures';
import { FRESH_PLAYER_PASSWORD, freshPlayer } from './support/money';
import { apiFor, withToken } from './support/sign-in';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    passkeys: 'Passkeys',
    name: 'Passkey name',
    password: 'Current password',
    add: 'Add a passkey',
    added: 'Passkey added. You can now sign in with it from the login dialog.',
    menuFor: (nickname: string) => `Member menu for ${nickname}`,
    signOut: 'Sign out',
    logIn: 'Log in',
    withPasskey: 'Sign in with a passkey',
  },
  {
    lang: 'ur',
    prefix: '/ur',
    passkeys: 'پاس کیز',
    name: 'پاس کی کا نام',
    password: 'موجودہ پاس ورڈ',
    add: 'پاس کی شامل کریں',
    added: 'پاس کی شامل ہو گئی۔ اب آپ لاگ ان ڈائیلاگ سے اس کے ذریعے لاگ ان کر سکتے ہیں۔',
    menuFor: (nickname: string) => `${nickname} کا ممبر مینو`,
    signOut: 'لاگ آؤٹ',
    logIn: 'لاگ ان',
    withPasskey: 'پاس کی سے لاگ ان کریں',
  },
] as const;

for (const words of LANGUAGES) {
  test(`a player adds a passkey and signs in with it in one tap (${words.lang}, 360 px)`, async ({ page, sites }) => {
    const site = sites.pakistan;
    const player = await freshPlayer(site);
    await addVirtualAuthenticator(page);
    await page.goto(await withToken(`${site}${words.prefix}/member/`, player.token));
    if (words.lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const section = page.getByRole('region', { name: words.passkeys });
    await section.getByLabel(words.name).fill('My phone');
    await section.getByLabel(words.password, { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await section.getByRole('button', { name: words.add }).click();
    await expect(section.getByRole('status').filter({ hasText: words.added })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'My phone' })).toBeVisible();
    // The platform keeps it, not just this page.
    const stored = await apiFor(site, player.token).call(passkeysCall);
    expect(stored.passkeys.map((passkey) => passkey.name)).toEqual(['My phone']);

    await page.getByRole('button', { name: new RegExp(`^${words.menuFor(player.nickname)}`) }).click();
    await page.getByRole('button', { name: words.signOut }).click();
    await page.getByRole('dialog', { name: words.signOut }).getByRole('button', { name: words.signOut }).click();
    // Signing out goes home: wait for that page before reading its storage.
    await expect(page).toHaveURL(`${site}${words.prefix}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: words.logIn })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await page.getByRole('banner').getByRole('link', { name: words.logIn }).click();
    const dialog = page.getByRole('dialog', { name: words.logIn });
    await dialog.getByRole('button', { name: words.withPasskey }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`^${words.menuFor(player.nickname)}`) })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const after = await apiFor(site, token ?? '').call(passkeysCall);
    expect(after.passkeys[0]?.lastUsedAt).not.toBeNull();
  });
}
