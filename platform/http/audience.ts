/**
 * Who may make each call that needs a session, decided by the route binder (http/route.ts) for every call from
 * one table (the areas' module definitions name their exceptions), so no handler repeats a role check and a new
 * call inherits the safe default:
 *
 * - `member` (the default for every call with `auth: true`): a real member — a trial user (type 4) gets
 *   403 trial_user_blocked ("please register a member for your first account");
 * - `session`: any signed-in account, trial users included (what a trial user's header and lobby read);
 * - `agent`: agents only (types 1, 2, 41, 42) — anyone else gets 403 error_not_agent. Every call with a
 *   session under /wps/agent/ (the agent centre's calls) is an agent call unless the table says otherwise.
 *
 * Calls without `auth` are open to visitors and are not listed here.
 */
import type { CallDefinition } from '../../src/api/calls/define-call';
import { PlatformError } from '../core/platform-error';
import type { SessionMember } from './context';

export type Audience = 'visitor' | 'session' | 'member' | 'agent';

/** An audience a call must be given by name: wider than members (`session`) or narrower (`agent`). */
export type SpecialAudience = Exclude<Audience, 'visitor' | 'member'>;

/** The calls each area names in its module definition (area-module.ts `audience`), merged by app.ts. */
export type AudienceTable = ReadonlyMap<CallDefinition, SpecialAudience>;

const AGENT_AREA = '/wps/agent/';

/** The audience of `call`: visitors for calls without auth, else the table's entry, else agents or members. */
export function audienceOf(call: CallDefinition, table: AudienceTable): Audience {
  if (!call.auth) return 'visitor';
  return table.get(call) ?? (call.path.startsWith(AGENT_AREA) ? 'agent' : 'member');
}

/** Throws 403 (trial_user_blocked, error_not_agent) when `member` is not in `audience`. */
export function requireAudience(audience: Audience, member: SessionMember): void {
  if (audience === 'member' && member.isTrial) {
    throw new PlatformError(403, 'trial_user_blocked', 'Trial user: please register a member for your first account');
  }
  if (audience === 'agent' && !member.isAgent) {
    throw new PlatformError(403, 'error_not_agent', 'Non-agents cannot do this');
  }
}
