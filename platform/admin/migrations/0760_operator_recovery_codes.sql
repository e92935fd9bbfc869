-- Operators' recovery codes: shown once when an admin creates an operator or resets their credentials, for the day
-- the operator's phone is lost. Only the SHA-256 of the operator and the code is kept (security/recovery-codes.ts);
-- each signs in once (used_at), and a reset replaces the whole set.
CREATE TABLE operator_recovery_codes (
  operator_id integer NOT NULL REFERENCES operators (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (operator_id, code_hash)
);
