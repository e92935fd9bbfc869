-- The game house in shards, so concurrent rounds do not queue on one row. Every studio or vendor round posts to the
-- merchant's game_house account, so one account row would serialise all rounds of a merchant on its row lock. A
-- merchant now has several game_house accounts told apart by `shard` (money-accounts.ts gameHouseAccount picks one
-- by member id); the house's total is the sum over its shards. Every other account keeps shard 0.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0);
ALTER TABLE ledger_accounts ADD CHECK (shard = 0 OR kind = 'game_house');
DROP INDEX ledger_accounts_owner;
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (merchant_code, kind, coalesce(member_id, 0), vendor, shard);
