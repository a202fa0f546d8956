-- A visitor holding the token from their e-mail may read, cancel or reschedule their booking, and nothing else.
begin;
\ir ../helpers.sql
select plan(25);

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
values ('00000000-0000-4000-8000-000000000111', 'Manage Tester', 'manage@example.com', pg_temp.manila(1, '09:00'),
  '30min', 'video', 'Manage', 'pending');
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
values ('00000000-0000-4000-8000-000000000112', 'Other Tester', 'other@example.com', pg_temp.manila(1, '11:00'),
  '60min', 'call', 'Other', 'pending');

-- The clear tokens exist only in the queued e-mails; the test reads them there, as the worker would.
create temporary table tokens on commit drop as
  select j.appointment_id, k.token from private.mail_job_tokens k join public.mail_jobs j on j.id = k.job_id
  where j.appointment_id in ('00000000-0000-4000-8000-000000000111', '00000000-0000-4000-8000-000000000112');
grant select on tokens to anon;
create function pg_temp.token(p_id uuid) returns text language sql stable as $$
  select token from tokens where appointment_id = p_id
$$;

set local role anon;
select throws_ok($$select * from public.visitor_get_booking(repeat('0', 64))$$, 'PT403', 'invalid_token',
  'a wrong token is refused');
select throws_ok($$select * from public.visitor_get_booking('not a token')$$, 'PT403', 'invalid_token',
  'a malformed token is refused');
select results_eq(
  $$select duration, status from public.visitor_get_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'))$$,
  $$values ('30min'::text, 'pending'::text)$$, 'the right token shows the booking');
select is((select change_deadline from public.visitor_get_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'))),
  pg_temp.manila(1, '07:00'), 'changes close 2 hours before the start');

-- Reschedule.
select throws_ok(
  $$select public.visitor_reschedule_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'), pg_temp.manila(1, '11:30'))$$,
  'PT409', 'slot_taken', 'a taken slot is refused');
select throws_ok(
  $$select public.visitor_reschedule_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'), pg_temp.manila(1, '14:30'))$$,
  '23514', null, 'a slot the site never offers is refused');
select throws_ok(
  $$select public.visitor_reschedule_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'), now() - interval '1 day')$$,
  'PT400', 'slot_in_past', 'a past slot is refused');
select throws_ok(
  $$select public.visitor_reschedule_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'), pg_temp.manila(1, '09:00') + interval '70 days')$$,
  'PT400', 'slot_too_far', 'a slot beyond the booking horizon is refused');
create temporary table new_token on commit drop as
  select public.visitor_reschedule_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'), pg_temp.manila(2, '15:00')) as token;
select matches((select token from new_token), '^[0-9a-f]{64}$', 'a reschedule hands back a fresh token');
select throws_ok(
  $$select public.visitor_reschedule_booking(pg_temp.token('00000000-0000-4000-8000-000000000111'), pg_temp.manila(2, '16:00'))$$,
  'PT403', 'invalid_token', 'the used token is refused');
reset role;

select results_eq(
  $$select scheduled_at, revision, status from public.appointments where id = '00000000-0000-4000-8000-000000000111'$$,
  $$values (pg_temp.manila(2, '15:00'), 1, 'pending'::text)$$, 'the booking moved and its revision went up');
select results_eq(
  $$select template || '/' || recipient || '/' || appointment_revision from public.mail_jobs
    where appointment_id = '00000000-0000-4000-8000-000000000111' and template = 'booking_rescheduled' order by recipient$$,
  $$values ('booking_rescheduled/team/1'), ('booking_rescheduled/visitor/1')$$,
  'both sides are mailed the new time with the new SEQUENCE');

-- Cancel with the fresh token.
set local role anon;
select lives_ok($$select public.visitor_cancel_booking((select token from new_token))$$, 'the fresh token cancels');
select throws_ok($$select public.visitor_cancel_booking((select token from new_token))$$, 'PT403', 'invalid_token',
  'a cancel token cannot be reused');
select is((select count(*)::integer from public.get_busy_ranges(
    (pg_temp.manila(2, '15:00') at time zone 'Asia/Manila')::date, (pg_temp.manila(2, '15:00') at time zone 'Asia/Manila')::date)
  where starts_at = pg_temp.manila(2, '15:00')), 0, 'the cancelled slot is free again at once');
select lives_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (gen_random_uuid(), 'Next Tester', 'next@example.com', pg_temp.manila(2, '15:00'), '30min', 'video', 'Next', 'pending')$$,
  'and can be booked by someone else');
reset role;
select results_eq(
  $$select status, revision from public.appointments where id = '00000000-0000-4000-8000-000000000111'$$,
  $$values ('cancelled'::text, 2)$$, 'the cancellation is a new revision');
select is((select count(*)::integer from public.mail_jobs
  where appointment_id = '00000000-0000-4000-8000-000000000111' and template = 'booking_cancelled'), 2,
  'both sides are mailed the cancellation');

-- Minimum notice and expiry.
-- The booking is three weeks ahead: a notice longer than that puts "now" inside it.
update private.rate_limits set max_count = 60 * 24 * 60 where name = 'visitor_change_notice_minutes';
set local role anon;
select throws_ok($$select public.visitor_cancel_booking(pg_temp.token('00000000-0000-4000-8000-000000000112'))$$,
  'PT409', 'too_late', 'no change inside the minimum notice');
reset role;
-- A meeting held last week.
update public.appointments set scheduled_at = pg_temp.manila(-28, '11:00'), ends_at = pg_temp.manila(-28, '12:00')
where id = '00000000-0000-4000-8000-000000000112';
set local role anon;
select throws_ok($$select * from public.visitor_get_booking(pg_temp.token('00000000-0000-4000-8000-000000000112'))$$,
  'PT403', 'invalid_token', 'the token expires once the meeting is over');

-- anon still reads, updates and deletes nothing directly.
select throws_ok($$select * from public.appointments$$, '42501', null, 'anon cannot read bookings');
select throws_ok($$update public.appointments set status = 'cancelled'$$, '42501', null, 'anon cannot update bookings');
select throws_ok($$delete from public.appointments$$, '42501', null, 'anon cannot delete bookings');
reset role;

-- With allowed_origins set, a browser on another origin is refused before the token is even looked at.
update private.settings set value = 'https://innovatehub.ph, https://www.innovatehub.ph' where name = 'allowed_origins';
set local role anon;
select set_config('request.headers', '{"origin": "https://evil.example"}', true);
select throws_ok($$select * from public.visitor_get_booking(repeat('0', 64))$$, 'PT403', 'origin_not_allowed',
  'another origin is refused');
select set_config('request.headers', '{"origin": "https://www.innovatehub.ph"}', true);
select throws_ok($$select * from public.visitor_get_booking(repeat('0', 64))$$, 'PT403', 'invalid_token',
  'the site''s origin gets to the token check');
reset role;

select * from finish();
rollback;
