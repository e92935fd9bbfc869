/** Reading members and turning a member into the answers of login, info and balance. */
import type { Tenant } from '../../src/config/tenant-schema';
import type { Database } from '../db/database';
import type { WhitelabelFlags } from '../merchants/merchant-state';
import { MEMBER_TYPE, PASSWORD_MAX_AGE_DAYS } from './policy';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  nickname: string;
  type: number;
  password_hash: string;
  password_changed_at: Date;
  password_expired: boolean;
  password_is_default: boolean;
  mobile: string | null;
  email: string | null;
  icon: number;
  balance: string;
  affiliate_code: string | null;
  first_login_at: Date | null;
  disabled: boolean;
}

export async function findByUsername(db: Database, merchantCode: string, username: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) AND disabled = false',
    [merchantCode, username],
  );
  return row ?? null;
}

export async function findByMobile(db: Database, merchantCode: string, e164: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND mobile = $2 AND disabled = false',
    [merchantCode, e164],
  );
  return row ?? null;
}

export async function findById(db: Database, id: number): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return row ?? null;
}

/** Agent and trial types come from the merchant's tenant file, the one the site reads them from. */
export const isAgentType = (tenant: Tenant, type: number) => tenant.brand.agentUserTypes.includes(type);
export const isTrialType = (tenant: Tenant, type: number) => type === tenant.brand.trialUserType;
/** Types that may sign in on the player site: players, agents and trial users (staff may not). */
export const isMemberType = (tenant: Tenant, type: number) =>
  type === MEMBER_TYPE.player || isTrialType(tenant, type) || isAgentType(tenant, type);

/**
 * The password must be changed when it is the weak default, or when password expiry
 * (PWDEXPFORCECHANGE3) is on and it is older than the limit or an operator marked it expired.
 */
export function passwordExpired(member: MemberRow, flags: WhitelabelFlags, now: Date): boolean {
  if (member.password_is_default) return true;
  if (!flags.PWDEXPFORCECHANGE3) return false;
  const ageDays = (now.getTime() - member.password_changed_at.getTime()) / 86_400_000;
  return member.password_expired || ageDays > PASSWORD_MAX_AGE_DAYS;
}
