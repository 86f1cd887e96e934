-- Images that crop well (issue 45; docs/decisions/0056-image-focal-point.md): an image's focal
-- point, set by clicking on it in the media library, as fractions of its width and height from
-- its top left corner. Every crop the site makes (object-fit: cover on cards and heroes) keeps it
-- in view (object-position). Null: the middle, as before.
alter table media add column focus_x real;
alter table media add column focus_y real;
alter table media add constraint media_focus_inside
  check ((focus_x is null) = (focus_y is null) and focus_x between 0 and 1 and focus_y between 0 and 1);
alter table media add constraint media_focus_image check (focus_x is null or kind = 'image');
