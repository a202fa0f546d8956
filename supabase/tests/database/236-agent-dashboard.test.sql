-- The agent network's dashboard figures on a set whose answers are counted by hand, and who may ask for them.
-- Range 2026-10-05 (Mon) .. 2026-10-18 (Sun), two weeks, no closed day. Business minutes: Mon-Fri 09:00-17:00.
--   week 1: A1 Batangas created Mon 10:00, answered Mon 10:30 (30), approved Tue 10:00 (420 + 60 = 480)
--           A2 Batangas created Tue 16:00, answered Wed 09:20 (60 + 20 = 80), onboarded, decided Thu 16:00
--              (60 + 480 + 420 = 960)
--           A3 Cavite   created Wed 11:00, answered Wed 11:10 (10), declined Wed 15:00 (240)
--   week 2: A4 NCR (no province) created Mon 09:00, never answered, new
--           A5 Batangas created Tue 09:00, answered Tue 09:45 (45), screening
--           A6 Cavite   created Sat 10:00, answered Mon 09:30 (30), withdrawn Mon 10:00 (60)
--   left out: A7 created Mon 2026-10-19 (after the range); A8 in the range but still awaiting its CAPTCHA.
-- First response [10, 30, 30, 45, 80]: median 30. Decision [60, 240, 480, 960]: median 360. Onboarded 1 of 6.
begin;
\ir ../helpers.sql
select plan(16);

create function pg_temp.ph(p_text text) returns timestamptz language sql immutable as $$
  select (p_text || '+08')::timestamptz
$$;
select pg_temp.add_staff('00000000-0000-4000-a000-000000000236', 'agent.dashboard@innovatehub.test', 'agent');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000237', 'admin.dashboard@innovatehub.test', 'admin');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000238', 'gone.dashboard@innovatehub.test', 'agent');

delete from public.closures;
delete from public.agent_applications;

-- An application in a place (region, province or null, city), as the server role stores one.
create function pg_temp.application(p_serial integer, p_region text, p_province text, p_city text) returns void
language sql as $$
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
    heard_from, consent_notice_version)
  values ('agt-00000000-0000-4000-8236-' || lpad(p_serial::text, 12, '0'), 'Applicant A' || p_serial,
    '+63917236' || lpad(p_serial::text, 4, '0'), 'dashboard' || p_serial || '@example.com', date '1988-02-02', 'en',
    'Dashboard Store', 'retail', 3, p_region, p_province, p_city, left(p_city, 7) || '001', '1 Dashboard Street',
    'basic', 'facebook', '2026-11-26')
$$;
select pg_temp.application(1, '0400000000', '0401000000', '0401005000');
select pg_temp.application(2, '0400000000', '0401000000', '0401005000');
select pg_temp.application(3, '0400000000', '0402000000', '0402001000');
select pg_temp.application(4, '1300000000', null, '1380100000');
select pg_temp.application(5, '0400000000', '0401000000', '0401005000');
select pg_temp.application(6, '0400000000', '0402000000', '0402001000');
select pg_temp.application(7, '0400000000', '0401000000', '0401005000');
select pg_temp.application(8, '0400000000', '0401000000', '0401005000');

-- The insert stamps the server's clock: the history is set afterwards, each application in one statement so the
-- stamped minutes count from its own arrival.
update public.agent_applications set created_at = pg_temp.ph('2026-10-05 10:00'),
  first_response_at = pg_temp.ph('2026-10-05 10:30'), stage = 'approved', decided_at = pg_temp.ph('2026-10-06 10:00')
  where full_name = 'Applicant A1';
update public.agent_applications set created_at = pg_temp.ph('2026-10-06 16:00'),
  first_response_at = pg_temp.ph('2026-10-07 09:20'), stage = 'onboarded', decided_at = pg_temp.ph('2026-10-08 16:00')
  where full_name = 'Applicant A2';
update public.agent_applications set created_at = pg_temp.ph('2026-10-07 11:00'),
  first_response_at = pg_temp.ph('2026-10-07 11:10'), stage = 'declined', decline_reason = 'area_covered',
  decided_at = pg_temp.ph('2026-10-07 15:00')
  where full_name = 'Applicant A3';
update public.agent_applications set created_at = pg_temp.ph('2026-10-12 09:00') where full_name = 'Applicant A4';
update public.agent_applications set created_at = pg_temp.ph('2026-10-13 09:00'),
  first_response_at = pg_temp.ph('2026-10-13 09:45'), stage = 'screening'
  where full_name = 'Applicant A5';
update public.agent_applications set created_at = pg_temp.ph('2026-10-17 10:00'),
  first_response_at = pg_temp.ph('2026-10-19 09:30'), stage = 'withdrawn', decided_at = pg_temp.ph('2026-10-19 10:00')
  where full_name = 'Applicant A6';
