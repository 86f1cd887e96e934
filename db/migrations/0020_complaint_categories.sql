-- Complaint categories (issue 32): the product lines a complaint is about, kept by admins in
-- English and Khmer. Staff set a complaint's category; the lists filter by it, and the report
-- and its CSV break down by it. A category in use is retired rather than deleted: it leaves the
-- choice, and the complaints that have it keep it.
create table complaint_categories (
  id uuid primary key default gen_random_uuid(),
  name_en text not null unique check (char_length(name_en) between 1 and 100),
  name_km text not null unique check (char_length(name_km) between 1 and 100),
  position int not null default 0,
  retired boolean not null default false
);

-- A first list, to be kept by the company's admins.
insert into complaint_categories (name_en, name_km, position) values
  ('Motor', 'យានយន្ត', 1),
  ('Property and fire', 'ទ្រព្យសម្បត្តិ និងអគ្គិភ័យ', 2),
  ('Health', 'សុខភាព', 3),
  ('Personal accident', 'គ្រោះថ្នាក់ផ្ទាល់ខ្លួន', 4),
  ('Travel', 'ការធ្វើដំណើរ', 5),
  ('Engineering', 'វិស្វកម្ម', 6),
  ('Marine and cargo', 'សមុទ្រ និងទំនិញដឹកជញ្ជូន', 7),
  ('Liability', 'ទំនួលខុសត្រូវ', 8),
  ('Service and other', 'សេវាកម្ម និងផ្សេងៗ', 9);

alter table complaints add column category_id uuid references complaint_categories (id) on delete restrict;
create index complaints_category on complaints (category_id, created_at) where category_id is not null;

-- The timeline says who set or changed the category.
alter table register_events drop constraint register_events_kind_check;
alter table register_events add constraint register_events_kind_check
  check (kind in ('status', 'owner', 'note', 'reply', 'retry', 'category'));
