/**
 * The agent centre's member picker: the members directly under the signed-in agent, whose username or nickname
 * contains `search`, for a transfer or a contract offer. Only direct members are listed because only they may
 * receive either (platform/money/transfers.ts states the rule; an offer goes to a direct member too).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

/** Members one answer lists at most; a longer team is narrowed by typing. */
export const MEMBER_PICKER_LIMIT = 50;

export const pickableMember = z.object({
  username: z.string(),
  nickname: z.string(),
  isAgent: z.boolean(),
});
export type PickableMember = z.infer<typeof pickableMember>;

export const directMembersCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: true,
  query: z.object({ search: z.optional(z.string().check(z.trim(), z.maxLength(64))) }),
  value: z.object({
    rows: z.array(pickableMember).check(z.maxLength(MEMBER_PICKER_LIMIT)),
    /** Direct members matching the search, of which `rows` holds the first MEMBER_PICKER_LIMIT. */
    total: z.int().check(z.gte(0)),
  }),
});
