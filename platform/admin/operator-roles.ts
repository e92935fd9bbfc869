/**
 * Who may do what on /admin: ONE table of the permission each operator call needs, and what each role holds. The
 * guard (routes.ts) checks it before any handler runs; a path the table does not name needs `operators` (admins
 * only), so a call added later is closed until someone decides who may use it. A few calls whose one path does
 * several things (a withdrawal decision: reject is a review, pay is finance's) ask for more in the handler
 * (requirePermission).
 */
import { OPERATOR_PERMISSIONS, type OperatorPermission, type OperatorRole } from '../../src/api/calls/admin-operators';
import { forbidden as forbiddenError } from '../core/platform-error';
import type { OperatorActor, PlatformContext } from '../http/context';

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  reviewer: ['queues', 'review'],
  finance: ['queues', 'pay'],
  marketing: ['marketing'],
  admin: OPERATOR_PERMISSIONS,
};

/** `METHOD /admin/path` → what it needs; one entry may accept any of several permissions. */
const CALL_PERMISSIONS: Readonly<Record<string, readonly OperatorPermission[]>> = {
  'GET /admin/deposits': ['queues'],
  'POST /admin/deposits/decide': ['review'],
  'GET /admin/withdrawals': ['queues'],
  'GET /admin/withdrawals/proof': ['queues'],
  // Reject is a review, pay / paid / refunded are finance's: the handler asks for the one its decision needs.
  'POST /admin/withdrawals/decide': ['review', 'pay'],
  'POST /admin/balance/adjust': ['pay'],
  'GET /admin/ledger/check': ['pay'],
  'GET /admin/gateway/cases': ['queues'],
  'GET /admin/gateway/callbacks': ['queues'],
  'POST /admin/gateway/cases/resolve': ['pay'],
  'GET /admin/promotions/applications': ['queues', 'marketing'],
  'GET /admin/promotions/applications/image': ['queues', 'marketing'],
  'POST /admin/promotions/applications/decide': ['review'],
  // Identity documents are personal data: only the roles that review (reviewer, admin) list, view or decide them.
  'GET /admin/kyc/submissions': ['review'],
  'GET /admin/kyc/document': ['review'],
  'POST /admin/kyc/decide': ['review'],
  'GET /admin/points/redeems': ['queues'],
  'POST /admin/points/redeems/decide': ['review'],
  'GET /admin/vendor/held-rounds': ['queues'],
  'POST /admin/vendor/held-rounds/settle': ['pay'],
  'POST /admin/rebates/settle': ['pay'],
  'POST /admin/contracts/settle': ['pay'],
  // Finance settles and ends the operator's contracts; admins grant them (settings) and see them too.
  'GET /admin/contracts': ['pay', 'settings'],
  'POST /admin/contracts/terminate': ['pay'],
  'POST /admin/contracts/grant': ['settings'],
  'GET /admin/redEnvelope/rounds': ['marketing'],
  'POST /admin/redEnvelope/rounds': ['marketing'],
  'POST /admin/inbox/send': ['marketing'],
  'POST /admin/merchant/status': ['settings'],
  'POST /admin/merchant/whitelabel': ['settings'],
  'POST /admin/merchant/wallet': ['settings'],
  // The analytics tag is marketing's as well as the admins'; reading the settings shows marketing its current tag.
  'POST /admin/merchant/analytics': ['settings', 'marketing'],
  'GET /admin/merchant/settings': ['settings', 'marketing'],
  'POST /admin/merchant/cdn': ['settings'],
  'GET /admin/games/vendors': ['settings'],
  'POST /admin/games/vendor-maintenance': ['settings'],
  'POST /admin/member/password-expired': ['settings'],
  // A player's time-out or self-exclusion is only ever made longer, by an admin (the member page's action).
  'POST /admin/responsible-gaming/extend': ['settings'],
  // The day's players who hit their limits often: read by the roles that read member pages.
  'GET /admin/responsible-gaming/refusals': ['queues'],
  'GET /admin/outbox': ['settings'],
  'GET /admin/operators': ['operators'],
  'POST /admin/operators': ['operators'],
  'POST /admin/operators/update': ['operators'],
  'POST /admin/operators/reset': ['operators'],
  'GET /admin/audit': ['operators'],
  // The history of money records and the member page: whoever reads the queues (reviewer, finance, admin) reads
  // what was decided too, and may note on a member; marketing reads applications and redeems, not money.
  'GET /admin/history/deposits': ['queues'],
  'GET /admin/history/deposits.csv': ['queues'],
  'GET /admin/history/withdrawals': ['queues'],
  'GET /admin/history/withdrawals.csv': ['queues'],
  'GET /admin/history/applications': ['queues', 'marketing'],
  'GET /admin/history/applications.csv': ['queues', 'marketing'],
  'GET /admin/history/redeems': ['queues', 'marketing'],
  'GET /admin/history/redeems.csv': ['queues', 'marketing'],
  'GET /admin/history/transfers': ['queues'],
  'GET /admin/history/transfers.csv': ['queues'],
  'GET /admin/history/bets': ['queues'],
  'GET /admin/history/bets.csv': ['queues'],
  'GET /admin/members': ['queues'],
  'POST /admin/members/notes': ['queues'],
};

export const permissionsOf = (role: OperatorRole): readonly OperatorPermission[] => ROLE_PERMISSIONS[role];

export const mayUse = (actor: OperatorActor, needs: readonly OperatorPermission[]) =>
  needs.some((permission) => permissionsOf(actor.role).includes(permission));

/** What the call at `method path` needs (a path outside the table: `operators`, i.e. admins only). */
export function permissionsFor(method: string, path: string): readonly OperatorPermission[] {
  return CALL_PERMISSIONS[`${method} ${path.replace(/\/+$/, '')}`] ?? ['operators'];
}

/** 403 forbidden, naming the role and what the call needs. */
export const forbidden = (needs: readonly OperatorPermission[], actor: OperatorActor) =>
  forbiddenError(`the role ${actor.role} may not do this (needs: ${needs.join(' or ')})`);

/** Refuses the call unless its operator holds `permission` (for calls whose one path does several things). */
export function requirePermission(c: PlatformContext, permission: OperatorPermission): void {
  const actor = c.get('operator');
  if (!mayUse(actor, [permission])) throw forbidden([permission], actor);
}
