-- The language a member last switched the site to (a language change on the site notifies the
-- platform). A platform code (BN, CN, EN, MY, UR); null until the member first switches.
ALTER TABLE members ADD COLUMN language text;
