/**
 * Live tables and rooms (under /wps/relay/): the live model list and the live chat launch of live casino tables that
 * have a chat (catalogue `hasChat`), and the room list of games that seat players in rooms (catalogue `hasRooms`),
 * where the player picks a room before the launch (launchGameCall's `roomId`).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { nodeId, platformLanguage } from './game';

/** A room id as the vendor names it, e.g. "R2". */
export const roomId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be 1-20 letters, digits, _ or -'));

export const liveModel = z.object({
  id: z.int(),
  name: z.string(),
  /** Same-origin image URL (a generated SVG on the reference platform). */
  avatarUrl: z.string(),
  online: z.boolean(),
});
export type LiveModel = z.infer<typeof liveModel>;

/** The hosts (models) of a live table, online ones first. A game without a chat is 404 not_found. */
export const liveModelListCall = defineCall({
  method: 'GET',
  path: '/wps/relay/liveModelList',
  auth: true,
  query: z.object({ nodeId, language: z.optional(platformLanguage) }),
  value: z.object({ nodeId: z.int(), models: z.array(liveModel) }),
});

/**
 * Opens the table's chat: a signed URL of the vendor's chat page for this member and table, valid until
 * `expiresAt` (30 minutes). A game without a chat is 404 not_found.
 */
export const liveChatLaunchCall = defineCall({
  method: 'POST',
  path: '/wps/relay/liveChatLaunch',
  auth: true,
  body: z.strictObject({ nodeId, language: z.optional(platformLanguage) }),
  value: z.object({ chatUrl: z.string(), expiresAt: z.string() }),
});

export const room = z.object({
  roomId,
  name: z.string(),
  /** Stakes in minor units of the merchant's currency. */
  minStake: z.int(),
  maxStake: z.int(),
  /** Players seated now (an open game page in the room) and the room's seats. */
  seated: z.int(),
  seats: z.int(),
});
export type Room = z.infer<typeof room>;

/** The rooms of a game that has rooms, lowest stakes first. A game without rooms is 404 not_found. */
export const roomListCall = defineCall({
  method: 'GET',
  path: '/wps/relay/roomList',
  auth: true,
  query: z.object({ nodeId }),
  value: z.object({ nodeId: z.int(), rooms: z.array(room) }),
});
