/**
 * Every member-centre page and every agent-centre page fits a 360 px phone, in every language of every merchant
 * (issue 8 item 2, for the pages issues 10, 13 and 14 added): Burmese, Bangla and Urdu words are longer than
 * English ones, and tables, tabs and forms are where a page grows sideways. Each page is measured once its
 * island has settled (no spinner left in the main area), as a player and as an agent.
 */
import type { Page } from '@playwright/test';
import { loadAllTenants } from '../../src/config/load-tenants';
import { AGENT_CENTRE_PAGES } from '../../src/features/agent/agent-centre-pages';
import { MEMBER_CENTRE_PAGES } from '../../src/features/member/member-centre-pages';
import { expect, test } from './fixtures';
import { overflow } from './support/overflow';
import { signIn, withToken } from './support/sign-in';

const WIDTH = 360;
test.use({ popups: 'dismissed', viewport: { width: WIDTH, height: 740 } });
// Sixteen pages per test, each waiting for its island: on a loaded two-core machine that takes minutes.
test.describe.configure({ timeout: 300_000 });

/** The page's island has rendered its content: the gate's and the data's spinners are gone. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('.loading')).toHaveCount(0, { timeout: 15_000 });
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

for (const tenant of loadAllTenants()) {
  const cc = tenant.country.toLowerCase();
  for (const lang of tenant.languages) {
    const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;

    test(`${tenant.id} ${lang}: every member-centre page fits a ${WIDTH} px phone`, async ({
      page,
      sites,
      consoleErrors,
    }) => {
      // A page the merchant does not run (referral where the promotion is off) is not built: its address shows
      // the not-found page, which must fit the phone too.
      consoleErrors.ignore(/status of 404/);
      const site = sites[tenant.id] as string;
      const { token } = await signIn(site, `${cc}player1`, 'Player123');
      await page.goto(await withToken(`${site}${prefix}/member/`, token));
      const paths = MEMBER_CENTRE_PAGES.map((entry) => entry.path);
      expect(await widePages(page, site, prefix, paths), 'member pages wider than the phone').toEqual([]);
    });

    test(`${tenant.id} ${lang}: every agent-centre page fits a ${WIDTH} px phone`, async ({ page, sites }) => {
      const site = sites[tenant.id] as string;
      const { token } = await signIn(site, `${cc}agent1`, 'Agent123');
      await page.goto(await withToken(`${site}${prefix}/agentHome/`, token));
      const paths = AGENT_CENTRE_PAGES.map((entry) => entry.path);
      expect(await widePages(page, site, prefix, paths), 'agent pages wider than the phone').toEqual([]);
    });
  }
}
