-- The availability RPC shows when slots are taken and nothing about who took them.
begin;
\ir ../helpers.sql
select plan(10);

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status) values
  ('00000000-0000-4000-8000-000000000061', 'Busy One', 'busy.one@example.com', pg_temp.manila(0, '09:00'), '60min', 'video', 'Test', 'pending'),
  ('00000000-0000-4000-8000-000000000062', 'Busy Two', 'busy.two@example.com', pg_temp.manila(0, '14:00'), '30min', 'call', 'Test', 'confirmed'),
  ('00000000-0000-4000-8000-000000000063', 'Busy Three', 'busy.three@example.com', pg_temp.manila(0, '15:00'), '30min', 'call', 'Test', 'cancelled'),
  ('00000000-0000-4000-8000-000000000064', 'Busy Four', 'busy.four@example.com', pg_temp.manila(1, '09:00'), '30min', 'call', 'Test', 'pending');

select is(
  (select array_agg(a.name::text order by a.ord) from pg_proc p, unnest(p.proargnames, p.proargmodes::text[])
     with ordinality a(name, mode, ord)
   where p.oid = 'public.get_busy_ranges(date, date)'::regprocedure and a.mode = 't'),
  array['starts_at', 'ends_at'], 'get_busy_ranges returns only starts_at and ends_at');
select ok((select prosecdef from pg_proc where oid = 'public.get_busy_ranges(date, date)'::regprocedure),
  'get_busy_ranges is security definer (anon cannot read the table itself)');

set local role anon;
select results_eq(
  $$select starts_at, ends_at from public.get_busy_ranges(pg_temp.monday(), pg_temp.monday())$$,
  $$values (pg_temp.manila(0, '09:00'), pg_temp.manila(0, '10:00')), (pg_temp.manila(0, '14:00'), pg_temp.manila(0, '14:30'))$$,
  'pending and confirmed bookings of the day are busy; cancelled ones are not');
select is(
  (select count(*)::integer from public.get_busy_ranges(pg_temp.monday(), pg_temp.monday() + 1)),
  3, 'a two-day window includes the next day''s booking');
select is(
  (select count(*)::integer from public.get_busy_ranges(pg_temp.monday() + 2, pg_temp.monday() + 2)),
  0, 'a free day has no busy ranges');
select lives_ok($$select * from public.get_busy_ranges(pg_temp.monday(), pg_temp.monday() + 62)$$,
  'a 62-day window is allowed');
select throws_ok($$select * from public.get_busy_ranges(pg_temp.monday(), pg_temp.monday() + 63)$$,
  'PT400', 'invalid_range', 'a window over 62 days is refused');
select throws_ok($$select * from public.get_busy_ranges(pg_temp.monday(), pg_temp.monday() - 1)$$,
  'PT400', 'invalid_range', 'an end before the start is refused');
select throws_ok($$select * from public.get_busy_ranges(null, pg_temp.monday())$$,
  'PT400', 'invalid_range', 'a missing date is refused');
reset role;

-- Days are Manila days: a UTC session must not shift them.
set local timezone = 'UTC';
select is(
  (select min(starts_at) from public.get_busy_ranges(pg_temp.monday(), pg_temp.monday())),
  pg_temp.manila(0, '09:00'), 'the first slot of a Manila day (01:00 UTC) belongs to that day');

select * from finish();
rollback;
