/**
 * The first-login action (an account's first login triggers it; it answers the popups of execution F). The site calls
 * it once after a sign-in or registration whose login value says `firstTimeLogin`: the platform records that the
 * member's first-login flow ran (once per member, from that session) and answers what the site then shows, the
 * first-login popups (execution F) in the page's language.
 */
import { z } from 'zod/mini';
import { popup } from './content';
import { defineCall } from './define-call';
import { platformLanguage } from './games/game';

export const firstLoginCall = defineCall({
  method: 'POST',
  path: '/wps/member/firstLogin',
  auth: true,
  query: z.object({ language: z.optional(platformLanguage) }),
  body: z.strictObject({}),
  value: z.object({
    /**
     * True for the session whose first login this is (also when it asks again, e.g. after a reload); false
     * for any other session of the member, which then gets no popups.
     */
    firstLogin: z.boolean(),
    /** When the flow first ran (ISO 8601), or null when it never has for this member. */
    ranAt: z.nullable(z.string()),
    /** The first-login popups (execution F), in their order; none for agents. */
    popups: z.array(popup),
  }),
});
