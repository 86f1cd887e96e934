-- The remote functions of SPEC §7, with the spec's names and parameters.
-- l: 'km' gives Khmer, anything else English. s: a path, with the suffix '?l=km' for Khmer.

create function content_lang_of(l text) returns content_lang
language sql immutable as $$
  select (case when l = 'km' then 'km' else 'en' end)::content_lang
$$;

create function menu_children(p_lang content_lang, p_parent text) returns json
language sql stable as $$
  select coalesce(json_agg(json_build_object(
           'id', c.id, 'title', c.title, 'slug', c.slug,
           'icon', c.icon, 'short_description', c.short_description)
         order by c.orders, c.id), '[]'::json)
  from menu_items c
  where c.lang = p_lang and c.parent_slug = p_parent
$$;

-- Top-level menu items with their children.
create function get_menus(l text) returns json
language sql stable as $$
  select coalesce(json_agg(json_build_object(
           'id', m.id, 'title', m.title, 'slug', m.slug,
           'children', menu_children(m.lang, m.slug))
         order by m.orders, m.id), '[]'::json)
  from menu_items m
  where m.lang = content_lang_of(l) and m.parent_slug is null
$$;

-- Everything the home page shows, in one round trip.
create function get_home(l text) returns json
language sql stable as $$
  select json_build_object(
    'id', h.id,
    'images', h.images,
    'images2', h.images2,
    'corporate', json_build_object('title', h.corporate_title, 'description', h.corporate_description,
                                   'children', menu_children(h.lang, '/corporate')),
    'personal', json_build_object('title', h.personal_title, 'description', h.personal_description,
                                  'children', menu_children(h.lang, '/personal')),
    'why_title', h.why_title,
    'why_image', h.why_image,
    'why_description', h.why_description,
    'testimonails', h.testimonails)
  from home h
  where h.lang = content_lang_of(l)
$$;

-- Related menus of a product: the other children of the same parent.
create function get_menus_by_slug(s text) returns json
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
$$;
