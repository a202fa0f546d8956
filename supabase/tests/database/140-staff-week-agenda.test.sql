-- The agenda: who sees rows, which week and which statuses it returns, and what it refuses.
begin;
\ir ../helpers.sql
select plan(8);

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000000b1', 'agenda@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000000b1', 'agenda@innovatehub.test', 'agent');

delete from public.appointments;
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000b01', 'Monday early', 'a@example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'Mobile app'),
  ('00000000-0000-4000-8000-000000000b02', 'Friday last', 'b@example.com', pg_temp.manila(4, '16:30', 5), '30min', 'video', 'Website'),
  ('00000000-0000-4000-8000-000000000b03', 'Was cancelled', 'c@example.com', pg_temp.manila(1, '09:00', 5), '30min', 'call', 'AI'),
  ('00000000-0000-4000-8000-000000000b04', 'Was declined', 'd@example.com', pg_temp.manila(1, '11:00', 5), '30min', 'call', 'AI'),
  ('00000000-0000-4000-8000-000000000b05', 'Next Monday', 'e@example.com', pg_temp.manila(7, '09:00', 5), '30min', 'video', 'AI'),
  ('00000000-0000-4000-8000-000000000b06', 'Confirmed hour', 'f@example.com', pg_temp.manila(2, '13:00', 5), '60min', 'video', 'AI');
update public.appointments set status = 'cancelled' where id = '00000000-0000-4000-8000-000000000b03';
update public.appointments set status = 'declined' where id = '00000000-0000-4000-8000-000000000b04';
update public.appointments set status = 'confirmed' where id = '00000000-0000-4000-8000-000000000b06';

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000b1', 'aal1');
set local role authenticated;
select is_empty(format('select * from public.staff_week_agenda(%L)', pg_temp.monday(5)),
  'staff at aal1 see an empty agenda');
reset role;

set local role anon;
select throws_ok(format('select * from public.staff_week_agenda(%L)', pg_temp.monday(5)), '42501', null,
  'anon may not read the agenda');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000b1', 'aal2');
set local role authenticated;
select results_eq(format('select name, status from public.staff_week_agenda(%L)', pg_temp.monday(5)),
  $$values ('Monday early'::text, 'pending'::text), ('Confirmed hour', 'confirmed'), ('Friday last', 'pending')$$,
  'Monday 00:00 to Saturday 00:00 Manila, in time order, without cancelled or declined bookings');
select results_eq(format('select ends_at - scheduled_at, duration from public.staff_week_agenda(%L) where name = ''Confirmed hour''', pg_temp.monday(5)),
  $$values (interval '60 minutes', '60min'::text)$$, 'each row carries its end and length');
select results_eq(format('select name from public.staff_week_agenda(%L)', pg_temp.monday(5) + 7),
  $$values ('Next Monday'::text)$$, 'the next week holds only its own bookings');
select throws_ok(format('select * from public.staff_week_agenda(%L)', pg_temp.monday(5) + 1), 'PT400', 'invalid_week',
  'a week must start on a Monday');
select throws_ok('select * from public.staff_week_agenda(null)', 'PT400', 'invalid_week', 'a week is required');
reset role;

-- The rows the agenda shows never overlap: the database refuses a clash with any of them.
select throws_ok(
  format($$insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic)
    values ('Clash', 'g@example.com', %L, '30min', 'video', 'AI')$$, pg_temp.manila(2, '13:30', 5)),
  null, null, 'a booking inside a shown one is refused by the database');

select * from finish();
rollback;
