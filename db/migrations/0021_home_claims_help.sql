-- Issue 40: the home page's claims help, just below the top slider, so that someone who has just
-- had an accident reaches a helpline from the first screen of a phone. Its words are the
-- editors'; its numbers are the claims page's 24/7 helplines (table claims), of the teams
-- chosen: {title, description, link_label, teams: {motor_vehicle, medical, property,
-- travel_other: boolean}}. Null: the home page shows no such block.
alter table home add column accident jsonb;

-- A database that already has its home page gets the demo content's block (db/seed/content/
-- holds the same; db/seed/seed.test.ts checks the two agree). -- begin accident
update home set accident = case lang
  when 'km' then jsonb_build_object(
    'title', 'ជួបគ្រោះថ្នាក់មែនទេ?',
    'description', 'ទូរស័ព្ទមកក្រុមការងារសំណងរបស់យើង ទាំងថ្ងៃទាំងយប់។ យើងនឹងប្រាប់អ្នកពីអ្វីដែលត្រូវធ្វើបន្ទាប់។',
    'link_label', 'របៀបទាមទារសំណង',
    'teams', jsonb_build_object('motor_vehicle', true, 'medical', true, 'property', true, 'travel_other', true))
  else jsonb_build_object(
    'title', 'Had an accident?',
    'description', 'Call our claims team, day or night. We will tell you what to do next.',
    'link_label', 'How to make a claim',
    'teams', jsonb_build_object('motor_vehicle', true, 'medical', true, 'property', true, 'travel_other', true))
  end
where accident is null;
-- end accident

create or replace function get_home(l text) returns json
language sql stable as $$
  select json_build_object(
    'id', h.id,
    'images', h.images,
    'accident', h.accident,
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
