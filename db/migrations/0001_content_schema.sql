-- Content tables for every entity of SPEC §3. Every content record exists per
-- language (lang = 'en' | 'km'), except photos. Lists the spec models as nested
-- values are JSONB; lists that are ordered or looked up are rows with `orders`.
-- Slugs are stored as plain paths ("/corporate/fire"); the spec's "?l=km" suffix
-- is understood by the SQL functions, not stored (docs/decisions/0003).

create domain content_lang as text check (value in ('en', 'km'));

-- Site-wide identity: the company's names and logos are content, not code.
create table site (
  lang content_lang primary key,
  company_name text not null,          -- "… General Insurance": suffix of every document title
  short_name text not null,
  meta_description text not null,
  logo_light text not null,            -- logo for the light theme
  logo_white text not null             -- logo for the dark theme
);

-- Navigation tree (get_menus). Top-level items have parent_slug null.
create table menu_items (
  id serial primary key,
  lang content_lang not null,
  slug text not null,
  parent_slug text,
  title text not null,
  icon text,
  short_description text,
  orders int not null default 0,
  unique (lang, slug),
  foreign key (lang, parent_slug) references menu_items (lang, slug) on update cascade on delete cascade
);
create index menu_items_parent on menu_items (lang, parent_slug, orders);

create table footers (
  lang content_lang primary key,
  facebook text,
  linkedin text,
  youtube text,
  solutions jsonb not null,            -- {title, items:[{label, slug}]}
  supports jsonb not null,
  company jsonb not null,
  copyright text not null
);

-- Listing pages (/corporate, /personal): their children are the menu_items under the same slug.
create table view_menus (
  id serial primary key,
  lang content_lang not null,
  slug text not null,
  title text not null,
  description text not null,
  image text not null,
  unique (lang, slug)
);

-- Product detail pages (/corporate/{slug}, /personal/{slug}).
create table menus (
  id serial primary key,
  lang content_lang not null,
  slug text not null,
  title text not null,
  title2 text,                         -- null → "Product Related"
  description jsonb not null,          -- ["paragraph", …]
  qaas jsonb not null,                 -- [{id, question, answer:{type:'text'|'list'|'listi', data}}]
  quotation_url text,                  -- personal products only: the download-quotation button
  unique (lang, slug)
);

create table menu_images (
  id serial primary key,
  lang content_lang not null,
  menu_slug text not null,
  src text not null,
  alt text not null,
  orders int not null,
  unique (lang, menu_slug, orders),
  foreign key (lang, menu_slug) references menus (lang, slug) on update cascade on delete cascade
);

create table home (
  id serial primary key,
  lang content_lang not null unique,
  images jsonb not null,               -- first slider: [{src, alt, width, height, href?}]
  images2 jsonb not null,              -- second slider (with dots)
  corporate_title text not null,
  corporate_description text not null,
  personal_title text not null,
  personal_description text not null,
  why_title text not null,
  why_image text not null,
  why_description jsonb not null,      -- {content, list:[…]}
  testimonails jsonb not null          -- (sic, as the spec) [{img, description, name, position}]
);

create table careers (
  lang content_lang primary key,
  image1 text not null,
  "values" jsonb not null,             -- {title, items:[{title, description}]}
  benefits jsonb not null,             -- {title, items:[{title, description}]}
  subtitle text not null
);

create table career_details (
  id serial primary key,
  lang content_lang not null,
  slug text not null,
  position text not null,
  department text not null,
  type text not null,
  close_date date not null,
  location text not null,
  orders int not null default 0,
  description jsonb not null,          -- ["paragraph", …]
  responsibilities jsonb not null,     -- {title, data:[…]}
  requirements jsonb not null,         -- {title, data:[…]}
  note text not null,
  email text not null,
  metadata jsonb not null default '{}', -- {reportTo?:{label, value}}
  unique (lang, slug)
);

create table claims (
  lang content_lang primary key,
  image1 text not null,
  title text not null,
  description text not null,
  medical jsonb not null,              -- {title, email, helpline, tel:{label,value}, cf1:{title,label,url}, cf2?}
  property jsonb not null,
  motor_vehicle jsonb not null,
  travel_other jsonb not null
);

