-- Game tickets: bound to the session that launched them, and one-time — the first visit
-- claims a seat (hash of the HttpOnly cookie it gets); reloads need that cookie.
ALTER TABLE game_launch ADD COLUMN session_id text;
ALTER TABLE game_launch ADD COLUMN seat_hash text;
