-- Times each console call (median of five runs, each undone) on the loaded data set and stores it under the set's
-- name (psql variable data_set) in bench.results. Staff calls run as the authenticated role with a staff member's
-- claims at aal2, exactly as PostgREST runs them; the booking insert runs as anon; the escalation job as the
-- scheduler's owner.
\set ON_ERROR_STOP on

insert into auth.users (id, email, aud, role)
values ('00000000-0000-4000-a000-00000000be01', 'bench@innovatehub.test', 'authenticated', 'authenticated')
on conflict (id) do nothing;
insert into public.staff (user_id, email, role)
values ('00000000-0000-4000-a000-00000000be01', 'bench@innovatehub.test', 'agent')
on conflict (user_id) do nothing;
insert into auth.sessions (id, user_id, aal, created_at, updated_at)
values ('00000000-0000-4000-a000-00000000be02', '00000000-0000-4000-a000-00000000be01', 'aal2', now(), now())
on conflict (id) do nothing;
select set_config('request.jwt.claims', json_build_object('sub', '00000000-0000-4000-a000-00000000be01',
  'role', 'authenticated', 'aal', 'aal2', 'session_id', '00000000-0000-4000-a000-00000000be02')::text, false);

-- A free slot for the booking insert: an open weekday three to six weeks ahead, 11:00 Manila.
select ((d::date + time '11:00') at time zone 'Asia/Manila') as free_slot
from generate_series(current_date + 21, current_date + 42, interval '1 day') d
where extract(isodow from d) between 1 and 5
  and not exists (select 1 from public.closures c where c.day = d::date)
  and not exists (select 1 from public.appointments a
    where a.scheduled_at = (d::date + time '11:00') at time zone 'Asia/Manila')
order by d limit 1 \gset

select date_trunc('week', now() at time zone 'Asia/Manila')::date as this_monday,
  (now() at time zone 'Asia/Manila')::date as today \gset

-- An agent application whose mobile number every real inquiry of the set shares ("+63 917 000 0000"), at the store
-- address of nobody else: the duplicates check's worst case for one source. Stored once (a second data set's
-- submit of the same id is answered, not stored).
insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
  store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
  heard_from, consent_notice_version)
values ('agt-00000000-0000-4000-8000-00000000be03', 'Bench Applicant', '+639170000000', 'bench.applicant@example.com',
  date '1985-05-05', 'en', 'Bench Store', 'retail', 3, '0400000000', '0401000000', '0401005000', '0401005001',
  '1 Bench Street', 'basic', 'facebook', '2026-11-27');

create temporary table bench_calls (position integer, call text, role text, statement text);
insert into bench_calls values
  (1, 'inbox page 1, default sort', 'authenticated', 'select * from public.staff_list_leads()'),
  (2, 'inbox page 200', 'authenticated', 'select * from public.staff_list_leads(p_page => 200)'),
  (3, 'inbox, newest first', 'authenticated', 'select * from public.staff_list_leads(p_sort => ''date_desc'')'),
  (4, 'inbox search for an e-mail fragment', 'authenticated',
    'select * from public.staff_list_leads(p_search => ''company417.ex'')'),
  (5, 'inbox, status new', 'authenticated', 'select * from public.staff_list_leads(p_status => ''new'')'),
  (6, 'dashboard, 12 weeks', 'authenticated',
    format('select public.staff_lead_dashboard(%L::date - 83, %L::date)', :'today', :'today')),
  (7, 'dashboard, 371 days', 'authenticated',
    format('select public.staff_lead_dashboard(%L::date - 370, %L::date)', :'today', :'today')),
  (8, 'escalation job (every 5 minutes)', 'postgres', 'select private.escalate_leads()'),
  (9, 'week agenda', 'authenticated', format('select * from public.staff_week_agenda(%L)', :'this_monday')),
  (10, 'booking insert', 'anon', format(
    'insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic) '
    'values (''Bench Visitor'', ''bench.visitor@example.com'', %L, ''30min'', ''video'', ''Bench'')',
    :'free_slot')),
  (11, 'application duplicates (its mobile shared by every real inquiry)', 'authenticated',
    'select * from public.staff_agent_application_duplicates(''agt-00000000-0000-4000-8000-00000000be03'')'),
  (12, 'agent network, 12 weeks', 'authenticated',
    format('select public.staff_agent_dashboard(%L::date - 83, %L::date)', :'today', :'today')),
  (13, 'agent network, 371 days', 'authenticated',
    format('select public.staff_agent_dashboard(%L::date - 370, %L::date)', :'today', :'today'));

-- One psql line per call: switch to its role, time it, switch back (SET ROLE cannot run inside a function).
select format('set role %I;' || E'\n' || 'insert into bench.results values (%L, %s, %L, bench.median_ms(%L));'
  || E'\n' || 'reset role;', c.role, :'data_set', c.position, c.call, c.statement)
from bench_calls c order by c.position \gexec
