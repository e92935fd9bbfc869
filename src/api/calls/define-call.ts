/**
 * One HTTP call between the site and the platform, described once and imported by both the site's client
 * (src/api/client.ts) and the reference platform (platform/), so neither re-declares a payload shape.
 */
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition<
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Value extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Exact path the platform serves, e.g. /wps/session/login. */
  path: string;
  /**
   * Whether the call needs a session token (sent as `Authorization: Bearer <token>`): `true` it must have
   * one (401 not_logged_in without); `'optional'` it answers visitors and, with a token, that member
   * (announcements: the player's popups); `false` it is public and any token is ignored.
   */
  auth: boolean | 'optional';
  /** Whether the body travels in the hybrid encryption envelope (src/api/crypto.ts). */
  encrypted?: boolean;
  /** How the body is sent: JSON (default) or application/x-www-form-urlencoded. */
  bodyEncoding?: 'json' | 'form';
  query?: Query;
  body?: Body;
  /** Schema of the envelope's `value` on success. */
  value: Value;
}

export function defineCall<
  Query extends z.ZodMiniType | undefined = undefined,
  Body extends z.ZodMiniType | undefined = undefined,
  Value extends z.ZodMiniType = z.ZodMiniType,
>(definition: CallDefinition<Query, Body, Value>): CallDefinition<Query, Body, Value> {
  return definition;
}

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodMiniType ? z.input<T> : undefined;
export type QueryOf<C> = C extends CallDefinition<infer Q, z.ZodMiniType | undefined, z.ZodMiniType> ? Infer<Q> : never;
export type BodyOf<C> = C extends CallDefinition<z.ZodMiniType | undefined, infer B, z.ZodMiniType> ? Infer<B> : never;
export type ValueOf<C> =
  C extends CallDefinition<z.ZodMiniType | undefined, z.ZodMiniType | undefined, infer V> ? z.infer<V> : never;

/** What a caller sends (defaults still optional); QueryOf/BodyOf are what the platform receives after parsing. */
export type QueryInputOf<C> =
  C extends CallDefinition<infer Q, z.ZodMiniType | undefined, z.ZodMiniType> ? Input<Q> : never;
export type BodyInputOf<C> =
  C extends CallDefinition<z.ZodMiniType | undefined, infer B, z.ZodMiniType> ? Input<B> : never;
