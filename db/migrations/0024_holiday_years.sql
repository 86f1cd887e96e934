-- Issue 40: Cambodia's public holidays, computed from the Khmer calendar (app/admin/register/
-- holidays/cambodia.server.ts), are loaded by the system on its own: this year and the next on
-- the first start, then each December the next year. A year is claimed here once, by whichever
-- instance comes first, whatever an admin does with its days afterwards; a year that already
-- had days entered by hand is claimed with none added.
create table holiday_years (
  year int primary key check (year between 2000 and 2100),
  loaded_at timestamptz not null default now(),
  days int not null check (days >= 0)
);
