/**
 * A member as the operator's member page shows them (src/api/calls/admin-member.ts): the profile and the newest
 * sign-ins with their address. Found by username at the merchant named only (case-blind), disabled members too: an
 * operator looks up whoever a record names.
 */
import { MEMBER_PAGE_RECENT, type MemberProfile } from '../../src/api/calls/admin-member';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { isAgentType, isTrialType } from './members';
import { MEMBER_TYPE } from './policy';
import { recentSignIns } from './sign-in-history';

interface ProfileRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  upline: string | null;
  language: string | null;
  disabled: boolean;
  password_expired: boolean;
  created_at: Date;
  first_login_at: Date | null;
}

const typeName = (merchant: Merchant, type: number): MemberProfile['type'] => {
  if (isAgentType(merchant.tenant, type)) return 'agent';
  if (isTrialType(merchant.tenant, type)) return 'trial';
  return type === MEMBER_TYPE.staff ? 'staff' : 'player';
};

/** The member's profile and newest sign-ins, or null when the merchant has no member of that name. */
export async function memberForOperator(db: Database, merchant: Merchant, username: string) {
  const [row] = await db.query<ProfileRow>(
    `SELECT m.id, m.username, m.nickname, m.type, m.mobile, m.email, m.payee_name, u.username AS upline, m.language,
            m.disabled, m.password_expired, m.created_at, m.first_login_at
       FROM members m LEFT JOIN members u ON u.id = m.upline_id
      WHERE m.merchant_code = $1 AND lower(m.username) = lower($2)`,
    [merchant.code, username],
  );
  if (!row) return null;
  const profile: MemberProfile = {
    id: Number(row.id),
    username: row.username,
    nickname: row.nickname,
    type: typeName(merchant, row.type),
    mobile: row.mobile,
    email: row.email,
    payeeName: row.payee_name,
    upline: row.upline,
    language: row.language,
    disabled: row.disabled,
    passwordExpired: row.password_expired,
    registeredAt: row.created_at.toISOString(),
    firstLoginAt: row.first_login_at?.toISOString() ?? null,
  };
  const signIns = (await recentSignIns(db, profile.id, MEMBER_PAGE_RECENT)).map((signIn) => ({
    at: signIn.signed_in_at.toISOString(),
    ip: signIn.ip,
    device: signIn.device,
  }));
  return { profile, signIns };
}
