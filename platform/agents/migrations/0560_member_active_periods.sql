-- Which members placed a settled bet in each local day and month of their merchant, kept as they bet so the team
-- overview's active members need not scan a team's bets (platform/agents/active-members.ts reads them).
--
-- A distinct count is not a sum, so the hour sums of migration 0520 cannot give it: until now it was read from
-- the bets, two days of a 10,000-member team's bets plus one index probe per member and month (about 70 ms on the
-- bench). Here each member has one row per local day and month they played, with their settled bets in it, kept
-- by a row trigger on bets in the bet's own transaction (the member's own rows only, as 0520). A period's active
-- members are then the team's rows of that day or month with bets > 0: at most one row per member.

-- The merchant's time zone (tenant `timeZone`; platform/merchants/seed-merchants.ts keeps it equal to the tenant
-- file), so the database knows where a merchant's day starts: Yangon's at :30 UTC.
ALTER TABLE merchant_state ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';

CREATE TABLE member_active_periods (
  member_id bigint NOT NULL REFERENCES members (id),
  -- 'day' or 'month', in the merchant's time zone (platform/core/merchant-periods.ts)
  period text NOT NULL CHECK (period IN ('day', 'month')),
  -- the local date the period starts on: a Period's key
  start date NOT NULL,
  -- settled bets placed in the period: the member was active in it when above 0
  bets bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (period, start, member_id)
);

-- Adds NEW's settled bet to its member's day and month and takes OLD's away. Bets of any other status change
-- nothing.
CREATE FUNCTION member_active_periods_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  at_local timestamp;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'settled' THEN
    SELECT time_zone INTO zone FROM merchant_state WHERE merchant_code = OLD.merchant_code;
    at_local := OLD.placed_at AT TIME ZONE coalesce(zone, 'UTC');
    INSERT INTO member_active_periods AS a (member_id, period, start, bets)
    VALUES (OLD.member_id, 'day', at_local::date, -1), (OLD.member_id, 'month', date_trunc('month', at_local)::date, -1)
    ON CONFLICT (period, start, member_id) DO UPDATE SET bets = a.bets + excluded.bets;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'settled' THEN
    SELECT time_zone INTO zone FROM merchant_state WHERE merchant_code = NEW.merchant_code;
    at_local := NEW.placed_at AT TIME ZONE coalesce(zone, 'UTC');
    INSERT INTO member_active_periods AS a (member_id, period, start, bets)
    VALUES (NEW.member_id, 'day', at_local::date, 1), (NEW.member_id, 'month', date_trunc('month', at_local)::date, 1)
    ON CONFLICT (period, start, member_id) DO UPDATE SET bets = a.bets + excluded.bets;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bets_member_active AFTER INSERT OR DELETE ON bets
  FOR EACH ROW EXECUTE FUNCTION member_active_periods_track();
-- An update counts only when it changes whether or where a settled bet counts (a vendor settling or rolling back).
CREATE TRIGGER bets_member_active_update AFTER UPDATE OF status, member_id, placed_at ON bets
  FOR EACH ROW WHEN ((OLD.status = 'settled' OR NEW.status = 'settled') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.member_id <> NEW.member_id OR OLD.placed_at <> NEW.placed_at))
  EXECUTE FUNCTION member_active_periods_track();

-- A merchant's periods counted again from its bets when its time zone changes (a tenant file's new timeZone, or
-- the first start after this migration). The bets are locked against writes meanwhile, so no bet counts in both
-- the old and the new periods.
CREATE FUNCTION member_active_periods_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE bets IN SHARE MODE;
  DELETE FROM member_active_periods a USING members m
  WHERE m.id = a.member_id AND m.merchant_code = NEW.merchant_code;
  INSERT INTO member_active_periods (member_id, period, start, bets)
  SELECT b.member_id, p.period, p.start, count(*)
  FROM bets b
  CROSS JOIN LATERAL (VALUES ('day', (b.placed_at AT TIME ZONE NEW.time_zone)::date),
    ('month', date_trunc('month', b.placed_at AT TIME ZONE NEW.time_zone)::date)) AS p(period, start)
  WHERE b.merchant_code = NEW.merchant_code AND b.status = 'settled'
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;

CREATE TRIGGER merchant_state_time_zone AFTER UPDATE OF time_zone ON merchant_state
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION member_active_periods_recount();

-- The bets written before this migration, counted in UTC until the first start sets each merchant's time zone
-- (which counts them again).
INSERT INTO member_active_periods (member_id, period, start, bets)
SELECT b.member_id, p.period, p.start, count(*)
FROM bets b
CROSS JOIN LATERAL (VALUES ('day', (b.placed_at AT TIME ZONE 'UTC')::date),
  ('month', date_trunc('month', b.placed_at AT TIME ZONE 'UTC')::date)) AS p(period, start)
WHERE b.status = 'settled'
GROUP BY 1, 2, 3;
