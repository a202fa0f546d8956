-- No two bookings that hold a slot overlap; back-to-back is fine; cancelling frees the slot.
begin;
\ir ../helpers.sql
select plan(11);

create function pg_temp.book(p_id uuid, p_email text, p_at timestamptz, p_duration text) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (p_id, 'Overlap Tester', p_email, p_at, p_duration, 'video', 'Test', 'pending')
$$;

set local role anon;
select lives_ok($$select pg_temp.book('00000000-0000-4000-8000-000000000041', 'first@example.com', pg_temp.manila(1, '11:00'), '60min')$$,
  'an 11:00-12:00 booking is accepted');
select throws_ok($$select pg_temp.book(gen_random_uuid(), 'second@example.com', pg_temp.manila(1, '11:00'), '30min')$$,
  'PT409', 'slot_taken', 'the same start is refused with slot_taken');
select throws_ok($$select pg_temp.book(gen_random_uuid(), 'second@example.com', pg_temp.manila(1, '11:30'), '30min')$$,
  'PT409', 'slot_taken', 'a slot inside a 60-minute booking is refused');
select lives_ok($$select pg_temp.book(gen_random_uuid(), 'second@example.com', pg_temp.manila(1, '12:00'), '30min')$$,
  'a back-to-back booking right after is accepted');
select throws_ok($$select pg_temp.book(gen_random_uuid(), 'fifth@example.com', pg_temp.manila(1, '12:00'), '60min')$$,
  'PT409', 'slot_taken', 'a 60-minute booking over a 30-minute one is refused');
select lives_ok($$select pg_temp.book(gen_random_uuid(), 'third@example.com', pg_temp.manila(1, '10:30'), '30min')$$,
  'a back-to-back booking right before is accepted');
select lives_ok($$select pg_temp.book('00000000-0000-4000-8000-000000000041', 'first@example.com', pg_temp.manila(1, '11:00'), '60min')$$,
  'retrying the same booking (same id) is accepted');
select throws_ok($$select pg_temp.book('00000000-0000-4000-8000-000000000041', 'other@example.com', pg_temp.manila(2, '11:00'), '30min')$$,
  'PT409', 'duplicate_id', 'reusing an id for a different booking is refused');
reset role;

select is((select count(*)::integer from public.appointments where id = '00000000-0000-4000-8000-000000000041'), 1,
  'the retry stored no second row');

update public.appointments set status = 'cancelled' where id = '00000000-0000-4000-8000-000000000041';
set local role anon;
select lives_ok($$select pg_temp.book(gen_random_uuid(), 'fourth@example.com', pg_temp.manila(1, '11:00'), '30min')$$,
  'after a cancellation the slot can be booked again');
reset role;

-- The exclusion constraint is the backstop the trigger cannot bypass (e.g. re-opening a cancelled booking).
select throws_ok($$update public.appointments set status = 'pending' where id = '00000000-0000-4000-8000-000000000041'$$,
  '23P01', null, 're-opening a cancelled booking over a new one violates the exclusion constraint');

select * from finish();
rollback;
