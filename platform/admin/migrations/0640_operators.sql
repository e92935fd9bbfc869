-- Operators as people: the console's accounts, their sessions, and the append-only audit of every
-- operator action and setting change. The admin token (PLATFORM_ADMIN_TOKEN) stays for automation and is audited
-- as the actor 'api-token'.

CREATE TABLE operators (
  id serial PRIMARY KEY,
  -- Lower case, 3-32 of a-z 0-9 . _ - (admin/operators.ts OPERATOR_USERNAME); unique as typed.
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  -- Base32 TOTP secret (RFC 6238, 30 s, 6 digits, SHA-1: what every authenticator app reads from the QR code).
  totp_secret text NOT NULL,
  -- The 30 s step of the last code accepted: a code is good once (RFC 6238 5.2), a replay within its step is refused.
  totp_last_step bigint,
  role text NOT NULL CHECK (role IN ('reviewer', 'finance', 'marketing', 'admin')),
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Like members' sessions: only the SHA-256 of the random cookie value is kept; revoked at sign-out, on disable and
-- on a reset of the operator's password and second factor.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- The operator who acted (null for the admin token); actor is its name as it was then, or 'api-token'.
  operator_id integer REFERENCES operators (id),
  actor text NOT NULL,
  action text NOT NULL,
  -- What was acted on, e.g. 'deposit:42', 'merchant:SHAPLA_BD', 'operator:alice'.
  target text NOT NULL,
  merchant_code text,
  reason text,
  before jsonb,
  after jsonb,
  ip text NOT NULL
);
CREATE INDEX operator_audit_at ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_actor ON operator_audit (actor, at DESC);
CREATE INDEX operator_audit_action ON operator_audit (action, at DESC);

-- Append-only in the database itself, not only in the product: no route updates or deletes a row, and this refuses
-- it to every SQL client too (only an owner who drops the trigger could).
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER operator_audit_no_update_or_delete BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
