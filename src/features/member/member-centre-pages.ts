/**
 * The member centre's pages (by page id), in the order of its navigation. Only pages that are built are
 * listed; a later page joins the list when its feature lands. `/member/` is securityCenter, the default.
 * `badge` names the count a page shows in red when above 0 (missions, messages, rewards). A page behind
 * a whitelabel flag (points, manual rebate) is built and listed only where the merchant has it:
 * config/flag-pages.ts.
 */
export const MEMBER_CENTRE_PAGES = [
  { id: 'securityCenter', path: '/member/' },
  { id: 'transferFund', path: '/member/transferFund/' },
  { id: 'depositv2', path: '/member/depositv2/' },
  { id: 'withdraw', path: '/member/withdraw/' },
  { id: 'transferUpline', path: '/member/transferUpline/' },
  { id: 'personalHistoryCopy', path: '/member/personalHistoryCopy/' },
  { id: 'transactionHistory', path: '/member/transactionHistory/' },
  { id: 'personalProfit', path: '/member/personalProfit/' },
  { id: 'bonusDetails', path: '/member/bonusDetails/' },
  { id: 'rewardCenter', path: '/member/rewardCenter/', badge: 'rewardCenter' },
  { id: 'vip', path: '/member/vip/' },
  { id: 'manualRebate', path: '/member/manualRebate/' },
  // The points mall lives at /pointMall (a route of its own) but is listed with the member centre's pages.
  { id: 'pointMall', path: '/pointMall/' },
  // Shown where the merchant runs the referral promotion (tenant file referral.enabled).
  { id: 'referral', path: '/member/referral/', promo: 'referral' },
  { id: 'missionLeaderboard', path: '/member/missionLeaderboard/', badge: 'missionLeaderboard' },
  { id: 'messageV2', path: '/member/messageV2/', badge: 'messageV2' },
  // Time-out and self-exclusion (platform/responsible-gaming).
  { id: 'responsibleGaming', path: '/member/responsibleGaming/' },
  // Identity check (platform/kyc): the documents, their review's outcome, and which withdrawals wait for it.
  { id: 'verification', path: '/member/verification/' },
] as const;

export type MemberCentrePageId = (typeof MEMBER_CENTRE_PAGES)[number]['id'];
