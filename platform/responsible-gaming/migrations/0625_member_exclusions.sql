-- A member's time-out or self-exclusion (responsible-gaming/). One row per member: a new break replaces one that has
-- ended. Sessions (accounts/sessions.ts) and sign-in read ends_at to refuse play and new sign-ins until then.
CREATE TABLE member_exclusions (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
  period text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- Set when the operator moved the end later (the only change allowed while it runs).
  extended_at timestamptz
);
