/**
 * Answers a browser may keep and check again: a visitor's reads (never a member's) carry a strong ETag, and a request
 * naming it in If-None-Match gets 304 with no body, so a returning visitor's page pays a few hundred bytes of headers
 * per read instead of the answer. What decides what a visitor may do is checked on every use (no-cache); the tag is
 * the answer's own bytes, so a changed answer is a new tag. What is only shown may be reused for a minute first.
 *
 * Two kinds, declared by the route (route.ts `visitorCache`):
 *   - 'public': the same for every visitor of the merchant (flags, banners, the round): any cache may keep it;
 *   - 'private': the visitor's own (their address or country is in it): their browser only, never a shared cache.
 * A request with a session token is a member's: its answer stays `no-store` (app.ts) and is never tagged.
 */
import { createHash } from 'node:crypto';

export type VisitorCache = 'public' | 'private';

/**
 * How long a browser reuses an answer that is only shown (banners, notices, popups, the winners' board) before it
 * checks it again: a minute-old copy shows a returning visitor the same page, and an operator's change reaches them
 * within the minute. Never for what decides what a visitor may do (status, maintenance, region, flags).
 */
export const SHOWN_ANSWER_REUSE_SECONDS = 60;

/** A strong tag of the answer's bytes (27 base64url characters of its SHA-256). */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (weak or strong, in a list, or *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The Cache-Control of a visitor's answer: checked on every use, or reused for `maxAgeSeconds` first (the
 * catalogue's calls, whose answers the platform itself keeps that long).
 */
export function visitorCacheControl(kind: VisitorCache, maxAgeSeconds = 0): string {
  return `${kind}, ${maxAgeSeconds > 0 ? `max-age=${maxAgeSeconds}` : 'no-cache'}`;
}

/**
 * What the answer varies by besides its address: the merchant may be named by a header (request-context.ts), and a
 * call that also answers members gives a member another answer (which is never kept).
 */
export function visitorVary(answersMembers: boolean): string {
  return answersMembers ? 'x-merchant-code, authorization' : 'x-merchant-code';
}

/**
 * The headers of a 304: only those a cache updates its stored answer with (RFC 9110 15.4.5); everything else of the
 * stored answer stays as it was, so repeating it would only cost bytes on every check.
 */
export const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'] as const;
