/**
 * The session event stream: one server-sent-events stream per signed-in tab (not an envelope call) that
 * carries every live change of the member's own state, so a page holds one connection however many things
 * it follows. Open it with `Authorization: Bearer <token>` (fetch streaming; EventSource cannot send the
 * header). Each event's data is JSON; the current value of each event arrives at once, the next after every
 * change, from any platform process. Comment lines keep the connection alive; a signed-out session's stream ends.
 *
 * - `balance` `{ balance }`: the main wallet in major units (2 decimals), after every movement;
 * - `unreadMessages` `{ count }`: the inbox's unread messages, after a message arrives (to the member or to
 *   the whole merchant) or is read or deleted in any tab. Trial users get none.
 * - `withdrawal` `{ withdrawal: { id, status } | null }`: a withdrawal of the member whose state changed (asked, paid
 *   or rejected by the operator, answered, settled as a case, counted as received); on opening, the newest one (null
 *   when there is none), so a page that missed a change while disconnected sees that its list is behind.
 * - `sessionLimit` `{ limit, endsAt, reached }`: the session time limit the player set for themselves (minutes, null for
 *   none) and when this session reaches it (ISO, counted from sign-in); sent on opening, after the player's limits
 *   change, and again at `endsAt` with `reached` true: the platform has then ended the session (the player reads the
 *   notice and is signed out). Trial users get none.
 * - `contracts`: the member's consolidated contract info (as the consolidated call answers it), after any contract
 *   the member is a side of is offered, answered, asked to end, ended or taken down the tree by another's end; the
 *   agent who offered hears the member's answer, the member the agent's offer. Trial users get none. Every event may
 *   mean a changed list: a page showing contracts reads them again.
 */
import { z } from 'zod/mini';
import { consolidatedValue } from './member';
import { WITHDRAWAL_STATUSES } from './money/withdrawals';

export const SESSION_EVENTS_PATH = '/wps/session/events';

export const SESSION_EVENTS = {
  balance: 'balance',
  unreadMessages: 'unreadMessages',
  withdrawal: 'withdrawal',
  sessionLimit: 'sessionLimit',
  contracts: 'contracts',
} as const;

export const balanceEventData = z.object({ balance: z.number() });
export const unreadMessagesEventData = z.object({ count: z.int().check(z.gte(0)) });
export const withdrawalEventData = z.object({
  withdrawal: z.nullable(z.object({ id: z.int(), status: z.enum(WITHDRAWAL_STATUSES) })),
});
export type WithdrawalEventData = z.infer<typeof withdrawalEventData>;
export const sessionLimitEventData = z.object({
  limit: z.nullable(z.number()),
  endsAt: z.nullable(z.string()),
  reached: z.boolean(),
});
export type SessionLimitEventData = z.infer<typeof sessionLimitEventData>;
export const contractsEventData = consolidatedValue;
