-- Sign-in history (the login-info call; the security centre's list of recent sign-ins): one row per session
-- opened, whatever the path (password, SMS, second factor, registration, password reset, sign-in link), with
-- the address and a short description of the device. Only the newest SIGN_INS_KEPT rows per member are kept.
CREATE TABLE sign_ins (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  signed_in_at timestamptz NOT NULL,
  ip text NOT NULL,
  -- e.g. "Chrome 131 · Android · mobile"; '' when the client sent no user agent
  device text NOT NULL DEFAULT ''
);
CREATE INDEX sign_ins_member ON sign_ins (member_id, signed_in_at DESC, id DESC);
