/**
 * What a signed-in member sees in the header: balance (masked or refreshed at will), the unread-message
 * badge, the deposit and withdraw shortcuts and the member menu. On a phone the shortcuts move into
 * the member menu, as the mask button does, so the bar fits 360 px whatever the balance's length.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { LanguageCode } from '../../../i18n/languages';
import { refreshBalance } from '../../../stores/balance';
import { followSessionLimit } from '../../../stores/limit-reached';
import { followBalance } from '../../../stores/live-balance';
import { followContracts } from '../../../stores/live-contracts';
import { $isAgent, $isTrial, $unreadCount, type MemberInfo } from '../../../stores/session';
import { followUnreadMessages } from '../../../stores/unread-messages';
import { arriveOnPage } from '../../../stores/wallet-split';
import { $flags } from '../../../stores/whitelabel';
import type { MemberBarLabels } from '../member-bar-labels';
import { memberMenu } from '../member-menu';
import { BalanceChip } from './BalanceChip';
import { MemberMenu } from './MemberMenu';
import { WalletShortcuts } from './WalletShortcuts';

interface Props {
  lang: LanguageCode;
  member: MemberInfo;
  /** Translated at build time (member-bar-labels.ts): the bar loads no i18next. */
  labels: MemberBarLabels;
}

export default function MemberBar({ lang, member, labels }: Props) {
  const flags = useStore($flags);
  const isAgent = useStore($isAgent);
  const unread = useStore($unreadCount);

  // AccountArea keys this component by member id, so a new sign-in on the page loads afresh.
  useEffect(() => {
    void refreshBalance();
    // Transfer-wallet merchants: a page of the site is where the player comes back to from a vendor's game. A trial
    // user has no wallets to read (the platform refuses them): their balance is the trial's own.
    if (!tenant.payments.singleWallet && !$isTrial.get()) void arriveOnPage(location.pathname);
    // Then keep it, the unread count and the contracts current: all arrive over the tab's one session event stream
    // (src/stores/session-events.ts); the unread count also lights the member centre's messageV2 badge.
    const stopBalance = followBalance();
    const stopUnread = followUnreadMessages();
    // The session time limit's end arrives on the same stream, wherever the player is: its notice signs them out.
    const stopSessionLimit = followSessionLimit();
    // Contract offers and answers, where the merchant runs agents (a trial user holds no contracts).
    const stopContracts = tenant.brand.agentPolicy && !$isTrial.get() ? followContracts() : () => undefined;
    return () => {
      stopBalance();
      stopUnread();
      stopSessionLimit();
      stopContracts();
    };
  }, []);

  const items = memberMenu({
    flags,
    siteFlags: tenant.features,
    isAgent,
    agentPolicy: tenant.brand.agentPolicy,
  }).filter((item) => item.ready);
  return (
    <section className="flex items-center gap-1" aria-label={labels.bar}>
      <BalanceChip labels={labels} lang={lang} />
      <WalletShortcuts labels={labels} lang={lang} />
      <MemberMenu
        labels={labels}
        lang={lang}
        nickname={member.nickname}
        vipLabel={member.vipLabelName || null}
        unread={unread}
        items={items}
      />
    </section>
  );
}
