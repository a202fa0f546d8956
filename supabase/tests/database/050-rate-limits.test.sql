-- Public callers are capped per mailbox; the service role is not. (No ceiling over everyone: see 150.)
begin;
\ir ../helpers.sql
select plan(7);

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

set local role anon;
select lives_ok($$select pg_temp.inquire('inq.cap@example.com'); select pg_temp.inquire('inq.cap@example.com');
                  select pg_temp.inquire('inq.cap@example.com'); select pg_temp.inquire('inq.cap@example.com');
                  select pg_temp.inquire('inq.cap@example.com')$$,
  'five inquiries from one e-mail in an hour are accepted');
select throws_ok($$select pg_temp.inquire('INQ.cap@example.com')$$,
  'PT429', 'rate_limited', 'the sixth inquiry from that e-mail in the hour is refused');
reset role;

select * from finish();
rollback;
