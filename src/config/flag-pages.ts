/**
 * Pages that exist only where the merchant has their feature: each names the whitelabel flag it needs. A merchant
 * whose tenant file has the flag off gets no such page in its build (the page's getStaticPaths answers none,
 * i18n/paths.ts languagePathsWhen), and no link to it (the member menu, the member centre's navigation). The
 * platform's whitelabel answer may switch a flag at run time, but a page the build left out stays out: a
 * merchant that adds the feature sets the flag in its file and builds again.
 */
import type { FeatureFlag } from './flag-names';

/** Language-neutral path → the flag its page needs. */
export const FLAG_PAGES: Readonly<Record<string, FeatureFlag>> = {
  '/member/manualRebate/': 'MANPLAYREB3',
  '/pointMall/': 'PTSYS3',
};

/** Whether the merchant's build has the page at `path`, from the flags of its tenant file. */
export function isPageBuilt(siteFlags: Partial<Record<FeatureFlag, boolean>>, path: string): boolean {
  const flag = FLAG_PAGES[path];
  return flag === undefined || siteFlags[flag] === true;
}
