/**
 * An agent's invite links (agent_invite_links): listing them with the accounts each brought, and creating one.
 * Every query is keyed by the agent's id, so an agent reaches only their own links. At most MAX_INVITE_LINKS per
 * agent, checked with the agent's row locked so concurrent creations queue and the limit holds. Registration
 * resolves a link's code (codes.ts): the new account's upline is the agent and its type follows the link's kind.
 */
import { type InviteLink, type InviteLinkKind, MAX_INVITE_LINKS } from '../../src/api/calls/agents/invite-links';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { freeCode, LINK_CODE_LENGTH } from './codes';

interface InviteLinkRow {
  id: number;
  kind: InviteLinkKind;
  label: string | null;
  code: string;
  created_at: Date;
  sign_ups: number;
}

const linkOut = (row: InviteLinkRow): InviteLink => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  code: row.code,
  createdAt: row.created_at.toISOString(),
  signUps: row.sign_ups,
});

/** The agent's links, newest first, each with its sign-ups. */
export async function agentInviteLinks(db: Database, agentId: number): Promise<InviteLink[]> {
  const rows = await db.query<InviteLinkRow>(
    `SELECT l.id, l.kind, l.label, l.code, l.created_at,
            (SELECT count(*) FROM referrals r WHERE r.invite_link_id = l.id)::bigint AS sign_ups
     FROM agent_invite_links l WHERE l.agent_id = $1 ORDER BY l.id DESC`,
    [agentId],
  );
  return rows.map(linkOut);
}

/** Creates a link of `kind` with a fresh code; 409 invite_link_limit when the agent keeps the most links. */
export function createInviteLink(
  db: Database,
  merchant: Merchant,
  agentId: number,
  kind: InviteLinkKind,
  label: string | undefined,
  now: Date,
): Promise<InviteLink> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [agentId]);
    const [held] = await tx.query<{ n: number }>(
      'SELECT count(*)::bigint AS n FROM agent_invite_links WHERE agent_id = $1',
      [agentId],
    );
    if ((held?.n ?? 0) >= MAX_INVITE_LINKS) {
      throw new PlatformError(409, 'invite_link_limit', `at most ${MAX_INVITE_LINKS} invite links`);
    }
    const code = await freeCode(tx, merchant.code, LINK_CODE_LENGTH);
    const [row] = await tx.query<InviteLinkRow>(
      `INSERT INTO agent_invite_links (merchant_code, agent_id, kind, label, code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, kind, label, code, created_at, 0::bigint AS sign_ups`,
      [merchant.code, agentId, kind, label || null, code, now],
    );
    return linkOut(row as InviteLinkRow);
  });
}
