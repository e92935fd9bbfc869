-- Team report sums, so a report over a large team stays fast (platform/agents/team-sums.ts reads them,
-- fold-team-sums.ts folds).
--
-- member_bet_hours: a member's bets summed per UTC hour of placed_at and game type, kept by a row trigger on
-- bets in the bet's own transaction. The trigger touches the member's own row only, so concurrent players never
-- wait on each other (an earlier design that also wrote every upline's row made a big team's rounds queue on
-- one row lock: it was rejected). `bet_rows` counts every row (any status, as a report's row count does); the
-- other sums count settled bets only. `folded_*` is what the fold has already added to the uplines' team rows;
-- `dirty` marks a row whose current sums differ (or may differ) from its folded ones.
CREATE TABLE member_bet_hours (
  member_id bigint NOT NULL REFERENCES members (id),
  -- start of the UTC hour of placed_at
  hour timestamptz NOT NULL,
  game_type text NOT NULL,
  merchant_code text NOT NULL,
  bet_rows bigint NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0,
  stake bigint NOT NULL DEFAULT 0,
  valid_bet bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  folded_bet_rows bigint NOT NULL DEFAULT 0,
  folded_bets bigint NOT NULL DEFAULT 0,
  folded_stake bigint NOT NULL DEFAULT 0,
  folded_valid_bet bigint NOT NULL DEFAULT 0,
  folded_win bigint NOT NULL DEFAULT 0,
  dirty boolean NOT NULL DEFAULT true,
  PRIMARY KEY (member_id, hour, game_type)
);
-- The rows not folded yet: few (what arrived since the last fold), read by the fold and by every report.
CREATE INDEX member_bet_hours_dirty ON member_bet_hours (hour, member_id) WHERE dirty;

-- team_bet_hours: per agent, the folded sums of their whole downline (the agent's own bets left out), per UTC
-- hour and game type. Written only by the fold (a job), never on a bet's path.
CREATE TABLE team_bet_hours (
  agent_id bigint NOT NULL REFERENCES members (id),
  hour timestamptz NOT NULL,
  game_type text NOT NULL,
  bet_rows bigint NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0,
  stake bigint NOT NULL DEFAULT 0,
  valid_bet bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, hour, game_type)
);

-- Adds NEW's contribution and takes OLD's away, on the member's own hour row. A settled bet counts in the sums;
-- every bet counts in bet_rows. date_trunc with 'UTC' so the hour does not depend on the session's time zone.
CREATE FUNCTION member_bet_hours_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO member_bet_hours AS h (member_id, hour, game_type, merchant_code, bet_rows, bets, stake, valid_bet, win)
    VALUES (OLD.member_id, date_trunc('hour', OLD.placed_at, 'UTC'), OLD.game_type, OLD.merchant_code, -1,
      CASE WHEN OLD.status = 'settled' THEN -1 ELSE 0 END,
      CASE WHEN OLD.status = 'settled' THEN -OLD.stake ELSE 0 END,
      CASE WHEN OLD.status = 'settled' THEN -OLD.valid_bet ELSE 0 END,
      CASE WHEN OLD.status = 'settled' THEN -OLD.win ELSE 0 END)
    ON CONFLICT (member_id, hour, game_type) DO UPDATE SET bet_rows = h.bet_rows + excluded.bet_rows,
      bets = h.bets + excluded.bets, stake = h.stake + excluded.stake, valid_bet = h.valid_bet + excluded.valid_bet,
      win = h.win + excluded.win, dirty = true;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO member_bet_hours AS h (member_id, hour, game_type, merchant_code, bet_rows, bets, stake, valid_bet, win)
    VALUES (NEW.member_id, date_trunc('hour', NEW.placed_at, 'UTC'), NEW.game_type, NEW.merchant_code, 1,
      CASE WHEN NEW.status = 'settled' THEN 1 ELSE 0 END,
      CASE WHEN NEW.status = 'settled' THEN NEW.stake ELSE 0 END,
      CASE WHEN NEW.status = 'settled' THEN NEW.valid_bet ELSE 0 END,
      CASE WHEN NEW.status = 'settled' THEN NEW.win ELSE 0 END)
    ON CONFLICT (member_id, hour, game_type) DO UPDATE SET bet_rows = h.bet_rows + excluded.bet_rows,
      bets = h.bets + excluded.bets, stake = h.stake + excluded.stake, valid_bet = h.valid_bet + excluded.valid_bet,
      win = h.win + excluded.win, dirty = true;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bets_member_hours AFTER INSERT OR DELETE ON bets
  FOR EACH ROW EXECUTE FUNCTION member_bet_hours_track();
-- An update counts only when it changes what is summed (a vendor settling or rolling back a round).
CREATE TRIGGER bets_member_hours_update
  AFTER UPDATE OF status, stake, valid_bet, win, member_id, placed_at, game_type ON bets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.stake <> NEW.stake
    OR OLD.valid_bet <> NEW.valid_bet OR OLD.win <> NEW.win OR OLD.member_id <> NEW.member_id
    OR OLD.placed_at <> NEW.placed_at OR OLD.game_type <> NEW.game_type)
  EXECUTE FUNCTION member_bet_hours_track();

-- The bets written before this migration, as dirty rows: the first fold adds them to the uplines.
INSERT INTO member_bet_hours (member_id, hour, game_type, merchant_code, bet_rows, bets, stake, valid_bet, win)
SELECT member_id, date_trunc('hour', placed_at, 'UTC'), game_type, min(merchant_code), count(*),
  count(*) FILTER (WHERE status = 'settled'), coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0),
  coalesce(sum(valid_bet) FILTER (WHERE status = 'settled'), 0), coalesce(sum(win) FILTER (WHERE status = 'settled'), 0)
FROM bets GROUP BY 1, 2, 3;
