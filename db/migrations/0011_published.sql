-- Unpublished items (issue 23): the items that are lists on the site can be kept from visitors
-- until both their languages are ready. A row is published or not per language; the editor
-- publishes a record's two rows together. Existing rows stay published. Visitors' reads (the
-- functions below and app/content/*.server.ts) leave unpublished rows out; a signed-in editor's
-- preview (app/content/preview.server.ts) includes them. docs/decisions/0025-unpublished-items.md.
--
-- A product is its `menus` row: its entry in the menus (menu_items, same lang and slug) goes
-- with it, so one flag hides the page, its card in listings, menus and the home page, and its
-- place among related products.

alter table menus add column published boolean not null default true;
alter table career_details add column published boolean not null default true;
alter table newsletter_details add column published boolean not null default true;
alter table clinic_panel add column published boolean not null default true;
alter table garage_panel add column published boolean not null default true;
alter table members add column published boolean not null default true;
alter table photo_details add column published boolean not null default true;
alter table video_details add column published boolean not null default true;
alter table faq_details add column published boolean not null default true;

-- Whether a menu entry may be shown to visitors: not when it names an unpublished product page.
create function menu_item_published(p_lang content_lang, p_slug text) returns boolean
language sql stable as $$
  select not exists (select 1 from menus p where p.lang = p_lang and p.slug = p_slug and not p.published)
$$;

-- The children of a menu entry; p_drafts: also those of unpublished products, each with its
-- `published` flag (a staff member's preview of a listing page).
create function menu_children(p_lang content_lang, p_parent text, p_drafts boolean) returns json
language sql stable as $$
  select coalesce(json_agg(json_build_object(
           'id', c.id, 'title', c.title, 'slug', c.slug,
           'icon', c.icon, 'short_description', c.short_description,
           'published', menu_item_published(c.lang, c.slug))
         order by c.orders, c.id), '[]'::json)
  from menu_items c
  where c.lang = p_lang and c.parent_slug = p_parent and (p_drafts or menu_item_published(c.lang, c.slug))
$$;

-- As visitors see them (get_menus, get_home and the listing pages call this one).
create or replace function menu_children(p_lang content_lang, p_parent text) returns json
language sql stable as $$
  select coalesce(json_agg(json_build_object(
           'id', c.id, 'title', c.title, 'slug', c.slug,
           'icon', c.icon, 'short_description', c.short_description)
         order by c.orders, c.id), '[]'::json)
  from menu_items c
  where c.lang = p_lang and c.parent_slug = p_parent and menu_item_published(c.lang, c.slug)
$$;

-- Top-level menu items with their children; an unpublished product's entry is left out.
create or replace function get_menus(l text) returns json
language sql stable as $$
  select coalesce(json_agg(json_build_object(
           'id', m.id, 'title', m.title, 'slug', m.slug,
           'children', menu_children(m.lang, m.slug))
         order by m.orders, m.id), '[]'::json)
  from menu_items m
  where m.lang = content_lang_of(l) and m.parent_slug is null and menu_item_published(m.lang, m.slug)
$$;

-- Related menus of a product: the other published children of the same parent.
create or replace function get_menus_by_slug(s text) returns json
language sql stable as $$
  with target as (
    select (case when s like '%?l=km' then 'km' else 'en' end)::content_lang as lang,
           split_part(s, '?', 1) as slug
  )
  select coalesce(json_agg(json_build_object(
           'id', m.id, 'title', m.title, 'slug', m.slug,
           'icon', m.icon, 'short_description', m.short_description)
         order by m.orders, m.id), '[]'::json)
  from target t
  join menu_items self on self.lang = t.lang and self.slug = t.slug
  join menu_items m on m.lang = self.lang and m.parent_slug = self.parent_slug and m.slug <> self.slug
  where menu_item_published(m.lang, m.slug)
$$;
