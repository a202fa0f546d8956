-- ends_at is always computed by the appointments_before_insert trigger. A placeholder default lets clients
-- (and the generated Insert type) leave it out; the trigger overwrites it before any constraint is checked.
alter table public.appointments alter column ends_at set default '-infinity';
