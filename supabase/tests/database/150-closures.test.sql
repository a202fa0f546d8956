-- Closed days: the seeded proclamations, who reads them (staff at aal2; anon only day and reason through
-- get_closed_days), and who adds and removes them (admins, audited).
begin;
\ir ../helpers.sql
select plan(28);

-- A weekday well inside next year's calendar that no seed closes: a Wednesday 20 weeks ahead, Manila time.
create function pg_temp.open_day() returns date language sql stable as $$
  select (date_trunc('week', now() at time zone 'Asia/Manila')::date + 140 + 2)
$$;

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000015a0', 'agent.closures@innovatehub.test', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-a000-0000000015a1', 'admin.closures@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000015a0', 'agent.closures@innovatehub.test', 'agent'),
  ('00000000-0000-4000-a000-0000000015a1', 'admin.closures@innovatehub.test', 'admin');
-- The test's own day must be open before it closes it (a later migration could have closed it).
delete from public.closures where day = pg_temp.open_day();

-- The seed: Proclamation No. 1006 and the 2026 Eid proclamations.
select results_eq(
  $$select day, kind from public.closures where extract(year from day) = 2026 order by day$$,
  $$values
    ('2026-01-01'::date, 'regular_holiday'::text), ('2026-02-17', 'special_non_working_day'),
    ('2026-03-20', 'regular_holiday'), ('2026-04-02', 'regular_holiday'), ('2026-04-03', 'regular_holiday'),
    ('2026-04-04', 'special_non_working_day'), ('2026-04-09', 'regular_holiday'), ('2026-05-01', 'regular_holiday'),
    ('2026-05-27', 'regular_holiday'), ('2026-06-12', 'regular_holiday'), ('2026-08-21', 'special_non_working_day'),
    ('2026-08-31', 'regular_holiday'), ('2026-11-01', 'special_non_working_day'),
    ('2026-11-02', 'special_non_working_day'), ('2026-11-30', 'regular_holiday'),
    ('2026-12-08', 'special_non_working_day'), ('2026-12-24', 'special_non_working_day'),
    ('2026-12-25', 'regular_holiday'), ('2026-12-30', 'regular_holiday'), ('2026-12-31', 'special_non_working_day')$$,
  'the 2026 regular holidays and special non-working days are seeded');
select is((select reason from public.closures where day = '2026-12-30'), 'Rizal Day', 'a seeded day carries its reason');
select is(
  (select count(*)::integer from public.closures
   where extract(isodow from day) between 1 and 5 and extract(year from day) = 2026),
  18, '18 of the 2026 closed days fall on weekdays');
select results_eq(
  $$select day from public.closures where estimated order by day$$,
  $$values ('2027-03-10'::date), ('2027-05-17'::date)$$,
  'only the 2027 Eid holidays are estimated');
select is((select count(*)::integer from public.closures where extract(year from day) = 2027), 19,
  'the 2027 holidays by rule are seeded');

-- anon: no table access; the closed days and reasons through get_closed_days only.
select table_privs_are('public', 'closures', 'anon', array[]::text[], 'anon has no privilege on closures');
select table_privs_are('public', 'closures', 'authenticated', array['SELECT'], 'authenticated may only select closures');
set local role anon;
select throws_ok($$select * from public.closures$$, '42501', null, 'anon cannot read the table');
select results_eq(
  $$select day, reason from public.get_closed_days('2026-12-20', '2026-12-31')$$,
  $$values ('2026-12-24'::date, 'Christmas Eve'::text), ('2026-12-25', 'Christmas Day'), ('2026-12-30', 'Rizal Day'),
    ('2026-12-31', 'Last Day of the Year')$$,
  'anon reads the closed days of a window with their reasons');
select throws_ok($$select * from public.get_closed_days('2026-01-01', '2026-12-31')$$, 'PT400', 'invalid_range',
  'a window over 62 days is refused');
select throws_ok($$select public.staff_add_closure(pg_temp.open_day(), 'Team offsite')$$, '42501', null,
  'anon may not add a closure');
select throws_ok($$select public.staff_remove_closure('2026-12-30')$$, '42501', null, 'anon may not remove a closure');
reset role;

-- Staff read at aal2 only; agents may not add or remove.
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000015a0', 'aal1');
select is((select count(*)::integer from public.closures), 0, 'a password-only session reads no closures');
select pg_temp.sign_in('00000000-0000-4000-a000-0000000015a0', 'aal2');
select ok((select count(*) from public.closures) >= 39, 'an agent at aal2 reads the closures');
select throws_ok($$select public.staff_add_closure(pg_temp.open_day(), 'Team offsite')$$, 'PT403', 'admin_only',
  'an agent may not add a closure');
select throws_ok($$select public.staff_remove_closure('2026-12-30')$$, 'PT403', 'admin_only',
  'an agent may not remove a closure');
select throws_ok($$insert into public.closures (day, reason, kind) values (pg_temp.open_day(), 'Direct', 'company_closure')$$,
  '42501', null, 'no one writes the table directly');

-- Admins add and remove, with an audit row each.
select pg_temp.sign_in('00000000-0000-4000-a000-0000000015a1', 'aal2');
select is(
  (select (c.day, c.reason, c.kind, c.estimated, c.created_by)::text
   from public.staff_add_closure(pg_temp.open_day(), '  Team offsite ') c),
  (pg_temp.open_day(), 'Team offsite', 'company_closure', false, '00000000-0000-4000-a000-0000000015a1'::uuid)::text,
  'an admin closes a day: a company closure by default, reason trimmed, added by them');
select throws_ok($$select public.staff_add_closure(pg_temp.open_day(), 'Again')$$, 'PT409', 'closure_exists',
  'a day cannot be closed twice');
select throws_ok($$select public.staff_add_closure('2026-01-01', 'Past')$$, 'PT400', 'closure_in_past',
  'a past day cannot be closed');
select throws_ok($$select public.staff_add_closure(pg_temp.open_day() + 1, 'X')$$, '23514', null,
  'a reason under 2 characters is refused');
select throws_ok($$select public.staff_add_closure(pg_temp.open_day() + 1, 'Offsite', 'holiday')$$, '23514', null,
  'an unknown kind is refused');
select is(
  (select (a.actor_email, a.details ->> 'reason')::text from public.audit_log a where a.action = 'closure_added'),
  ('admin.closures@innovatehub.test', 'Team offsite')::text, 'adding a closure is audited');
select is((select reason from public.get_closed_days(pg_temp.open_day(), pg_temp.open_day())), 'Team offsite',
  'the new closure is in the slot source at once');
select is((select day from public.staff_remove_closure(pg_temp.open_day())), pg_temp.open_day(),
  'an admin reopens a day');
select throws_ok($$select public.staff_remove_closure(pg_temp.open_day())$$, 'PT404', 'not_found',
  'an open day cannot be reopened');
select is((select count(*)::integer from public.audit_log a where a.action = 'closure_removed'), 1,
  'removing a closure is audited');
select throws_ok($$select public.staff_remove_closure('2026-01-01')$$, 'PT400', 'closure_in_past',
  'a past closure stays on record');
reset role;

select * from finish();
rollback;
