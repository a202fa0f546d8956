-- Only future weekday slots inside 09:00-17:00 Manila on 30-minute boundaries, whatever the session time zone.
begin;
\ir ../helpers.sql
select plan(16);

create function pg_temp.book_at(p_at timestamptz, p_duration text) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (gen_random_uuid(), 'Slot Tester', 'slot.' || md5(random()::text) || '@example.com', p_at, p_duration,
    'video', 'Test', 'pending')
$$;

-- A session time zone far from Manila must change nothing.
set local timezone = 'America/New_York';
set local role anon;

select throws_ok($$select pg_temp.book_at(pg_temp.manila(5, '11:00'), '30min')$$, '23514', null, 'a Saturday slot is rejected');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(6, '11:00'), '30min')$$, '23514', null, 'a Sunday slot is rejected');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(0, '08:30'), '30min')$$, '23514', null, 'a slot before 09:00 is rejected');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(0, '17:00'), '30min')$$, '23514', null, 'a slot starting at 17:00 is rejected');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(0, '16:30'), '60min')$$, '23514', null, 'a 60-minute slot ending after 17:00 is rejected');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(0, '10:15'), '30min')$$, '23514', null, 'a slot starting at :15 is rejected');
select throws_ok($$select pg_temp.book_at(pg_temp.manila(0, '11:00') + interval '20 seconds', '30min')$$, '23514', null, 'a slot with seconds is rejected');
select throws_ok(
  $$select pg_temp.book_at(((date_trunc('week', now() at time zone 'Asia/Manila')::date - 7) + time '11:00') at time zone 'Asia/Manila', '30min')$$,
  'PT400', 'slot_in_past', 'a past weekday slot is rejected with slot_in_past');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
    values (gen_random_uuid(), 'Naive Time', 'naive@example.com',
      ((date_trunc('week', now() at time zone 'Asia/Manila')::date + 21) || 'T17:00:00+00:00')::timestamptz, '30min', 'video', 'Test', 'pending')$$,
  '23514', null, 'the spec''s offset-less 09:00 read as UTC (17:00 Manila) is rejected');

select lives_ok($$select pg_temp.book_at(pg_temp.manila(0, '09:00'), '30min')$$, '09:00 Manila on a Monday is accepted');
select lives_ok($$select pg_temp.book_at(pg_temp.manila(0, '16:30'), '30min')$$, 'the last 30-minute slot (16:30) is accepted');
select lives_ok($$select pg_temp.book_at(pg_temp.manila(4, '16:00'), '60min')$$, 'a 60-minute slot ending at 17:00 on a Friday is accepted');
select lives_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
    values ('00000000-0000-4000-8000-000000000030', 'Offset Sender', 'offset@example.com',
      ((date_trunc('week', now() at time zone 'Asia/Manila')::date + 22) || 'T09:00:00+08:00')::timestamptz,
      '60min', 'call', 'Test', 'pending')$$,
  'a time sent with its +08:00 offset is accepted');
reset role;

select is(
  (select to_char(scheduled_at at time zone 'UTC', 'HH24:MI') from public.appointments where id = '00000000-0000-4000-8000-000000000030'),
  '01:00', '09:00 Manila is stored as 01:00 UTC');
select is(
  (select ends_at - scheduled_at from public.appointments where id = '00000000-0000-4000-8000-000000000030'),
  interval '60 minutes', 'ends_at is computed from the duration');
select is(
  (select status from public.appointments where id = '00000000-0000-4000-8000-000000000030'),
  'pending', 'a new booking starts pending');

select * from finish();
rollback;
