-- Limits a player sets for themselves (responsible-gaming/limits.ts): one row per member and slot (a money kind and
-- its period, or the session time). `value` is the limit in force (minor units, or minutes for the session; NULL:
-- none); a raise or removal waits in next_value until next_at (the cooling-off), and is in force from then on
-- without a write. The stake, deposit and launch guards lock the member's rows (FOR UPDATE) before they count, so
-- two rounds at once cannot both pass a limit.
CREATE TABLE member_limits (
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  value bigint CHECK (value > 0),
  next_value bigint CHECK (next_value > 0),
  next_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (next_at IS NOT NULL OR next_value IS NULL)
);
