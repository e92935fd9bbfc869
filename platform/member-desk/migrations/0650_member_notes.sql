-- Operators' notes on a member (the console's member page): what one operator wants the next to know ("called about
-- deposit 42, sent the receipt again"). Append-only like the audit log: a note is never edited or removed, a
-- correction is a new note. Each note is in the audit log too (member.note).
CREATE TABLE member_notes (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  at timestamptz NOT NULL,
  -- The operator's username as it was then, or 'api-token'.
  author text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000)
);
CREATE INDEX member_notes_member ON member_notes (member_id, at DESC, id DESC);

CREATE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER member_notes_no_update_or_delete BEFORE UPDATE OR DELETE ON member_notes
  FOR EACH ROW EXECUTE FUNCTION member_notes_append_only();
CREATE TRIGGER member_notes_no_truncate BEFORE TRUNCATE ON member_notes
  FOR EACH STATEMENT EXECUTE FUNCTION member_notes_append_only();
