-- Issue 41: a panel clinic or garage gets its province (one of Cambodia's 25, by code: app/content/
-- panels/provinces.ts), a phone number and opening hours. Panels already entered get the province
-- whose seat is nearest (a frozen copy of the seats below), for an editor to correct; their phone
-- stays in their description until an editor moves it.
create temporary table province_seats (code text primary key, lat double precision, lng double precision) on commit drop;
insert into province_seats values
  ('phnom-penh', 11.5564, 104.9282), ('banteay-meanchey', 13.585, 102.973), ('battambang', 13.0957, 103.2022),
  ('kampong-cham', 11.9934, 105.4635), ('kampong-chhnang', 12.25, 104.6667), ('kampong-speu', 11.4533, 104.5206),
  ('kampong-thom', 12.7111, 104.8887), ('kampot', 10.6104, 104.1815), ('kandal', 11.4833, 104.95),
  ('kep', 10.4829, 104.3167), ('koh-kong', 11.6175, 102.9849), ('kratie', 12.4881, 106.0188),
  ('mondulkiri', 12.4558, 107.1881), ('oddar-meanchey', 14.1818, 103.5176), ('pailin', 12.8489, 102.6093),
  ('preah-sihanouk', 10.6253, 103.5234), ('preah-vihear', 13.8167, 104.9667), ('prey-veng', 11.4868, 105.3253),
  ('pursat', 12.5388, 103.9192), ('ratanakiri', 13.7394, 106.9873), ('siem-reap', 13.3671, 103.8448),
  ('stung-treng', 13.5259, 105.9683), ('svay-rieng', 11.0878, 105.7993), ('takeo', 10.9908, 104.785),
  ('tbong-khmum', 11.9117, 105.6536);

alter table clinic_panel add column province text, add column phone text, add column hours text;
alter table garage_panel add column province text, add column phone text, add column hours text;

update clinic_panel p set province = (
  select s.code from province_seats s
  order by (s.lat - p.lat) ^ 2 + ((s.lng - p.lng) * cos(radians(p.lat))) ^ 2 limit 1);
update garage_panel p set province = (
  select s.code from province_seats s
  order by (s.lat - p.lat) ^ 2 + ((s.lng - p.lng) * cos(radians(p.lat))) ^ 2 limit 1);

alter table clinic_panel alter column province set not null;
alter table garage_panel alter column province set not null;
