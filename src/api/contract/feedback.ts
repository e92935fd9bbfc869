/** Feedback form (spec §3, §5): type codes, 20-200 characters, captcha required. */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

/** 0 other, 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply to be an agent. */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4, 6] as const;
export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;

export const feedbackBody = z.strictObject({
  content: z.string().check(z.trim(), z.minLength(FEEDBACK_MIN), z.maxLength(FEEDBACK_MAX)),
  sender: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  type: z.union(FEEDBACK_TYPES.map((t) => z.literal(t))),
  captcha: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
});

/** Anyone may send feedback; a signed-in member's id is attached. The captcha is the one of GET /wps/captcha. */
export const feedbackCall = defineCall({
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'optional',
  body: feedbackBody,
  value: z.null(),
});
