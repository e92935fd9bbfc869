/**
 * The member's studio rounds (newest first) and the verify call: it re-plays a round from its revealed server
 * seed, client seed and nonce and says whether that gives what was recorded. A round whose seed is still in
 * use answers seed_not_revealed; another member's round (or none) not_found.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { page, pagedOf, pageSize } from '../money/amounts';
import { roundOutcome, studioGame, studioRound } from './round';

export const roundIdField = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'a round id'));

export const studioRoundsCall = defineCall({
  method: 'GET',
  path: '/wps/studio/rounds',
  auth: true,
  query: z.object({ game: z.optional(studioGame), page, pageSize }),
  value: pagedOf(studioRound),
});

export const verifyRoundCall = defineCall({
  method: 'GET',
  path: '/wps/studio/rounds/verify',
  auth: true,
  query: z.object({ roundId: roundIdField }),
  value: z.object({
    round: studioRound,
    serverSeed: z.string(),
    /** The round played again from the revealed seed. */
    replayed: roundOutcome,
    /** sha256(serverSeed) equals the hash shown before play, and the replay equals the recorded outcome. */
    hashMatches: z.boolean(),
    outcomeMatches: z.boolean(),
  }),
});
