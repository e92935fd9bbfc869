-- The language a member last switched the site to (spec §4 language change: the site notifies the
-- platform). A platform code (BN, CN, EN, MY, UR); null until the member first switches.
ALTER TABLE members ADD COLUMN language text;
