/**
 * Every member-centre page and every agent-centre page fits a 360 px phone, in every language: Burmese, Bangla and
 * Urdu words are longer than English ones, and tables, tabs and forms are where a page grows sideways. Each page is measured once its island has settled (no spinner
 * left in the main area), as a player and as an agent.
 *
 * Each language is measured once, on the merchant whose default it is (English on Pakistan): the centres' words come
 * from the language, not the merchant, and each merchant's own flags, pages and amounts are measured in its default
 * language. Bangladesh and Myanmar in English were measured too, until those cases were merged
 * (tests/merged-browser-cases.md).
 * The pages go in groups of PAGES_PER_TEST, each group a test of its own: a short loop fits the default test budget
 * on a loaded machine, and the groups run in parallel.
 */
import type { Page } from '@playwright/test';
import { AGENT_CENTRE_PAGES } from '../../src/features/agent/agent-centre-pages';
import { MEMBER_CENTRE_PAGES } from '../../src/features/member/member-centre-pages';
import { expect, test } from './fixtures';
import { inGroups, LAYOUT_LANGUAGES } from './support/layout-languages';
import { overflow } from './support/overflow';
import { signIn, withToken } from './support/sign-in';

const WIDTH = 360;
const PAGES_PER_TEST = 6;
test.use({ popups: 'dismissed', viewport: { width: WIDTH, height: 740 } });

/** The page's island has rendered its content: the gate's and the data's spinners are gone. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('.loading')).toHaveCount(0);
}

/** Opens each page of `paths` and names those wider than the phone. */
async function widePages(page: Page, site: string, prefix: string, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`${site}${prefix}${path}`);
    await settled(page);
    const found = await overflow(page);
    if (found) wide.push(`${path}: ${found}`);
  }
  return wide;
}

const CENTRES = [
  { name: 'member', home: '/member/', role: 'player', password: 'Player123', pages: MEMBER_CENTRE_PAGES },
  { name: 'agent', home: '/agentHome/', role: 'agent', password: 'Agent123', pages: AGENT_CENTRE_PAGES },
] as const;

for (const { tenant, lang, prefix } of LAYOUT_LANGUAGES) {
  const cc = tenant.country.toLowerCase();
  for (const centre of CENTRES) {
    const groups = inGroups(
      centre.pages.map((entry) => entry.path),
      PAGES_PER_TEST,
    );
    for (const [index, paths] of groups.entries()) {
      test(`${tenant.id} ${lang}: ${centre.name}-centre pages ${index + 1}/${groups.length} fit a ${WIDTH} px phone`, async ({
        page,
        sites,
        consoleErrors,
      }) => {
        // A page the merchant does not run (referral where the promotion is off) is not built: its address shows
        // the not-found page, which must fit the phone too.
        consoleErrors.ignore(/status of 404/);
        const site = sites[tenant.id] as string;
        const { token } = await signIn(site, `${cc}${centre.role}1`, centre.password);
        await page.goto(await withToken(`${site}${prefix}${centre.home}`, token));
        expect(await widePages(page, site, prefix, paths), `${centre.name} pages wider than the phone`).toEqual([]);
      });
    }
  }
}
