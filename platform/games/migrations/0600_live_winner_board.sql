-- Live wins join the seeded winners on the home's boards: a round's win is listed once (its vendor and round id;
-- the seeded rows have neither), and the jackpot board reads the newest wins as well as the biggest.
ALTER TABLE game_winner ADD COLUMN vendor text;
ALTER TABLE game_winner ADD COLUMN round_id text;
CREATE UNIQUE INDEX game_winner_round ON game_winner (vendor, round_id) WHERE round_id IS NOT NULL;
CREATE INDEX game_winner_recent_idx ON game_winner (merchant_code, won_at DESC, id);
