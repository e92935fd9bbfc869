/**
 * Game launch and recent games calls.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import {
  favoriteGameType,
  gameType,
  nodeId,
  pageNo,
  platformLanguage,
  prizeMode,
  recentGame,
  vendorCode,
} from './game';
import { roomId } from './tables';

export const RECENT_PAGE_SIZE = 20;

export const recentGamesCall = defineCall({
  method: 'GET',
  path: '/wps/relay/recentGames',
  auth: true,
  query: z.object({
    page: pageNo,
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), RECENT_PAGE_SIZE),
    gameType: z._default(favoriteGameType, 'HOME'),
    language: z.optional(platformLanguage),
    clientType: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(9))),
  }),
  value: z.object({
    list: z.array(recentGame),
    page: z.int(),
    pageSize: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
  }),
});

/**
 * The page a game links back to. Only the shape is checked here; the platform accepts it only when it parses as a
 * path of the site's own origin (platform/security/same-origin-path.ts), and stores that normalised path.
 */
const backUrl = z
  .string()
  .check(
    z.maxLength(500),
    z.regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, 'must be a path starting with / or an http(s) URL'),
  );

/**
 * Launch one game (nodeId) or a vendor's lobby (vassalage + gameType, optionally a gameCode inside it, as
 * the lottery pages do). Members only; trial users only while FREEPLAY3 is on. Records a recent game.
 */
export const launchGameCall = defineCall({
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: true,
  body: z
    .strictObject({
      nodeId: z.optional(nodeId),
      vassalage: z.optional(vendorCode),
      gameType: z.optional(gameType),
      gameCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))),
      prizeMode: z.optional(prizeMode),
      lottoArea: z.optional(z.enum(['VN', 'SEA'])),
      launchMode: z.optional(z.enum(['LOTT', 'ELOTT'])),
      view: z.optional(z.enum(['betting', 'lobby'])),
      device: z._default(z.enum(['WEB', 'MOBILE']), 'WEB'),
      language: z.optional(platformLanguage),
      backUrl: z.optional(backUrl),
      /** A room of the game's room list (tables.ts), for games that have rooms. */
      roomId: z.optional(roomId),
    })
    .check(
      z.refine((body) => (body.nodeId === undefined) !== (body.vassalage === undefined), {
        message: 'give either nodeId or vassalage',
        path: ['nodeId'],
      }),
      z.refine((body) => body.vassalage === undefined || body.gameType !== undefined, {
        message: 'a vassalage launch needs gameType',
        path: ['gameType'],
      }),
    ),
  value: z.object({
    /** Same-origin URL of the game page; the ticket inside it expires at expiresAt. */
    url: z.string(),
    expiresAt: z.string(),
  }),
});
