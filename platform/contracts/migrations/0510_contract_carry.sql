-- Dividends between contracts of different periods (contracts/cross-period.ts): what a dividend period could not
-- take off its upline's pay (the downline contracts' earnings passed down exceeded it) is carried to the
-- contract's next period, so over time the chain is never paid more than the upline's rate on the team's loss.
ALTER TABLE contract_settlements ADD COLUMN carried bigint NOT NULL DEFAULT 0 CHECK (carried >= 0);
