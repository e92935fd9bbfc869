/**
 * A short-lived, per-process cache of public catalogue answers (game menus and lists, hot games, winners,
 * lottery menus, notices): the same for every visitor of a merchant, read constantly, changed rarely.
 * A few seconds of staleness is invisible to players and lets one process answer thousands of lobby
 * requests a second without touching the database. Nothing member-specific is ever cached: only requests
 * without a session token use it. Each process keeps its own copy, so the server stays stateless.
 */
export interface ResponseCache {
  get(key: string, now: number): unknown | undefined;
  set(key: string, value: unknown, now: number, ttlMs: number): void;
}

export function createResponseCache(maxEntries = 5_000): ResponseCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, now, ttlMs) {
      // Map keeps insertion order: drop the oldest entry when full.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now + ttlMs });
    },
  };
}

/** The cache key of a public answer: merchant, path and the parsed query in a stable order. */
export function cacheKey(merchantCode: string, path: string, query: unknown): string {
  const params = query && typeof query === 'object' ? Object.entries(query).sort(([a], [b]) => a.localeCompare(b)) : [];
  return `${merchantCode} ${path} ${JSON.stringify(params)}`;
}

/** Route options for the catalogue calls: 5 s is far below how often operators change a lobby. */
export const CATALOGUE_CACHE = { publicCacheSeconds: 5 } as const;
