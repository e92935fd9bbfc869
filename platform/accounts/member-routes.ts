/** The signed-in member's own data: info, icon, balance, wallet mode, consolidated contract info (the unread count: inbox/). */
import {
  consolidatedCall,
  LOGIN_INFO_SIGN_INS,
  loginInfoCall,
  memberIconCall,
  memberIconUpdateCall,
  memberInfoCall,
} from '../../src/api/calls/member';
import { balanceCall, merchantWalletCall } from '../../src/api/calls/wallet';
import { consolidatedInfo } from '../contracts';
import { maskEmail, maskMobile } from '../core/personal-details';
import { notLoggedIn } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { toMajor } from '../ledger/minor-units';
import { walletBalance } from '../ledger/money-accounts';
import { vipState } from '../loyalty';
import { getMerchantState } from '../merchants/merchant-state';
import { memberPromotions } from '../promotions';
import { storeIcon } from './member-writes';
import { findById, isAgentType, isTrialType, passwordExpired } from './members';
import { recentSignIns } from './sign-in-history';

export function registerMemberRoutes(router: Router, deps: PlatformDeps): void {
  const { db } = deps;
  // Every query below is keyed by the session's member id: nobody can ask for another member's data.
  const load = async (id: number) => (await findById(db, id)) ?? Promise.reject(notLoggedIn());

  router.route(loginInfoCall, async ({ requireMember }) => {
    const rows = await recentSignIns(db, requireMember().id, LOGIN_INFO_SIGN_INS);
    return {
      signIns: rows.map((row) => ({
        id: row.id,
        time: row.signed_in_at.toISOString(),
        ip: row.ip,
        device: row.device,
        method: row.method,
      })),
    };
  });

  router.route(memberInfoCall, async ({ merchant, requireMember }) => {
    const member = await load(requireMember().id);
    const [state, vip, promotions] = await Promise.all([
      getMerchantState(db, merchant.code),
      vipState(db, merchant, member.id),
      // trial users take part in no promotion
      isTrialType(merchant.tenant, member.type) ? null : memberPromotions(db, merchant, member.id, deps.clock()),
    ]);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      isAgent: isAgentType(merchant.tenant, member.type),
      isTrial: isTrialType(merchant.tenant, member.type),
      currency: merchant.tenant.currency,
      mobile: member.mobile ? maskMobile(member.mobile) : null,
      email: member.email ? maskEmail(member.email) : null,
      icon: member.icon,
      passwordExpired: passwordExpired(member, state.flags, deps.clock()),
      ...vip,
      availablePromoCount: promotions?.availablePromoCount ?? 0,
    };
  });

  router.route(memberIconCall, async ({ requireMember }) => ({ icon: (await load(requireMember().id)).icon }));

  router.route(memberIconUpdateCall, async ({ body, requireMember }) => {
    await storeIcon(db, requireMember().id, body.icon);
    return { icon: body.icon };
  });

  router.route(balanceCall, async ({ merchant, requireMember }) => {
    return {
      // The main wallet in the ledger; the balance answered is in major units with 2 decimals.
      balance: toMajor(await walletBalance(db, requireMember().id)),
      currency: merchant.tenant.currency,
      currencySymbol: merchant.tenant.currencySymbol,
    };
  });

  router.route(merchantWalletCall, async ({ merchant }) => ({
    isSingle: (await getMerchantState(db, merchant.code)).singleWallet,
  }));

  router.route(consolidatedCall, ({ requireMember }) => consolidatedInfo(db, requireMember().id));
}
