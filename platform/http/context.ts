/**
 * Per-request values the platform keeps on the Hono context: set by the middleware in app.ts (merchant,
 * client IP, country) and by the route binder (member). Read them with `c.get('merchant')` etc.
 */
import type { Context } from 'hono';
import type { OperatorRole } from '../../src/api/calls/admin-operators';
import type { Merchant } from '../merchants/merchants';

/** The signed-in account behind a request's bearer token. */
export interface SessionMember {
  id: number;
  merchantCode: string;
  username: string;
  nickname: string;
  /** Spec member type: 0 player, 1/2/41/42 agents, 3 staff (not a member), 4 trial. */
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  /** Hash of the session token (the sessions table key), e.g. to revoke this session at logout. */
  sessionId: string;
  /** The end of the member's running time-out or self-exclusion (responsible-gaming/), or null. */
  excludedUntil: Date | null;
  /** Whether the member set any limit of their own (responsible-gaming/limits.ts): without, no guard reads them. */
  hasLimits: boolean;
}

/**
 * An operator acting on /admin: a signed-in person (operatorId) or the admin token used by automation
 * (operatorId null, name `api-token`). The audit log and every decision name `name`.
 */
export interface OperatorActor {
  operatorId: number | null;
  name: string;
  role: OperatorRole;
}

export interface PlatformEnv {
  Variables: {
    merchant: Merchant;
    member: SessionMember | null;
    clientIp: string;
    /** ISO 3166 alpha-2 code of the visitor when a trusted proxy tells us, else null. */
    countryCode: string | null;
    /** Who makes an /admin call (set by the operator guard, platform/admin/routes.ts); unset elsewhere. */
    operator: OperatorActor;
    /** Set once the call wrote its own audit row, so the guard does not add a generic one. */
    audited: boolean;
  };
}

export type PlatformContext = Context<PlatformEnv>;
