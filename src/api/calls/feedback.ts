/**
 * Feedback form: type codes, 20-200 characters, captcha required, and the bot check's proof of work as on sign-in and
 * registration (a captcha alone can be read by a script; the work is what prices each of its attempts).
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { botCheckField } from './session';

/** 0 other, 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply to be an agent. */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4, 6] as const;
export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;

export const feedbackBody = z.strictObject({
  content: z.string().check(z.trim(), z.minLength(FEEDBACK_MIN), z.maxLength(FEEDBACK_MAX)),
  sender: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  type: z.union(FEEDBACK_TYPES.map((t) => z.literal(t))),
  captcha: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  botCheck: botCheckField,
});

/**
 * Anyone may send feedback; a signed-in member's id is attached. The captcha is the one of GET /wps/captcha;
 * `botCheck` a solved challenge of GET /wps/system/botCheck.
 */
export const feedbackCall = defineCall({
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'optional',
  body: feedbackBody,
  value: z.null(),
});
