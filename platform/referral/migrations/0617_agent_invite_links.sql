-- Agent invite links (platform/referral/invite-links.ts): an agent's codes for the site's registration, each of a
-- kind — 'member' opens a player account under the agent, 'agent' a sub-agent of the agent's own type — with an
-- optional label. Codes share the merchant's code space with members' affiliate codes and named referral links.

CREATE TABLE agent_invite_links (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  agent_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('member', 'agent')),
  label text CHECK (label IS NULL OR char_length(label) BETWEEN 1 AND 40),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX agent_invite_links_code ON agent_invite_links (merchant_code, code);
CREATE INDEX agent_invite_links_agent ON agent_invite_links (agent_id, id);

-- The link a friend registered through, counted per link (null for every other code).
ALTER TABLE referrals ADD COLUMN invite_link_id bigint REFERENCES agent_invite_links (id);
CREATE INDEX referrals_invite_link ON referrals (invite_link_id) WHERE invite_link_id IS NOT NULL;
