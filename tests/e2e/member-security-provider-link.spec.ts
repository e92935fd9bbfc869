/**
 * Linking a sign-in provider from the player's security centre on a phone (360 px), in the merchant's default language
 * and in Urdu: a signed-in member with a password of their own presses "Link Demo ID", signs in at the local demo
 * provider, comes back to the security centre with Demo ID listed as linked, and unlinks it after confirming.
 */
import { registerCall } from '../../src/api/calls/member';
import { providerLinksCall } from '../../src/api/calls/sign-in-providers';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { FRESH_PLAYER_PASSWORD, PHONE } from './support/money';
import { apiFor, solveBotCheck, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

for (const { lang, prefix } of [
  { lang: 'en', prefix: '' },
  { lang: 'ur', prefix: '/ur' },
] as const) {
  const say = (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), message(lang, key));

  test(`a member links Demo ID from the security centre, sees it listed and unlinks it (${lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan as string;
    const username = `lk${unique()}`;
    const member = await apiFor(site).call(registerCall, {
      body: {
        username,
        password: FRESH_PLAYER_PASSWORD,
        confirmPassword: FRESH_PLAYER_PASSWORD,
        email: `${username}@example.com`,
        agreeTerms: true,
        botCheck: await solveBotCheck(site),
      },
    });
    const providerAccount = `${username}@demo-id.example`;
    await page.goto(await withToken(`${site}${prefix}/member/`, member.token));
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = page.getByRole('region', { name: say('security.providers.title') });
    // The merchant offers other providers too (never linked here): Demo ID's row is the one this test follows.
    const demoIdRow = section.getByRole('listitem').filter({ hasText: 'Demo ID' });
    await expect(demoIdRow.filter({ hasText: say('security.providers.notLinked') })).toBeVisible();
    await section.getByRole('button', { name: say('security.providers.linkNamed', { name: 'Demo ID' }) }).click();

    // The provider's own page (another origin, in its own words), then back to the security centre.
    await page.getByLabel('E-mail address').fill(providerAccount);
    await page.getByRole('button', { name: 'Sign in to Demo ID' }).click();
    await page.waitForURL(`${site}${prefix}/member/`);
    await expect(demoIdRow).toContainText(say('security.providers.linkedAs', { label: providerAccount }));
    expect((await apiFor(site, member.token).call(providerLinksCall)).links).toMatchObject([
      { provider: 'demo-id', label: providerAccount },
    ]);

    await section.getByRole('button', { name: say('security.providers.unlinkNamed', { name: 'Demo ID' }) }).click();
    const confirm = page.getByRole('dialog', { name: say('security.providers.unlinkTitle') });
    await confirm.getByRole('button', { name: say('security.providers.confirmUnlink') }).click();
    await expect(
      section.getByRole('status').filter({ hasText: say('security.providers.unlinked', { name: 'Demo ID' }) }),
    ).toBeVisible();
    await expect(demoIdRow.filter({ hasText: say('security.providers.notLinked') })).toBeVisible();
    expect((await apiFor(site, member.token).call(providerLinksCall)).links).toEqual([]);
  });
}
