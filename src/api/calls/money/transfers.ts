/** Transfers: a member to their own upline (transferUpline), an agent to their own downline. */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { amount, idempotencyKey, paymentPassword } from './amounts';

const username = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const transferResult = z.object({ recipient: z.string(), balance: z.int() });

/** The member's upline, if they have one (the transferUpline page shows whom the money goes to). */
export const uplineCall = defineCall({
  method: 'GET',
  path: '/wps/member/upline',
  auth: true,
  value: z.object({ upline: z.nullable(z.object({ username: z.string(), nickname: z.string() })) }),
});

export const transferUplineCall = defineCall({
  method: 'POST',
  path: '/wps/member/transferUpline',
  auth: true,
  body: z.strictObject({ uplineUsername: username, amount, paymentPassword, idempotencyKey }),
  value: transferResult,
});

export const transferDownlineCall = defineCall({
  method: 'POST',
  path: '/wps/agent/transferDownline',
  auth: true,
  body: z.strictObject({ downlineUsername: username, amount, paymentPassword, idempotencyKey }),
  value: transferResult,
});
