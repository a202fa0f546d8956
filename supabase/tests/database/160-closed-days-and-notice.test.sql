-- No booking starts on a closed day (new booking, visitor reschedule, staff reschedule), and a visitor's start is
-- more than the minimum notice ahead (visitor_change_notice_minutes); staff reschedules keep no notice limit.
begin;
\ir ../helpers.sql
select plan(14);

-- This file closes its own day; the seeded holidays (tested in 150-closures) would make it depend on the date.
delete from public.closures;

create function pg_temp.book_at(p_at timestamptz) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (gen_random_uuid(), 'Notice Tester', 'notice.' || md5(random()::text) || '@example.com', p_at, '30min',
    'video', 'Test', 'pending')
$$;

-- The detail of the error a statement raises (what the site and console show), or null when it succeeds.
create function pg_temp.error_detail(p_sql text) returns text language plpgsql as $$
declare
  v_detail text;
begin
  execute p_sql;
  return null;
exception when others then
  get stacked diagnostics v_detail = pg_exception_detail;
  return v_detail;
end
$$;

-- Sets the minimum notice so that p_at is p_offset_minutes past its edge (negative: inside it).
create function pg_temp.set_notice_around(p_at timestamptz, p_offset_minutes integer) returns void language sql as $$
  update private.rate_limits
  set max_count = ceil(extract(epoch from p_at - now()) / 60)::integer - p_offset_minutes
  where name = 'visitor_change_notice_minutes'
$$;

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000016a0', 'agent.notice@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000016a0', 'agent.notice@innovatehub.test', 'agent');

-- A booking a week later than the others, with its manage token (read from its queued e-mail, as the worker would).
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
values ('00000000-0000-4000-8000-000000000161', 'Closed Tester', 'closed@example.com', pg_temp.manila(7, '09:00'),
  '30min', 'video', 'Closed days', 'pending');
create temporary table tokens on commit drop as
  select k.token from private.mail_job_tokens k join public.mail_jobs j on j.id = k.job_id
  where j.appointment_id = '00000000-0000-4000-8000-000000000161';
grant select on tokens to anon;
create function pg_temp.token() returns text language sql stable as $$ select token from tokens limit 1 $$;

-- Wednesday is closed.
insert into public.closures (day, reason, kind) values
  ((pg_temp.manila(2, '00:00') at time zone 'Asia/Manila')::date, 'Rizal Day', 'regular_holiday');

-- Closed days.
set local role anon;
select throws_ok($$select pg_temp.book_at(pg_temp.manila(2, '11:00'))$$, 'PT409', 'day_closed',
  'a visitor''s booking on a closed day is refused');
select is(pg_temp.error_detail($$select pg_temp.book_at(pg_temp.manila(2, '15:00'))$$),
  'That day is closed: Rizal Day.', 'the refusal names the day''s reason');
select throws_ok($$select public.visitor_reschedule_booking(pg_temp.token(), pg_temp.manila(2, '11:00'))$$,
  'PT409', 'day_closed', 'a visitor''s reschedule onto a closed day is refused');
reset role;
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016a0', 'aal2');
select throws_ok(
  $$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000161', pg_temp.manila(2, '11:00'))$$,
  'PT409', 'day_closed', 'a staff reschedule onto a closed day is refused');
select is((select count(*)::integer from public.get_busy_ranges(
    (pg_temp.manila(2, '00:00') at time zone 'Asia/Manila')::date, (pg_temp.manila(2, '00:00') at time zone 'Asia/Manila')::date)),
  0, 'nothing was booked on the closed day');
reset role;

-- Minimum notice, around Thursday 11:00: just outside it a start is accepted, inside it refused.
select pg_temp.set_notice_around(pg_temp.manila(3, '11:00'), 1);
set local role anon;
select lives_ok($$select pg_temp.book_at(pg_temp.manila(3, '11:00'))$$,
  'a start less than a minute outside the minimum notice is accepted');
reset role;
select pg_temp.set_notice_around(pg_temp.manila(3, '11:00'), 0);
set local role anon;
select throws_ok($$select pg_temp.book_at(pg_temp.manila(3, '11:00'))$$, 'PT400', 'slot_too_soon',
  'a start at the edge of the minimum notice is refused');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(3, '09:00'))$$, 'PT400', 'slot_too_soon',
  'a start inside the minimum notice is refused');
select is(pg_temp.error_detail($$select pg_temp.book_at(pg_temp.manila(3, '09:00'))$$),
  'Bookings start at least 2 hours from now.', 'the refusal says the notice');
select throws_ok($$select public.visitor_reschedule_booking(pg_temp.token(), pg_temp.manila(3, '09:00'))$$,
  'PT400', 'slot_too_soon', 'a visitor''s reschedule inside the minimum notice is refused');
select is((select change_deadline from public.visitor_get_booking(pg_temp.token())),
  pg_temp.manila(7, '09:00') - (select make_interval(mins => ceil(extract(epoch from pg_temp.manila(3, '11:00') - now()) / 60)::integer)),
  'the manage page''s deadline is the same setting');
reset role;

-- Staff keep no notice limit, but not the past.
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016a0', 'aal2');
select is(
  (select scheduled_at from public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000161', pg_temp.manila(3, '09:00'))),
  pg_temp.manila(3, '09:00'), 'a staff reschedule inside the minimum notice is accepted');
select throws_ok(
  $$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000161', now() - interval '1 day')$$,
  'PT400', 'slot_in_past', 'a staff reschedule into the past is refused');
reset role;

select is((select count(*)::integer from public.audit_log where action = 'appointment_rescheduled'), 1,
  'only the accepted reschedule left an audit row');

select * from finish();
rollback;
