/**
 * Who may make each call that needs a session (spec §6), in ONE table read by the route binder
 * (http/route.ts) for every call, so no handler repeats a role check and a new call inherits the safe
 * default:
 *
 * - `member` (the default for every call with `auth: true`): a real member — a trial user (type 4) gets
 *   403 trial_user_blocked ("please register a member for your first account");
 * - `session`: any signed-in account, trial users included (what a trial user's header and lobby read);
 * - `agent`: agents only (types 1, 2, 41, 42) — anyone else gets 403 error_not_agent. Every call with a
 *   session under /wps/agent/ (the spec's agent area) is an agent call unless the table says otherwise.
 *
 * Calls without `auth` are open to visitors and are not listed here.
 */
import type { CallDefinition } from '../../src/api/contract/define-call';
import { favoriteIdsCall } from '../../src/api/contract/games/favorites';
import { launchGameCall } from '../../src/api/contract/games/launch';
import { lotteryRecentGamesCall, openedNumbersCall } from '../../src/api/contract/games/lottery';
import { memberIconCall, memberInfoCall, unreadMessageCountCall } from '../../src/api/contract/member';
import { transferDownlineCall } from '../../src/api/contract/money/transfers';
import { logoutCall, signInLinkCall } from '../../src/api/contract/session';
import { balanceCall } from '../../src/api/contract/wallet';
import { PlatformError } from '../core/platform-error';
import type { SessionMember } from './context';

export type Audience = 'visitor' | 'session' | 'member' | 'agent';

const TABLE = new Map<CallDefinition, Exclude<Audience, 'visitor' | 'member'>>([
  // A trial account signs in, sees its name, avatar, balance and badge, and signs out.
  [memberInfoCall, 'session'],
  [memberIconCall, 'session'],
  [balanceCall, 'session'],
  [unreadMessageCountCall, 'session'],
  [logoutCall, 'session'],
  // A trial account may hand its session on by a sign-in link like anyone else.
  [signInLinkCall, 'session'],
  // The lobby a trial user browses reads these (an empty list for them); adding a favourite is a member's.
  [favoriteIdsCall, 'session'],
  [openedNumbersCall, 'session'],
  [lotteryRecentGamesCall, 'session'],
  // Demo play: the launch handler lets a trial user in only while the merchant's FREEPLAY3 flag is on.
  [launchGameCall, 'session'],
  // Money moves down the tree only from an agent (spec §1, §6).
  [transferDownlineCall, 'agent'],
]);

const AGENT_AREA = '/wps/agent/';

/** The audience of `call`: visitors for calls without auth, else the table's entry, else agents or members. */
export function audienceOf(call: CallDefinition): Audience {
  if (!call.auth) return 'visitor';
  return TABLE.get(call) ?? (call.path.startsWith(AGENT_AREA) ? 'agent' : 'member');
}

/** Throws the spec's 403 when `member` is not in `audience`. */
export function requireAudience(audience: Audience, member: SessionMember): void {
  if (audience === 'member' && member.isTrial) {
    throw new PlatformError(403, 'trial_user_blocked', 'Trial user: please register a member for your first account');
  }
  if (audience === 'agent' && !member.isAgent) {
    throw new PlatformError(403, 'error_not_agent', 'Non-agents cannot do this');
  }
}
