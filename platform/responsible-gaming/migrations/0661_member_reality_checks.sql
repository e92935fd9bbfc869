-- The reality check's interval a player chose (responsible-gaming/reality-check.ts); without a row the merchant's
-- default (tenant responsibleGaming.realityCheckMinutes) applies.
CREATE TABLE member_reality_checks (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  interval_minutes integer NOT NULL CHECK (interval_minutes > 0),
  updated_at timestamptz NOT NULL
);
