/**
 * Per-request values the platform keeps on the Hono context: set by the middleware in app.ts (merchant,
 * client IP, country) and by the route binder (member). Read them with `c.get('merchant')` etc.
 */
import type { Context } from 'hono';
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
}

export interface PlatformEnv {
  Variables: {
    merchant: Merchant;
    member: SessionMember | null;
    clientIp: string;
    /** ISO 3166 alpha-2 code of the visitor when a trusted proxy tells us, else null. */
    countryCode: string | null;
  };
}

export type PlatformContext = Context<PlatformEnv>;
