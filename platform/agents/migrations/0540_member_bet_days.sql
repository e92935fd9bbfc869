-- Per-member day sums, so a team report need not read every bet (platform/agents/member-sums.ts reads them,
-- fold-team-sums.ts folds).
--
-- The downline-loss report sums each member of a team over a range. From raw bets that is every settled bet of
-- a 10,000-member team in the week; from member_bet_hours one row per member and hour played. member_bet_days
-- holds the folded part of a member's hour rows per UTC day and game type: a week is at most seven rows per member
-- and game type, whatever they played. UTC days, because hour rows are UTC hours: a merchant's local day is made of
-- whole UTC days, whole hours at its edges (member_bet_hours) and, in a half-hour time zone, raw bets for the
-- half hours at both ends. Written only by the fold (a job), in the transaction that marks the hour rows folded,
-- so a day row plus the hour rows still dirty in that day is always the exact sum.
CREATE TABLE member_bet_days (
  member_id bigint NOT NULL REFERENCES members (id),
  -- start of the UTC day
  day timestamptz NOT NULL,
  game_type text NOT NULL,
  bet_rows bigint NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0,
  stake bigint NOT NULL DEFAULT 0,
  valid_bet bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, game_type)
);

-- What the fold has already folded, as day rows: together with the dirty hour rows it is every bet so far.
INSERT INTO member_bet_days (member_id, day, game_type, bet_rows, bets, stake, valid_bet, win)
SELECT member_id, date_trunc('day', hour, 'UTC'), game_type, sum(folded_bet_rows), sum(folded_bets),
  sum(folded_stake), sum(folded_valid_bet), sum(folded_win)
FROM member_bet_hours GROUP BY 1, 2, 3;

-- The reads of member-sums.ts by time: the day rows of a range, and the hour rows at its edges (less than a day at
-- each end), joined to a team's ids. Without them each read scans every row of both tables.
CREATE INDEX member_bet_days_day ON member_bet_days (day);
CREATE INDEX member_bet_hours_hour ON member_bet_hours (hour);
