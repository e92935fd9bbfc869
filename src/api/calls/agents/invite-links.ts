/**
 * The agent's invite links (agent centre, registerCenter): each link is a code the site's registration takes
 * (`/register/?referralCode=CODE`) of one kind — `member` opens a player account under the agent, `agent` a
 * sub-agent account of the agent's own type under the agent — with an optional label. Sign-ups through a link
 * are counted per link. The links resolve at every merchant, with or without the referral promotion, as an
 * agent's own affiliate code does.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { referralCode } from '../referral/referral';

/** Links one agent may keep. */
export const MAX_INVITE_LINKS = 50;
/** Longest label, in characters. */
export const MAX_INVITE_LINK_LABEL = 40;

export const INVITE_LINK_KINDS = ['member', 'agent'] as const;
export const inviteLinkKind = z.enum(INVITE_LINK_KINDS);
export type InviteLinkKind = z.infer<typeof inviteLinkKind>;

export const inviteLink = z.object({
  id: z.int().check(z.positive()),
  kind: inviteLinkKind,
  label: z.nullable(z.string()),
  code: referralCode,
  createdAt: z.string(),
  /** Accounts registered through this link. */
  signUps: z.int().check(z.gte(0)),
});
export type InviteLink = z.infer<typeof inviteLink>;

export const inviteLinksCall = defineCall({
  method: 'GET',
  path: '/wps/agent/inviteLinks',
  auth: true,
  value: z.object({ links: z.array(inviteLink).check(z.maxLength(MAX_INVITE_LINKS)) }),
});

/** Creates a link; 409 invite_link_limit when the agent already keeps MAX_INVITE_LINKS. */
export const inviteLinkCreateCall = defineCall({
  method: 'POST',
  path: '/wps/agent/inviteLinks',
  auth: true,
  body: z.strictObject({
    kind: inviteLinkKind,
    label: z.optional(z.string().check(z.trim(), z.maxLength(MAX_INVITE_LINK_LABEL))),
  }),
  value: inviteLink,
});
