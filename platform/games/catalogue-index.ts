/**
 * The catalogue index of a game type (catalogueIndexCall): every game as a compact tuple, for the lobby to
 * search as the player types without a round trip per keystroke. 10,000 slots are about 1 MB of JSON and
 * about 10 % of that in brotli, so the answer is compressed once per version, tagged with an ETag and
 * cacheable: a returning player revalidates with If-None-Match and gets 304 with no body.
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { GameType } from '../../src/api/calls/games/game';
import { CATALOGUE_FLAG, type CatalogueRow, defaultGameIconUrl } from '../../src/api/calls/games/lobby';
import type { Database } from '../db/database';
import type { PlatformEnv } from '../http/context';
import { etagOf, matchesEtag } from '../http/revalidation';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Browsers reuse the index this long without asking; after that a revalidation costs a 304. */
export const CATALOGUE_INDEX_MAX_AGE_SECONDS = 300;

/** Compressed bodies kept per ETag (a few types × merchants × languages). */
const PACKED_ENTRIES = 64;

interface IndexRow {
  nodeId: number;
  gameId: string;
  gameCode: string;
  vassalage: string;
  gameClassify: string;
  displayName: string;
  iconUrl: string;
  isHot: number;
  isNew: number;
  isGame: string;
  prizeMode: CatalogueRow[8];
  hasChat: boolean;
  hasRooms: boolean;
}

/** Every game of a type at a merchant, in list order (the same order as the paged list). */
export async function catalogueRows(db: Database, merchantCode: string, gameType: GameType): Promise<CatalogueRow[]> {
  const rows = await db.query<IndexRow>(
    `SELECT g.node_id AS "nodeId", g.game_id AS "gameId", g.game_code AS "gameCode", g.vassalage,
            g.game_classify AS "gameClassify", g.display_name AS "displayName", g.icon_url AS "iconUrl",
            g.is_hot::integer AS "isHot", g.is_new::integer AS "isNew", g.is_game AS "isGame", g.prize_mode AS "prizeMode",
            g.has_chat AS "hasChat", g.has_rooms AS "hasRooms"
       FROM game g WHERE g.merchant_code = $1 AND g.game_type = $2
      ORDER BY g.sort_order, g.node_id`,
    [merchantCode, gameType],
  );
  return rows.map((row) => [
    row.nodeId,
    row.gameId,
    row.gameCode,
    row.vassalage,
    row.gameClassify,
    row.displayName,
    row.iconUrl === defaultGameIconUrl(row.gameId) ? null : row.iconUrl,
    (row.isHot ? CATALOGUE_FLAG.hot : 0) |
      (row.isNew ? CATALOGUE_FLAG.new : 0) |
      (row.isGame === 'VASSALAGE' ? CATALOGUE_FLAG.vendorTile : 0) |
      (row.hasChat ? CATALOGUE_FLAG.chat : 0) |
      (row.hasRooms ? CATALOGUE_FLAG.rooms : 0),
    row.prizeMode,
  ]);
}

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, else gzip), or null for plain bytes. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Middleware in front of the catalogue index route: ETag + 304, brotli or gzip (compressed once per
 * version and encoding), and a longer browser cache than the other catalogue calls.
 */
export function catalogueIndexDelivery(): MiddlewareHandler<PlatformEnv> {
  const packed = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const pack = (etag: string, encoding: Encoding, body: Uint8Array) => {
    const key = `${etag} ${encoding}`;
    let entry = packed.get(key);
    if (!entry) {
      const compressed =
        encoding === 'br'
          ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipAsync(body, { level: 9 });
      entry = compressed.then((bytes) => new Uint8Array(bytes));
      if (packed.size >= PACKED_ENTRIES) packed.delete(packed.keys().next().value as string);
      packed.set(key, entry);
    }
    return entry;
  };
  const browserCache = `public, max-age=${CATALOGUE_INDEX_MAX_AGE_SECONDS}`;
  return async (c, next) => {
    await next();
    // The route's own tag (the same bytes, the same tag: route.ts) already matched: only the longer cache is ours.
    if (c.res.status === 304) {
      c.res.headers.set('cache-control', browserCache);
      return;
    }
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const etag = etagOf(body);
    // Hono copies the old response's headers onto a replacement, so they are edited in place first.
    const headers = c.res.headers;
    headers.set('etag', etag);
    headers.set('vary', [headers.get('vary'), 'accept-encoding'].filter(Boolean).join(', '));
    headers.delete('content-length');
    if (headers.has('cache-control')) headers.set('cache-control', browserCache);
    if (matchesEtag(c.req.header('if-none-match'), etag)) {
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (encoding) headers.set('content-encoding', encoding);
    c.res = new Response(encoding ? await pack(etag, encoding, body) : body, { status: 200, headers });
  };
}
