/**
 * The home hero invites visitors to register and offers members what they do next (a
 * signed-in player was once still invited to register). Until the wallet pages land, that is: play.
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

// Myanmar's Chinese home shifted (CLS 0.166) when its web font arrived: with the fallback's narrower title the
// buttons fit beside it, with the web font they wrapped below and pushed the page down. On a
// phone they take their own row whatever the title's width, so a font arriving cannot move them.
for (const width of [360, 412]) {
  test(`on a ${width} px phone the hero's buttons sit below the title however wide it is`, async ({ page, sites }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${sites.myanmar}/zh/`);
    await expect(page.getByRole('region', { name: message('zh', 'shell.home.title') })).toBeVisible();
    // Held by its labelling heading from here on: the test rewrites the heading, and with it the region's name.
    const hero = page.locator('section[aria-labelledby="home-title"]');
    const register = hero.getByRole('link', { name: message('zh', 'shell.header.register') });
    for (const text of ['欢迎', message('zh', 'shell.home.title').repeat(3)]) {
      // The title as narrow as a fallback font may draw it, then as wide as a web font may.
      await hero.evaluate((section, title) => {
        for (const line of section.querySelectorAll('h1, p')) line.textContent = title;
      }, text);
      const heading = await hero.getByRole('heading').boundingBox();
      const button = await register.boundingBox();
      expect(button?.y).toBeGreaterThanOrEqual((heading?.y ?? 0) + (heading?.height ?? 0));
    }
  });
}
