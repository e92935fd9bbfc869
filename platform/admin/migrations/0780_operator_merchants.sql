-- An operator's merchant scope: the merchant codes whose content they may edit in the marketing CMS (scripts/lib/cms).
-- NULL is every merchant (the admins always, and anyone an admin left unscoped); an admin sets it on the console's
-- operator management.
ALTER TABLE operators ADD COLUMN merchants text[];
ALTER TABLE operators ADD CONSTRAINT operators_merchants_not_empty
  CHECK (merchants IS NULL OR cardinality(merchants) > 0);
ALTER TABLE operators ADD CONSTRAINT operators_admin_unscoped CHECK (role <> 'admin' OR merchants IS NULL);
