-- Public callers are capped per e-mail and per hour; the service role is not.
begin;
select plan(10);

-- The dates below are relative to today and may fall on a seeded holiday; closed days are tested in
-- 150-closures and 160-closed-days-and-notice, so this file opens every day (rolled back at the end).
delete from public.closures;

create function pg_temp.manila(p_day integer, p_time text) returns timestamptz language sql stable as $$
  select ((date_trunc('week', now() at time zone 'Asia/Manila')::date + 21 + p_day) + p_time::time)
    at time zone 'Asia/Manila'
$$;

create function pg_temp.book(p_email text, p_at timestamptz) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (gen_random_uuid(), 'Rate Tester', p_email, p_at, '30min', 'video', 'Test', 'pending')
$$;

create function pg_temp.inquire(p_email text) returns void language sql as $$
  insert into public.inquiries (id, kind, name, email, phone)
  values ('inq-' || gen_random_uuid(), 'global', 'Rate Tester', p_email, '+63 912 345 6789')
$$;

select is((select max_count from private.rate_limits where name = 'appointments_pending_per_email'), 3,
  'one e-mail may hold 3 future pending bookings');

set local role anon;
select lives_ok($$select pg_temp.book('cap@example.com', pg_temp.manila(0, '09:00'));
                  select pg_temp.book('cap@example.com', pg_temp.manila(0, '09:30'));
                  select pg_temp.book('CAP@example.com', pg_temp.manila(0, '11:30'))$$,
  'three pending bookings for one e-mail are accepted');
select throws_ok($$select pg_temp.book('Cap@Example.com', pg_temp.manila(0, '10:30'))$$,
  'PT429', 'rate_limited', 'the fourth for the same e-mail (any letter case) is refused with rate_limited');
select lives_ok($$select pg_temp.book('other.cap@example.com', pg_temp.manila(0, '10:30'))$$,
  'another e-mail can still book');
reset role;

select lives_ok($$select pg_temp.book('cap@example.com', pg_temp.manila(0, '11:00'))$$,
  'the service role is not rate limited');

-- The global hourly cap: allow exactly one more public booking in this hour.
update private.rate_limits
set max_count = (select count(*) from public.appointments where created_at > now() - interval '1 hour') + 1
where name = 'appointments_per_hour';
set local role anon;
select lives_ok($$select pg_temp.book('hourly.one@example.com', pg_temp.manila(1, '09:00'))$$,
  'bookings are accepted up to the hourly cap');
select throws_ok($$select pg_temp.book('hourly.two@example.com', pg_temp.manila(1, '09:30'))$$,
  'PT429', 'rate_limited', 'the booking over the global hourly cap is refused with rate_limited');
reset role;

set local role anon;
select lives_ok($$select pg_temp.inquire('inq.cap@example.com'); select pg_temp.inquire('inq.cap@example.com');
                  select pg_temp.inquire('inq.cap@example.com'); select pg_temp.inquire('inq.cap@example.com');
                  select pg_temp.inquire('inq.cap@example.com')$$,
  'five inquiries from one e-mail in an hour are accepted');
select throws_ok($$select pg_temp.inquire('INQ.cap@example.com')$$,
  'PT429', 'rate_limited', 'the sixth inquiry from that e-mail in the hour is refused');
reset role;

update private.rate_limits
set max_count = (select count(*) from public.inquiries where created_at > now() - interval '1 hour')
where name = 'inquiries_per_hour';
set local role anon;
select throws_ok($$select pg_temp.inquire('fresh@example.com')$$,
  'PT429', 'rate_limited', 'an inquiry over the global hourly cap is refused');
reset role;

select * from finish();
rollback;
