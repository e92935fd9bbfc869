import { deletePasskeyCall, passkeysCall } from '../../src/api/calls/passkeys';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { PHONE } from './support/money';
import { apiFor, signIn, withToken } from './support/sign-in';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

test.use({ popups: 'dismissed', viewport: PHONE });

// Each language its own demo agent, so the two tests may run at once.
for (const { lang, prefix, agent } of [
  { lang: 'en', prefix: '', agent: 'pkagent2' },
  { lang: 'ur', prefix: '/ur', agent: 'pkagent1' },
] as const) {
  test(`an agent signs in to the agent portal with a passkey (${lang}, 360 px)`, async ({ page, sites }) => {
    const site = sites.pakistan as string;
    const say = (key: string) => message(lang, key);
    const { token } = await signIn(site, agent, 'Agent123', 'agent');
    // Passkeys of earlier runs belong to authenticators that are gone: start from none.
    const api = apiFor(site, token);
    for (const old of (await api.call(passkeysCall)).passkeys) {
      await api.call(deletePasskeyCall, { query: { id: old.id } });
    }
    await addVirtualAuthenticator(page);
    await page.goto(await withToken(`${site}${prefix}/member/`, token));
    const section = page.getByRole('region', { name: say('security.passkeys.title') });
    await section.getByLabel(say('security.passkeys.name')).fill('Agent phone');
    await section.getByLabel(say('security.passkeys.password'), { exact: true }).fill('Agent123');
    await section.getByRole('button', { name: say('security.passkeys.add') }).click();
    await expect(section.getByRole('listitem').filter({ hasText: 'Agent phone' })).toBeVisible();

    // A new tab's session: none, as after closing the browser.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${site}${prefix}/agent/`);
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: say('agent.form.passkey') }).click();
    await expect(page).toHaveURL(`${site}${prefix}/agentHome/`);
    // The agent bar greets the signed-in agent: the session is the passkey's.
    const greeting = say('agent.home.welcome').split('{{nickname}}')[0] as string;
    await expect(page.getByText(greeting.trim(), { exact: false }).first()).toBeVisible();
    const stored = await api.call(passkeysCall);
    expect(stored.passkeys.map((passkey) => [passkey.name, passkey.lastUsedAt !== null])).toEqual([
      ['Agent phone', true],
    ]);
  });
}