create table clinics (
  lang content_lang primary key,
  image1 text not null,
  title text not null,
  subtitle text not null,
  subtitle1 text not null,
  qaa jsonb not null                   -- [{label, description:{content, list?:[…]}}]
);

create table clinic_panel (
  id serial primary key,
  lang content_lang not null,
  title text not null,
  lat double precision not null,
  lng double precision not null,
  description text,
  map_link text,
  orders int not null,
  unique (lang, orders)
);

create table garages (
  lang content_lang primary key,
  image1 text not null,
  title text not null,
  subtitle text not null,
  subtitle1 text not null,
  qaa jsonb not null
);

create table garage_panel (
  id serial primary key,
  lang content_lang not null,
  title text not null,
  lat double precision not null,
  lng double precision not null,
  description text,
  map_link text,
  orders int not null,
  unique (lang, orders)
);

create table complaint (
  lang content_lang primary key,
  image1 text not null,
  image2 text not null,
  title text not null,
  description text not null,
  title1 text not null,
  description1 text not null,
  title2 text not null,
  description2 text not null,
  email text not null,
  phone text not null,
  phone2 text not null,
  download_form_text text not null,
  category1 text not null,
  category2 text not null,
  form_type1 text not null,
  form_type2 text not null,
  english text not null,
  khmer text not null,
  form1_url text, form2_url text, form3_url text, form4_url text,
  kh_form1_url text, kh_form2_url text, kh_form3_url text, kh_form4_url text,
  send_us_a_message text not null,
  name_label text not null,
  email_label text not null,
  phone_number_label text not null,
  company_name_label text not null,
  upload_label text not null,
  your_message_label text not null,
  button_label text not null
);

create table contacts (
  lang content_lang primary key,
  title text not null,
  description text not null,
  image1 text not null,
  address jsonb not null               -- [{label, address, phone, email?}]
);

create table csrs (
  lang content_lang primary key,
  title text not null,
  description text not null,
  image1 text not null
);

create table csr_details (
  id serial primary key,
  lang content_lang not null,
  title text not null,
  src text not null,
  width int not null,
  height int not null,
  orders int not null,
  unique (lang, orders)
);

create table faqs (
  lang content_lang primary key,
  title1 text not null,
  subtitle text not null,
  image1 text not null
);

create table faq_details (
  id serial primary key,
  lang content_lang not null,
  question text not null,
  answer text not null,
  orders int not null,
  unique (lang, orders)
);

create table profiles (
  id serial primary key,
  handle text not null unique,
  display_name text not null,
  avatar_url text
);

create table newsletters (
  lang content_lang primary key,
  title text not null,
  description text not null,
  image1 text not null
);

create table newsletter_details (
  id serial primary key,
  lang content_lang not null,
  slug text not null,
  title text not null,
  category text not null,
  excerpt text not null,
  description jsonb not null,          -- [{type:'text'|'list', data}]
  image1 text not null,
  created_at timestamptz not null,
  attachfile jsonb,                    -- {title, url}
  author_handle text references profiles (handle) on update cascade,
  unique (lang, slug)
);

-- Photos exist in English only (SPEC §3).
create table photos (
  id int primary key check (id = 1),
  image1 text not null
);

create table photo_details (
  id serial primary key,
  title text not null,
  src text not null unique,
  width int not null,
  height int not null,
  created_at timestamptz not null
);

create table teams (
  lang content_lang primary key,
  title text not null,
  description text not null,
  image1 text not null
);

create table members (
  id serial primary key,
  lang content_lang not null,
  name text not null,
  position text not null,
  image text not null,
  bio text not null,
  orders int not null,
  unique (lang, orders)
);

create table videos (
  lang content_lang primary key,
  title text not null,
  description text not null,
  image1 text not null
);

create table video_details (
  id serial primary key,
  lang content_lang not null,
  youtube_id text,
  youtube_title text not null,
  orders int not null,
  unique (lang, orders)
);

create table clients (
  id serial primary key,
  lang content_lang not null,
  image text not null,
  alt text not null,
  href text,
  orders int not null,
  unique (lang, orders)
);

create table visions (
  lang content_lang primary key,
  title text not null,
  image1 text not null,
  description jsonb not null,          -- ["paragraph", …]
  vmc jsonb not null                   -- [{label, description, list:[{label, description}]}]
);
