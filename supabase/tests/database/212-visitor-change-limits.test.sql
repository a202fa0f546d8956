-- A manage link's changes are bounded: three reschedules a booking, and the daily mailbox cap counts new bookings
-- and visitor changes together; a cancel is never refused (20261127000230_visitor_change_limits).
begin;
\ir ../helpers.sql
select plan(9);

delete from public.closures;

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status) values
  ('00000000-0000-4000-8000-000000002121', 'Mover', 'mover@example.com', pg_temp.manila(0, '09:00', 6),
    '30min', 'video', 'Moves', 'pending'),
  ('00000000-0000-4000-8000-000000002122', 'Mover', 'mover@example.com', pg_temp.manila(0, '09:00', 7),
    '30min', 'video', 'Moves', 'pending');

-- The link the visitor holds: each reschedule hands back the next one.
create temporary table links (appointment_id uuid primary key, token text not null) on commit drop;
insert into links select id, private.new_manage_token(id) from public.appointments
  where id in ('00000000-0000-4000-8000-000000002121', '00000000-0000-4000-8000-000000002122');
grant select, update on links to anon;
create function pg_temp.move(p_id uuid, p_day integer, p_time text, p_weeks integer) returns void
language plpgsql as $$
begin
  update links set token = public.visitor_reschedule_booking(
    (select token from links where appointment_id = p_id), pg_temp.manila(p_day, p_time, p_weeks))
  where appointment_id = p_id;
end
$$;
grant execute on function pg_temp.move(uuid, integer, text, integer) to anon;
grant execute on function pg_temp.manila(integer, text, integer) to anon;
grant execute on function pg_temp.monday(integer) to anon;

set local role anon;
select lives_ok($$select pg_temp.move('00000000-0000-4000-8000-000000002121', 1, '09:00', 6)$$, 'a first reschedule');
select lives_ok($$select pg_temp.move('00000000-0000-4000-8000-000000002121', 2, '09:00', 6)$$, 'a second');
select lives_ok($$select pg_temp.move('00000000-0000-4000-8000-000000002121', 3, '09:00', 6)$$, 'a third');
select throws_ok($$select pg_temp.move('00000000-0000-4000-8000-000000002121', 4, '09:00', 6)$$, 'PT409',
  'reschedule_limit', 'a fourth reschedule of the same booking is refused');
reset role;

-- The mailbox made 2 bookings and 3 changes today: 5, the cap.
set local role anon;
select throws_ok($$select pg_temp.move('00000000-0000-4000-8000-000000002122', 1, '09:00', 7)$$, 'PT429', 'rate_limited',
  'a change beyond the mailbox''s daily cap is refused, on its other booking too');
select throws_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
  values (gen_random_uuid(), 'Mover', 'Mover+again@example.com', pg_temp.manila(2, '14:00', 7), '30min', 'video', 'Moves')$$,
  'PT429', 'rate_limited', 'and so is a new booking: the cap counts bookings and changes together');
select lives_ok($$select public.visitor_cancel_booking((select token from links
  where appointment_id = '00000000-0000-4000-8000-000000002121'))$$, 'a cancel is never refused');
reset role;
select is((select count(*)::integer from private.visitor_changes
  where appointment_id = '00000000-0000-4000-8000-000000002121'), 4, 'each change is recorded with its booking');

-- Another mailbox is not held back.
set local role anon;
select lives_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
  values (gen_random_uuid(), 'Other', 'other.mailbox@example.com', pg_temp.manila(2, '14:00', 7), '30min', 'video', 'Moves')$$,
  'another mailbox books as usual');
reset role;

select * from finish();
rollback;
