-- Content area: banners, announcements (player PL and promotion PR) with images, popups, notices, help centre.
-- Rows are per merchant and per site language (bn, zh, en, my, ur). HTML columns hold operator input as
-- given; the site sanitises it before rendering.

CREATE TABLE banner (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  language text NOT NULL,
  group_code text NOT NULL CHECK (group_code IN ('w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu')),
  title text NOT NULL,
  image_url text NOT NULL,
  linkage_type text NOT NULL CHECK (linkage_type IN ('NONE', 'URL', 'PROMOTION', 'GAME')),
  linkage_url text,
  sort_order integer NOT NULL
);
CREATE INDEX banner_lookup_idx ON banner (merchant_code, language, group_code, sort_order);

CREATE TABLE announcement (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  language text NOT NULL,
  type text NOT NULL CHECK (type IN ('PL', 'PR')),
  title text NOT NULL,
  content text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE INDEX announcement_lookup_idx ON announcement (merchant_code, language, type, published_at DESC, id DESC);

CREATE TABLE announcement_image (
  announcement_id integer NOT NULL REFERENCES announcement ON DELETE CASCADE,
  sequence integer NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (announcement_id, sequence)
);

CREATE TABLE popup (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  language text NOT NULL,
  execution text NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  title text NOT NULL,
  content text NOT NULL,
  sort_order integer NOT NULL
);
CREATE INDEX popup_lookup_idx ON popup (merchant_code, language, execution, sort_order);

CREATE TABLE notice (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  language text NOT NULL,
  content text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE INDEX notice_lookup_idx ON notice (merchant_code, language, published_at DESC, id DESC);

CREATE TABLE help_section (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  language text NOT NULL,
  code text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort_order integer NOT NULL,
  UNIQUE (merchant_code, language, code)
);
