-- The birth date an operator reads from an approved document is personal data: from now on it is stored sealed like
-- the documents (kyc/birth-date-seal.ts: AES-256-GCM under the documents' key, the submission's id as associated
-- data), in birth_date_sealed, never as a plain date.
--
-- SQL cannot seal (the key is not in the database), so this migration does the part SQL can, as 0711 does for the
-- operators' TOTP secrets: every row written from now on must leave the plain column empty (the CHECK, NOT VALID so
-- the rows written before do not stop the migration), and the kyc area seals those earlier rows at the next start,
-- before it serves anything, then validates the constraint (kyc/birth-date-seal.ts sealStoredBirthDates).
ALTER TABLE kyc_submissions ADD COLUMN birth_date_sealed text;
-- An approval needs the birth date, plain (rows not sealed yet) or sealed.
ALTER TABLE kyc_submissions DROP CONSTRAINT kyc_submissions_check2;
ALTER TABLE kyc_submissions ADD CONSTRAINT kyc_submissions_approved_birth_date
  CHECK (status <> 'approved' OR birth_date IS NOT NULL OR birth_date_sealed IS NOT NULL);
ALTER TABLE kyc_submissions ADD CONSTRAINT kyc_submissions_birth_date_sealed CHECK (birth_date IS NULL) NOT VALID;
COMMENT ON COLUMN kyc_submissions.birth_date IS 'empty: written before migration 0771 and sealed at the next start';
COMMENT ON COLUMN kyc_submissions.birth_date_sealed IS 'sealed (kyc/birth-date-seal.ts) under kyc-birth-date:<id>';
