/**
 * The member menu as data: every item the product lists, in its order, filtered by the whitelabel
 * flags and the member's role. Member-centre pages are static pages at /member/<pageId>/; not all are built
 * yet, so each item also says whether its destination exists in this build; the header renders only those
 * (`ready`).
 */
import { isPageBuilt } from '../../config/flag-pages';
import type { FeatureFlag } from '../../config/tenant-schema';

/** Every item of the menu, in the product's order (betting record first, sign out last). */
export const MEMBER_MENU_IDS = [
  'bettingRecord',
  'accountRecord',
  'personalProfit',
  'rewardCentre',
  'points',
  'myAccount',
  'agentCentre',
  'manualRebate',
  'signOut',
] as const;
export type MemberMenuId = (typeof MEMBER_MENU_IDS)[number];

export interface MemberMenuItem {
  id: MemberMenuId;
  /** Language-neutral destination, or null for an action (sign out opens the confirm dialog). */
  path: string | null;
  /** The destination is built today; items that are not wait for their pages. */
  ready: boolean;
}

export interface MemberMenuInput {
  flags: Pick<Record<FeatureFlag, boolean>, 'PTSYS3' | 'MANPLAYREB3'>;
  /**
   * The flags of the merchant's file, which decided the pages its build has (config/flag-pages.ts): a flag the
   * platform switches on later shows no item whose page was left out.
   */
  siteFlags: Pick<Record<FeatureFlag, boolean>, 'PTSYS3' | 'MANPLAYREB3'>;
  isAgent: boolean;
  /** Tenant brand switch: agents see the agent centre only when the agent policy is on. */
  agentPolicy: boolean;
}

/**
 * Destinations built for every merchant (a page behind a flag only where the merchant's file has it on): my account (the member centre's default page), the betting record,
 * account record, profit and loss, reward centre, manual rebate, the points mall and the agent centre.
 */
export const READY_PATHS: ReadonlySet<string> = new Set([
  '/member/',
  '/member/personalHistoryCopy/',
  '/member/transactionHistory/',
  '/member/personalProfit/',
  '/member/rewardCenter/',
  '/member/manualRebate/',
  '/pointMall/',
  '/agentHome/',
]);

const memberPage = (page: string) => `/member/${page}/`;

export function memberMenu({ flags, siteFlags, isAgent, agentPolicy }: MemberMenuInput): MemberMenuItem[] {
  const entries: [MemberMenuId, string | null, boolean][] = [
    ['bettingRecord', memberPage('personalHistoryCopy'), true],
    ['accountRecord', memberPage('transactionHistory'), true],
    ['personalProfit', memberPage('personalProfit'), true],
    ['rewardCentre', memberPage('rewardCenter'), true],
    ['points', '/pointMall/', flags.PTSYS3],
    // securityCenter is the member centre's default page, so /member/ needs no page parameter.
    ['myAccount', '/member/', true],
    ['agentCentre', '/agentHome/', isAgent && agentPolicy],
    ['manualRebate', memberPage('manualRebate'), flags.MANPLAYREB3],
    ['signOut', null, true],
  ];
  return entries
    .filter(([, , shown]) => shown)
    .map(([id, path]) => ({
      id,
      path,
      ready: path === null || (READY_PATHS.has(path) && isPageBuilt(siteFlags, path)),
    }));
}
