/**
 * What a player's own limits say outside the slot, on a 360 px phone in Pakistan's default language (English) and
 * Urdu: a game launched from a lobby tile while the day's wager limit is used up opens a dialog naming that limit and
 * when it resets, in the page's language and date format, with the way to the limits page; and the session time limit
 * ends live, with no click of the player: the platform's event stream brings the notice at the session's minute, the
 * session is over on the platform, and the notice's only way out signs the player out.
 * The minute is not waited out: the platform's clock is moved to a second before it ends (support/platform-clock.ts),
 * and the platform's own timer ends the session. Moving the clock moves it for every test beside this one, so this file
 * runs alone, after all the others (playwright.config.ts, project `clock`).
 * The platform's side (the timed end, a move of the clock, both databases) is
 * tests/platform/responsible-gaming/live-session-limit.test.ts.
 */

import { memberInfoCall } from '../../src/api/calls/member';
import { setLimitsCall } from '../../src/api/calls/responsible-gaming/limits';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { moveClock } from './support/platform-clock';
import { apiFor, refusal, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });
// Back to the real time for whatever runs next, passed or not.
test.afterEach(({ admin }) => moveClock(admin, 0));

/** A message with its {{values}} as "anything", to find it however the values are written. */
const shaped = (lang: string, key: string): RegExp =>
  new RegExp(
    message(lang, key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{\w+\}\}/g, '.+'),
  );

/** The shortest session limit the platform takes (minutes). */
const SESSION_MINUTES = 1;

const CASES = [
  { prefix: '', lang: 'en', locale: 'en-PK', date: /\d{2}\/\d{2}\/\d{4}, \d{2}:/ },
  { prefix: '/ur', lang: 'ur', locale: 'ur-PK', date: /\d{2}\/\d{2}\/\d{4}، \d{2}:/ },
] as const;

for (const { prefix, lang, locale, date } of CASES) {
  test.describe(lang, () => {
    test.use({ locale });
    test(`${lang}: a launch refused by the wager limit names it and its reset; the session limit ends live and signs out`, async ({
      page,
      sites,
      admin,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 403/); // the refused launch
      consoleErrors.ignore(/status of 401/); // calls still on their way when the platform ends the session
      const site = sites.pakistan as string;
      const player = await freshPlayer(site);
      await credit(admin, site, player.account, 100_000);
      const api = apiFor(site, player.token);
      await api.call(setLimitsCall, {
        body: {
          limits: [
            { kind: 'wager', period: 'day', value: 1_000 },
            { kind: 'session', period: 'session', value: SESSION_MINUTES },
          ],
        },
      });
      // The day's wager used up by one round of the in-house slot.
      await api.call(slotSpinCall, { body: { stake: 1_000, idempotencyKey: crypto.randomUUID().replaceAll('-', '') } });

      await page.goto(await withToken(`${site}${prefix}/fish/`, player.token));
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Fishing Disco JDB\b/ })
        .click();
      const refused = page.getByRole('dialog', { name: message(lang, 'limits.reachedDialog.title') });
      await expect(refused).toContainText(shaped(lang, 'limits.reached.wager.day'));
      await expect(refused).toContainText(shaped(lang, 'limits.resets'));
      await expect(refused).toContainText(date);
      await expect(refused.getByRole('link', { name: message(lang, 'limits.seeLimits') })).toHaveAttribute(
        'href',
        `${prefix}/member/responsibleGaming/`,
      );
      // The launch was refused the page's own session (the link's): its minute began before now.
      const signedInBy = Date.now();
      await expect(page).toHaveURL(`${site}${prefix}/fish/`);
      await expectNoHorizontalOverflow(page);
      await refused
        .getByRole('button', { name: message(lang, 'limits.reachedDialog.close') })
        .last()
        .click();
      await expect(refused).toBeHidden();

      // Nothing more is done in the page: the platform's time moves to a second before the session's minute is up at
      // the latest, the platform ends the session when it is, and the notice arrives over the event stream.
      await moveClock(admin, signedInBy + SESSION_MINUTES * 60_000 - 1_000 - Date.now());
      const over = page.getByRole('dialog', { name: message(lang, 'limits.sessionOver.title') });
      await expect(over).toBeVisible();
      await expect(over).toContainText(shaped(lang, 'limits.reached.session'));
      await expect(over).toContainText(message(lang, 'limits.sessionOver.text'));
      await expectNoHorizontalOverflow(page);
      // The platform ended the page's session already, whatever the page does next.
      const pageToken = await page.evaluate(() => sessionStorage.getItem('token'));
      expect(pageToken).toBeTruthy();
      expect((await refusal(apiFor(site, pageToken as string).call(memberInfoCall))).code).toBe('not_logged_in');
      await over
        .getByRole('button', { name: message(lang, 'limits.sessionOver.signOut') })
        .last()
        .click();
      await expect(page).toHaveURL(`${site}${prefix}/`);
      await expect(
        page.getByRole('banner').getByRole('link', { name: message(lang, 'shell.header.login') }),
      ).toBeVisible();
    });
  });
}
