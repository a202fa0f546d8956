-- Outcomes: confirmed meetings that have ended are listed until marked; the show rate for the dashboard.
begin;
\ir ../helpers.sql
select plan(8);

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000016cc', 'outcomes@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000016cc', 'outcomes@innovatehub.test', 'agent');

-- Past meetings, written as the database owner with the insert rules off (visitors can only book ahead).
set local session_replication_role = replica;
insert into public.appointments (id, name, email, scheduled_at, ends_at, duration, meeting_type, topic, status) values
  ('00000000-0000-4000-8000-000000001621', 'Past One', 'past.one@example.com', '2026-03-02 01:00+00', '2026-03-02 01:30+00', '30min', 'video', 'Outcomes', 'confirmed'),
  ('00000000-0000-4000-8000-000000001622', 'Past Two', 'past.two@example.com', '2026-03-02 03:00+00', '2026-03-02 03:30+00', '30min', 'call', 'Outcomes', 'completed'),
  ('00000000-0000-4000-8000-000000001623', 'Past Three', 'past.three@example.com', '2026-03-03 01:00+00', '2026-03-03 01:30+00', '30min', 'call', 'Outcomes', 'completed'),
  ('00000000-0000-4000-8000-000000001624', 'Past Four', 'past.four@example.com', '2026-03-03 03:00+00', '2026-03-03 03:30+00', '30min', 'call', 'Outcomes', 'no_show');
set local session_replication_role = origin;

set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016cc');
select ok('00000000-0000-4000-8000-000000001621'::uuid in (select id from public.staff_bookings_needing_outcome()),
  'a confirmed meeting that has ended needs an outcome');
select ok('00000000-0000-4000-8000-000000001622'::uuid not in (select id from public.staff_bookings_needing_outcome()),
  'a completed one does not');
select results_eq($$select completed, no_show, show_rate from public.staff_show_rate('2026-03-02', '2026-03-03')$$,
  $$values (2::bigint, 1::bigint, 0.6667::numeric)$$, 'show rate = completed / (completed + no-show)');
select lives_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000001621', 'no_show')$$,
  'staff mark the outcome');
select ok('00000000-0000-4000-8000-000000001621'::uuid not in (select id from public.staff_bookings_needing_outcome()),
  'once marked it no longer needs an outcome');
select results_eq($$select completed, no_show, show_rate from public.staff_show_rate('2026-03-02', '2026-03-02')$$,
  $$values (1::bigint, 1::bigint, 0.5::numeric)$$, 'the range is in Manila days, both included');
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016cc', 'aal1');
select throws_ok($$select * from public.staff_show_rate('2026-03-02', '2026-03-03')$$, 'PT403', 'mfa_required',
  'the show rate needs aal2');
reset role;
set local role anon;
select throws_ok($$select * from public.staff_show_rate('2026-03-02', '2026-03-03')$$, '42501', null,
  'anon cannot call it');
reset role;

select * from finish();
rollback;
