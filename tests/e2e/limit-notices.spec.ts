/**
 * What a player's own limits say outside the slot, on a 360 px phone in Pakistan's default language (English) and
 * Urdu: a game launched from a lobby tile while the day's wager limit is used up opens a dialog naming that limit and
 * when it resets, in the page's language and date format, with the way to the limits page; and the session time limit
 * ends live, with no click of the player: the platform's event stream brings the notice at the session's minute, the
 * session is over on the platform, and the notice's only way out signs the player out.
 * The platform's side (the timed end, both databases) is tests/platform/responsible-gaming/live-session-limit.test.ts.
 */

import { memberInfoCall } from '../../src/api/calls/member';
import { setLimitsCall } from '../../src/api/calls/responsible-gaming/limits';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { apiFor, refusal, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

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
      // The session limit is a real minute on the platform's clock (the shortest a player can set), and the point is
      // that its end arrives by itself: the test waits for it, so it needs more than the usual 30 s.
      test.slow();
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
      // The page signed in with a session of its own (the link's), by now: its minute counts from then.
      const signedInAt = Date.now();
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
      await expect(page).toHaveURL(`${site}${prefix}/fish/`);
      await expectNoHorizontalOverflow(page);
      await refused
        .getByRole('button', { name: message(lang, 'limits.reachedDialog.close') })
        .last()
        .click();
      await expect(refused).toBeHidden();

      // Nothing more is done: the session's minute ends and the notice arrives over the event stream.
      const over = page.getByRole('dialog', { name: message(lang, 'limits.sessionOver.title') });
      const sessionEnd = signedInAt + SESSION_MINUTES * 60_000;
      // The wait is the session's own remaining time, plus the usual 5 s for the notice to show.
      await expect(over).toBeVisible({ timeout: Math.max(0, sessionEnd - Date.now()) + 5_000 });
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
