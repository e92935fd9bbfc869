/**
 * Game launch and recent games calls of spec §7.
 */
import { z } from 'zod';
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
    pageSize: z.coerce.number().int().min(1).max(50).default(RECENT_PAGE_SIZE),
    gameType: favoriteGameType.default('HOME'),
    language: platformLanguage.optional(),
    clientType: z.coerce.number().int().min(0).max(9).optional(),
  }),
  value: z.object({
    list: z.array(recentGame),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** A same-origin path (not //host) or an http(s) URL the demo page links back to. */
const backUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, 'must be a path starting with / or an http(s) URL');

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
      nodeId: nodeId.optional(),
      vassalage: vendorCode.optional(),
      gameType: gameType.optional(),
      gameCode: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/)
        .optional(),
      prizeMode: prizeMode.optional(),
      lottoArea: z.enum(['VN', 'SEA']).optional(),
      launchMode: z.enum(['LOTT', 'ELOTT']).optional(),
      view: z.enum(['betting', 'lobby']).optional(),
      device: z.enum(['WEB', 'MOBILE']).default('WEB'),
      language: platformLanguage.optional(),
      backUrl: backUrl.optional(),
      /** A room of the game's room list (tables.ts), for games that have rooms. */
      roomId: roomId.optional(),
    })
    .refine((body) => (body.nodeId === undefined) !== (body.vassalage === undefined), {
      message: 'give either nodeId or vassalage',
      path: ['nodeId'],
    })
    .refine((body) => body.vassalage === undefined || body.gameType !== undefined, {
      message: 'a vassalage launch needs gameType',
      path: ['gameType'],
    }),
  value: z.object({
    /** Same-origin URL of the game page; the ticket inside it expires at expiresAt. */
    url: z.string(),
    expiresAt: z.string(),
  }),
});