update public.agent_applications set created_at = pg_temp.ph('2026-10-19 10:00') where full_name = 'Applicant A7';
update public.agent_applications set created_at = pg_temp.ph('2026-10-14 10:00'), awaiting_captcha = true
  where full_name = 'Applicant A8';

-- 1. The decision's clock.
select results_eq($$select full_name, decision_minutes from public.agent_applications
  where decision_minutes is not null order by full_name$$,
  $$values ('Applicant A1'::text, 480), ('Applicant A2', 960), ('Applicant A3', 240), ('Applicant A6', 60)$$,
  'the business minutes to each decision are stamped with it');
update public.agent_applications set stage = 'screening' where full_name = 'Applicant A7';
update public.agent_applications set stage = 'site_visit' where full_name = 'Applicant A7';
select is((select decided_at from public.agent_applications where full_name = 'Applicant A7'), null,
  'a move between stages before a decision decides nothing');
update public.agent_applications set stage = 'approved' where full_name = 'Applicant A7';
select is((select decided_at from public.agent_applications where full_name = 'Applicant A7'), now(),
  'the move out of them is the decision');
update public.agent_applications set decided_at = now() - interval '1 day' where full_name = 'Applicant A7';
update public.agent_applications set stage = 'onboarded' where full_name = 'Applicant A7';
select is((select decided_at from public.agent_applications where full_name = 'Applicant A7'),
  now() - interval '1 day', 'a later move keeps the first decision');

-- 2. The figures, for an agent at aal2.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000236', 'aal2');
set local role authenticated;
create temporary table dash on commit drop as select public.staff_agent_dashboard('2026-10-05', '2026-10-18') as d;

select is((select d -> 'weeks' from dash),
  '[{"week": "2026-10-05", "applications": 3}, {"week": "2026-10-12", "applications": 3}]'::jsonb,
  'applications per week (the one of 2026-10-19 and the one awaiting its CAPTCHA left out)');
select is((select d -> 'provinces' from dash),
  '[{"province_code": "0401000000", "region_code": null, "applications": 3, "in_progress": 1, "agencies": 2, "closed": 0},
    {"province_code": "0402000000", "region_code": null, "applications": 2, "in_progress": 0, "agencies": 0, "closed": 2},
    {"province_code": null, "region_code": "1300000000", "applications": 1, "in_progress": 1, "agencies": 0, "closed": 0}]'::jsonb,
  'by province, most applications first, each split by outcome; a store outside any province under its region');
select is((select d -> 'stages' from dash),
  '{"new": 1, "screening": 1, "approved": 1, "onboarded": 1, "declined": 1, "withdrawn": 1}'::jsonb,
  'by stage, as the applications stand now');
select is((select d -> 'first_response' from dash), '{"answered": 5, "median_minutes": 30.0}'::jsonb,
  'the median business minutes to first response');
select is((select d -> 'decision' from dash), '{"decided": 4, "median_minutes": 360.0}'::jsonb,
  'the median business minutes to decision');
select is((select d -> 'conversion' from dash), '{"applications": 6, "onboarded": 1, "rate": 0.1667}'::jsonb,
  'application-to-onboarded conversion');
select is(public.staff_agent_dashboard('2026-09-01', '2026-09-06') - 'weeks',
  '{"provinces": [], "stages": {}, "first_response": {"answered": 0, "median_minutes": null},
    "decision": {"decided": 0, "median_minutes": null},
    "conversion": {"applications": 0, "onboarded": 0, "rate": null}}'::jsonb,
  'a range without applications has empty figures');
select throws_ok($$select public.staff_agent_dashboard('2026-10-18', '2026-10-05')$$, 'PT400', 'invalid_range',
  'a reversed range is refused');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-000000000237', 'aal2');
set local role authenticated;
select is(public.staff_agent_dashboard('2026-10-05', '2026-10-18'), (select d from dash),
  'an admin gets the same figures');
reset role;

-- 3. Everyone else is refused.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000236', 'aal1');
set local role authenticated;
select throws_ok($$select public.staff_agent_dashboard('2026-10-05', '2026-10-18')$$, 'PT403', 'mfa_required',
  'an agent at aal1 is refused');
reset role;

delete from public.staff where user_id = '00000000-0000-4000-a000-000000000238';
select pg_temp.sign_in('00000000-0000-4000-a000-000000000238', 'aal2');
set local role authenticated;
select throws_ok($$select public.staff_agent_dashboard('2026-10-05', '2026-10-18')$$, 'PT403', 'staff_only',
  'a removed member is refused');
reset role;

set local role anon;
select throws_ok($$select public.staff_agent_dashboard('2026-10-05', '2026-10-18')$$, '42501', null,
  'anon may not call it');
reset role;

select * from finish();
rollback;
