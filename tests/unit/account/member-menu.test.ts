import { describe, expect, it } from 'vitest';
import { memberMenu } from '../../../src/features/account/member-menu';

const off = { PTSYS3: false, MANPLAYREB3: false };
const on = { PTSYS3: true, MANPLAYREB3: true };
type Input = Omit<Parameters<typeof memberMenu>[0], 'siteFlags'> & Partial<Parameters<typeof memberMenu>[0]>;
// The merchant's build has the flagged pages unless a case says otherwise.
const ids = (input: Input) => memberMenu({ siteFlags: on, ...input }).map((item) => item.id);

describe('member menu model', () => {
  it('lists the player items in menu order, without flag or agent items', () => {
    expect(ids({ flags: off, isAgent: false, agentPolicy: true })).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalProfit',
      'rewardCentre',
      'myAccount',
      'signOut',
    ]);
  });

  it('adds points only with PTSYS3 and manual rebate only with MANPLAYREB3, in place', () => {
    expect(ids({ flags: { PTSYS3: true, MANPLAYREB3: false }, isAgent: false, agentPolicy: true })).toContain('points');
    expect(ids({ flags: { PTSYS3: false, MANPLAYREB3: true }, isAgent: false, agentPolicy: true })).toContain(
      'manualRebate',
    );
    expect(ids({ flags: { PTSYS3: true, MANPLAYREB3: true }, isAgent: true, agentPolicy: true })).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalProfit',
      'rewardCentre',
      'points',
      'myAccount',
      'agentCentre',
      'manualRebate',
      'signOut',
    ]);
  });

  it('shows the agent centre to agents only, and only with the agent policy on', () => {
    expect(ids({ flags: off, isAgent: true, agentPolicy: true })).toContain('agentCentre');
    expect(ids({ flags: off, isAgent: false, agentPolicy: true })).not.toContain('agentCentre');
    expect(ids({ flags: off, isAgent: true, agentPolicy: false })).not.toContain('agentCentre');
  });

  it('marks as ready only the destinations built today', () => {
    const items = memberMenu({ flags: on, siteFlags: on, isAgent: true, agentPolicy: true });
    expect(items.filter((item) => item.ready).map((item) => [item.id, item.path])).toEqual([
      ['bettingRecord', '/member/personalHistoryCopy/'],
      ['accountRecord', '/member/transactionHistory/'],
      ['personalProfit', '/member/personalProfit/'],
      ['rewardCentre', '/member/rewardCenter/'],
      ['points', '/pointMall/'],
      ['myAccount', '/member/'],
      ['agentCentre', '/agentHome/'],
      ['manualRebate', '/member/manualRebate/'],
      ['signOut', null],
    ]);
    expect(items.find((item) => item.id === 'bettingRecord')?.path).toBe('/member/personalHistoryCopy/');
    expect(items.find((item) => item.id === 'points')?.path).toBe('/pointMall/');
  });

  it("marks the points and manual rebate items not ready where the merchant's build left their pages out", () => {
    // The platform switched the flags on, but the merchant's file has them off: its build has no such pages.
    const items = memberMenu({ flags: on, siteFlags: off, isAgent: false, agentPolicy: true });
    const ready = items.filter((item) => item.ready).map((item) => item.id);
    expect(ready).not.toContain('points');
    expect(ready).not.toContain('manualRebate');
    expect(ready).toContain('rewardCentre');
  });
});
