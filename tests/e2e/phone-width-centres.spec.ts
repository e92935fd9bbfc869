/**
 * One sweep over every member-centre page and every agent-centre page, in every language, as a player and as an agent
 * on a 360 px phone, checking on each page:
 * - it fits the phone: Burmese, Bangla and Urdu words are longer than English ones, and tables, tabs and forms are
 *   where a page grows sideways;
 * - its dates, amounts and counts are in the page's digits (Bangla and Burmese in their own, Urdu, English and Chinese
 *   in Latin ones: number-style.ts), and where the demo records always have dates, one shows in the page's order.
 * Each page is read once its island has settled (no spinner left in the main area).
 *
 * Each language is visited once, on the merchant whose default it is (English on Pakistan), with the browser in that
 * language (support/layout-languages.ts): the centres' words come from the language, not the merchant, and each
 * merchant's own flags, pages and amounts are met in its default language. The two checks were two sweeps over the
 * same pages until they were merged (tests/merged-browser-cases.md).
 * The pages go in groups of PAGES_PER_TEST, each group a test of its own: a short loop fits the default test budget
 * on a loaded machine, and the groups run in parallel.
 */
import { AGENT_CENTRE_PAGES } from '../../src/features/agent/agent-centre-pages';
import { MEMBER_CENTRE_PAGES } from '../../src/features/member/member-centre-pages';
import { expect, test } from './fixtures';
import { inGroups, LAYOUT_LANGUAGES } from './support/layout-languages';
import { overflow } from './support/overflow';
import { foreignDigits, pageDigits, shownText } from './support/page-digits';
import { signIn, withToken } from './support/sign-in';

const WIDTH = 360;
const PAGES_PER_TEST = 6;
test.use({ popups: 'dismissed', viewport: { width: WIDTH, height: 740 } });

const CENTRES = [
  { name: 'member', role: 'player', password: 'Player123', pages: MEMBER_CENTRE_PAGES },
  { name: 'agent', role: 'agent', password: 'Agent123', pages: AGENT_CENTRE_PAGES },
] as const;

/**
 * Pages whose records always have dates for the demo accounts (sign-ins, movements, bets): there a date must show,
 * in the page's order and digits, so the digits check cannot pass on dates that went missing.
 */
const DATED = new Set(['/member/', '/member/transactionHistory/', '/agentHome/personalHistoryCopy/']);

for (const { tenant, lang, prefix, locale } of LAYOUT_LANGUAGES) {
  const cc = tenant.country.toLowerCase();
  const { ownDigits, dateShape } = pageDigits(tenant, lang);
  for (const centre of CENTRES) {
    test.describe(`${tenant.id} ${lang}`, () => {
      // One centre's groups run one after another in one worker, in one kept tab (signed in as the centre's demo
      // account): only the first group's first page fetches and compiles the site's scripts.
      test.describe.configure({ mode: 'default' });
      test.use({ locale });
      const groups = inGroups(
        centre.pages.map((entry) => entry.path),
        PAGES_PER_TEST,
      );
      for (const [index, paths] of groups.entries()) {
        test(`${centre.name}-centre pages ${index + 1}/${groups.length} fit a ${WIDTH} px phone and write numbers in the page's digits`, async ({
          keptPage,
          sites,
          consoleErrors,
        }) => {
          // A page the merchant does not run (referral where the promotion is off) is not built: its address shows
          // the not-found page, which is checked all the same.
          consoleErrors.ignore(/status of 404/);
          const site = sites[tenant.id] as string;
          const account = `${cc}${centre.role}1`;
          const { token } = await signIn(site, account, centre.password);
          const page = await keptPage(account);
          const wide: string[] = [];
          const foreign: string[] = [];
          for (const [at, path] of paths.entries()) {
            // The group's first page opens with a sign-in link: the kept tab's session stays when it is still
            // the account's, and is replaced when it has ended (another test may end the account's sessions).
            await page.goto(at === 0 ? await withToken(`${site}${prefix}${path}`, token) : `${site}${prefix}${path}`);
            const main = page.getByRole('main');
            await expect(main.locator('.loading')).toHaveCount(0);
            // Still on the page asked for: not sent to the sign-in page, whose layout would pass for this one's.
            expect(new URL(page.url()).pathname, `${path}: the page shown`).toBe(`${prefix}${path}`);
            expect(await page.evaluate(() => document.documentElement.lang), `${path}: the page's language`).toBe(lang);
            if (DATED.has(path)) await expect(main).toContainText(dateShape);
            const found = await overflow(page);
            if (found) wide.push(`${path}: ${found}`);
            foreign.push(...foreignDigits(await shownText(main), ownDigits).map((number) => `${path}: ${number}`));
          }
          expect(wide, `${centre.name} pages wider than the phone`).toEqual([]);
          expect(foreign, `numbers not in the page's digits (${ownDigits})`).toEqual([]);
        });
      }
    });
  }
}
