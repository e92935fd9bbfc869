-- Messaging ids of the security centre's contacts (platform/security-centre/contacts.ts): the spec's QQ, WhatsApp,
-- Facebook, Telegram, Zalo, Line ID, WeChat and Skype. The nickname stays members.nickname, which every session reads.
-- NULL: not given. Which ids a merchant asks for is tenant data, so a column is kept even while no merchant shows it.
CREATE TABLE member_contacts (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  qq text,
  whatsapp text,
  facebook text,
  telegram text,
  zalo text,
  line text,
  wechat text,
  skype text,
  updated_at timestamptz NOT NULL
);
