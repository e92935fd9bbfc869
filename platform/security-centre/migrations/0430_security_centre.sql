-- Security centre (platform/security-centre): bound mobile number and e-mail, and the profile fields a merchant
-- asks for.
--
-- A binding is confirmed by a one-time code sent to the number or address; once confirmed it is final, never
-- changed or unlinked: the bind is one conditional UPDATE
-- (`... WHERE mobile_bound_at IS NULL`), so two binds at the same moment cannot both win. A number is unique per
-- merchant already (members_mobile); a bound e-mail becomes unique per merchant below, so the index, not a read
-- before the write, refuses a number or address another member holds.
ALTER TABLE members ADD COLUMN mobile_bound_at timestamptz;
ALTER TABLE members ADD COLUMN email_bound_at timestamptz;
CREATE UNIQUE INDEX members_email_bound ON members (merchant_code, lower(email)) WHERE email_bound_at IS NOT NULL;

-- Profile fields beyond the real name (members.payee_name, also filled by registration). Which fields a merchant
-- shows and requires is tenant data (tenants/*.json `profile`); identity facts (birthday, ID number) are set once
-- by the player, like the real name.
CREATE TABLE member_profiles (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  birthday date,
  id_number text,
  nationality text,
  place_of_birth text,
  address text,
  occupation text,
  income_source text,
  updated_at timestamptz NOT NULL
);
