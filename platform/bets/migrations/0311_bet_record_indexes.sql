-- Betting record and personal P&L (platform/bets): every query is one member over a range of at most 90 days.
-- One index keyed like the record's order (member, newest first) carries every column the counts, totals and
-- per-type P&L read, so those aggregate from the index alone (no table visits) whatever the game type / vendor
-- filter; a page of rows then visits the table for its 20 rows only. It has the same key as bets_member_time
-- (0300), which it replaces: one index fewer for every round to write.
CREATE INDEX bets_member_record ON bets (member_id, placed_at DESC, id DESC)
  INCLUDE (status, game_type, vendor, stake, valid_bet, win);
DROP INDEX bets_member_time;
