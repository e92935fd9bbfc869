/**
 * The home hero invites visitors to register and offers members what they do next (issue 8 item 8: a
 * signed-in player was still invited to register). Until the wallet pages land, that is: play.
 */
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

test('a visitor is invited to register', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/`);
  const hero = page.getByRole('region', { name: message('en', 'shell.home.title') });
  await expect(hero.getByRole('link', { name: message('en', 'shell.header.register') })).toBeVisible();
  await expect(hero.getByRole('link', { name: message('en', 'shell.home.play') })).toBeHidden();
});

for (const [tenant, lang, prefix, account] of [
  ['pakistan', 'ur', '/ur', 'pkplayer1'],
  ['bangladesh', 'bn', '', 'bdplayer1'],
] as const) {
  test(`a signed-in player on ${tenant} /${lang} is offered to play, not to register`, async ({ page, sites }) => {
    const { token } = await signIn(sites[tenant], account, 'Player123');
    await page.goto(await withToken(`${sites[tenant]}${prefix}/`, token));
    const hero = page.getByRole('region', { name: message(lang, 'shell.home.title') });
    const play = hero.getByRole('link', { name: message(lang, 'shell.home.play') });
    await expect(play).toBeVisible();
    await expect(play).toHaveAttribute('href', `${prefix}/rng/`);
    await expect(hero.getByRole('link', { name: message(lang, 'shell.header.register') })).toBeHidden();
    // Still so once the session is confirmed and after a reload (the token now lives in session storage).
    await expect(page.getByRole('region', { name: message(lang, 'account.bar.label') })).toBeVisible();
    await page.reload();
    await expect(play).toBeVisible();
    await expect(hero.getByRole('link', { name: message(lang, 'shell.header.register') })).toBeHidden();
  });
}
