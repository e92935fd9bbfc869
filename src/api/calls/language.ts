/**
 * The language-change notification (payload: language): the site tells the platform the language a visitor switched to.
 * For a signed-in member the platform keeps it as the member's language (for what it sends later: messages, texts); for
 * a visitor it is only acknowledged.
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { platformLanguage } from './games/game';

export const languageChangeCall = defineCall({
  method: 'POST',
  path: '/wps/member/language',
  auth: 'optional',
  body: z.object({ language: platformLanguage }),
  value: z.object({
    language: platformLanguage,
    /** Whether it was kept as a member's language (false for a visitor). */
    saved: z.boolean(),
  }),
});
