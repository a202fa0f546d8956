-- Outcomes only after the start: completed and no_show are refused before the meeting begins, on every path
-- (20261127000240_outcomes_after_start).
begin;
\ir ../helpers.sql
select plan(5);

delete from public.closures;

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status) values
  ('00000000-0000-4000-8000-000000002131', 'Future Meeting', 'future.meeting@example.com', pg_temp.manila(1, '09:00', 6),
    '30min', 'video', 'Outcomes', 'confirmed'),
  ('00000000-0000-4000-8000-000000002132', 'Past Meeting', 'past.meeting@example.com', pg_temp.manila(1, '11:00', 6),
    '30min', 'video', 'Outcomes', 'confirmed');
-- The second was held last week (moved as the database owner, past the visitor's and staff's start rules).
update public.appointments set scheduled_at = pg_temp.manila(1, '11:00', -1), ends_at = pg_temp.manila(1, '11:30', -1)
  where id = '00000000-0000-4000-8000-000000002132';

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000021cc', 'outcomes@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000021cc', 'outcomes@innovatehub.test', 'agent');

set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000021cc');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000002131', 'no_show')$$,
  'PT409', 'meeting_not_started', 'a no-show six weeks ahead is refused');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000002131', 'completed')$$,
  'PT409', 'meeting_not_started', 'so is completed');
select is((public.staff_set_appointment_status('00000000-0000-4000-8000-000000002132', 'completed')).status, 'completed',
  'a meeting that has started can be marked completed');
reset role;
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000002131'
  and template = 'booking_reminder' and status = 'pending'), 2, 'the future meeting keeps its reminders');
select throws_ok($$update public.appointments set status = 'no_show' where id = '00000000-0000-4000-8000-000000002131'$$,
  'PT409', 'meeting_not_started', 'the table itself refuses it, whoever writes');

select * from finish();
rollback;
