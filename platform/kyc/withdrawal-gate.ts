/**
 * Which withdrawals wait for an approved identity check (tenant file `kyc.withdrawals`): every one (`always`), one
 * above the single limit, or one that takes the member's total of paid and pending withdrawals above the cumulative
 * limit. Such a withdrawal is refused with kyc_required (the rule, its limit and the member's check in the value),
 * so nothing leaves the wallet: the money stays playable and the withdraw page says why and links to the upload.
 * Refusing was chosen over holding the withdrawal in a new "waiting for identity" status: a held withdrawal would
 * lock the balance for days behind a check the player may never start, and every reader of withdrawals (the
 * operator's queue, the agents' reports, the auto-confirm job) would need to learn that status.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';
import { latestSubmission } from './submissions';

type GateRule = 'always' | 'single' | 'cumulative';

/** The rule that makes this withdrawal wait, with its limit in minor units, or null when it need not wait. */
export function gateRuleFor(
  merchant: Merchant,
  amount: number,
  earlierTotal: number,
): { rule: GateRule; limit: number | null } | null {
  const { always, single, cumulative } = merchant.tenant.kyc.withdrawals;
  if (always) return { rule: 'always', limit: null };
  if (single !== null && amount > toMinor(single)) return { rule: 'single', limit: toMinor(single) };
  if (cumulative !== null && earlierTotal + amount > toMinor(cumulative)) {
    return { rule: 'cumulative', limit: toMinor(cumulative) };
  }
  return null;
}

/**
 * Throws kyc_required unless the withdrawal of `amount` (minor units) may go: no rule applies, or the member's
 * identity check is approved. `earlierTotal` is the member's paid and pending withdrawals before this one (money
 * counts them: it owns the statuses).
 */
export async function requireIdentityCheck(
  db: Database,
  merchant: Merchant,
  memberId: number,
  amount: number,
  earlierTotal: number,
): Promise<void> {
  const gate = gateRuleFor(merchant, amount, earlierTotal);
  if (!gate) return;
  const status = (await latestSubmission(db, memberId))?.status ?? 'not_submitted';
  if (status === 'approved') return;
  throw new PlatformError(409, 'kyc_required', `this withdrawal waits for an approved identity check (${gate.rule})`, {
    ...gate,
    status,
  });
}
