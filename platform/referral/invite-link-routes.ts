/**
 * The agent's invite links (/wps/agent/inviteLinks): under /wps/agent/, so only agents make these calls
 * (http/audience.ts). They work at every merchant, with or without the referral promotion, as an agent's own
 * affiliate code does.
 */
import { inviteLinkCreateCall, inviteLinksCall } from '../../src/api/calls/agents/invite-links';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { agentInviteLinks, createInviteLink } from './invite-links';

export function registerInviteLinkRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(inviteLinksCall, async ({ requireMember }) => ({
    links: await agentInviteLinks(db, requireMember().id),
  }));

  router.route(inviteLinkCreateCall, ({ merchant, body, requireMember }) =>
    createInviteLink(db, merchant, requireMember().id, body.kind, body.label, clock()),
  );
}
