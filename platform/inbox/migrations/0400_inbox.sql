-- The inbox (platform/inbox): platform messages to members, of three kinds. A message goes to one member
-- (member_id) or to every member of its merchant (member_id NULL: a broadcast, one row however many members it
-- reaches; it reaches the members who existed when it was sent). What a member did with a message (read it,
-- deleted it) is a row of inbox_states, written only when they do it, so a broadcast costs nothing per member
-- at send time.
CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('system', 'promotion', 'personal')),
  -- in the language the operator wrote first; `translations` holds the others
  title text NOT NULL,
  -- plain text or operator HTML (the sites sanitise it before rendering)
  content text NOT NULL,
  -- per site language code (bn, zh, en, my, ur): { "title": …, "content": … }
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  CHECK (kind <> 'personal' OR member_id IS NOT NULL)
);
CREATE INDEX inbox_messages_member ON inbox_messages (member_id, created_at DESC, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX inbox_messages_broadcast ON inbox_messages (merchant_code, created_at DESC, id DESC)
  WHERE member_id IS NULL;

CREATE TABLE inbox_states (
  member_id bigint NOT NULL REFERENCES members (id),
  message_id bigint NOT NULL REFERENCES inbox_messages (id),
  read_at timestamptz,
  -- deleted for this member only (soft): the message and everyone else's copy stay
  deleted_at timestamptz,
  PRIMARY KEY (member_id, message_id)
);

-- 0001's member_messages (one member each, no kind) move here as system messages, keeping their ids.
INSERT INTO inbox_messages (id, merchant_code, member_id, kind, title, content, created_at)
  SELECT mm.id, m.merchant_code, mm.member_id, 'system', mm.title, mm.content, mm.created_at
  FROM member_messages mm JOIN members m ON m.id = mm.member_id;
INSERT INTO inbox_states (member_id, message_id, read_at)
  SELECT member_id, id, read_at FROM member_messages WHERE read_at IS NOT NULL;
SELECT setval(pg_get_serial_sequence('inbox_messages', 'id'), coalesce(max(id), 0) + 1, false) FROM inbox_messages;
DROP TABLE member_messages;
