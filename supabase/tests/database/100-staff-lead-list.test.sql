-- The inbox list: who sees rows, and what each filter, sort and page argument does.
begin;
\ir ../helpers.sql
select plan(16);

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000000a1', 'lister@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000000a1', 'lister@innovatehub.test', 'agent');

delete from public.appointments;
delete from public.inquiries;
insert into public.appointments (id, name, email, company, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000a01', 'Alma Reyes', 'alma@example.com', 'Reyes Trading', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'Mobile app'),
  ('00000000-0000-4000-8000-000000000a02', 'Ben Cruz', 'ben@example.com', null, pg_temp.manila(1, '11:00', 5), '30min', 'call', 'Website'),
  ('00000000-0000-4000-8000-000000000a03', 'Carla 100%_Sure', 'carla@example.com', null, pg_temp.manila(2, '13:00', 5), '30min', 'video', 'AI');
insert into public.inquiries (id, kind, name, email, phone, company) values
  ('inq-00000000-0000-4000-8000-000000000a01', 'ai', 'Dan Lim', 'dan@lim.example.com', '+63 912 345 6789', 'Lim Foods');

-- Not staff at aal2: an empty page, never an error that tells more.
select pg_temp.sign_in('00000000-0000-4000-a000-0000000000a1', 'aal1');
set local role authenticated;
select is_empty('select * from public.staff_list_leads()', 'staff at aal1 list nothing');
reset role;

set local role anon;
select throws_ok('select * from public.staff_list_leads()', '42501', null, 'anon may not call the list');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000a1', 'aal2');
set local role authenticated;

select results_eq('select id, total_count from public.staff_list_leads(p_sort => ''date_asc'', p_kind => ''booking'')',
  $$values ('00000000-0000-4000-8000-000000000a01'::text, 3::bigint), ('00000000-0000-4000-8000-000000000a02', 3), ('00000000-0000-4000-8000-000000000a03', 3)$$,
  'bookings sorted by meeting time, each row carrying the total');
select results_eq('select kind, subject from public.staff_list_leads(p_kind => ''inquiry'')',
  $$values ('inquiry'::text, 'ai'::text)$$, 'an inquiry lists with its kind as subject');
select is((select count(*) from public.staff_list_leads()), 4::bigint, 'no filter lists both kinds');
select results_eq('select name from public.staff_list_leads(p_sort => ''name_asc'')',
  $$values ('Alma Reyes'::text), ('Ben Cruz'), ('Carla 100%_Sure'), ('Dan Lim')$$, 'sorted by name');
select results_eq('select name from public.staff_list_leads(p_sort => ''name_desc'', p_page => 2, p_page_size => 3)',
  $$values ('Alma Reyes'::text)$$, 'the second page holds what the first did not');
select results_eq('select name from public.staff_list_leads(p_search => ''REYES'')',
  $$values ('Alma Reyes'::text)$$, 'search ignores case and matches the name');
select results_eq('select name from public.staff_list_leads(p_search => ''lim.example'')',
  $$values ('Dan Lim'::text)$$, 'search matches the e-mail address');
select results_eq('select name from public.staff_list_leads(p_search => ''foods'')',
  $$values ('Dan Lim'::text)$$, 'search matches the company');
select results_eq('select name from public.staff_list_leads(p_search => ''%_'')',
  $$values ('Carla 100%_Sure'::text)$$, 'wildcards in the search match only themselves');
select results_eq(
  format('select name from public.staff_list_leads(p_kind => ''booking'', p_from => %L, p_to => %L)',
    pg_temp.manila(1, '00:00', 5), pg_temp.manila(2, '00:00', 5)),
  $$values ('Ben Cruz'::text)$$, 'the date range keeps bookings whose meeting falls inside it');
select results_eq('select name from public.staff_list_leads(p_status => ''new'')',
  $$values ('Dan Lim'::text)$$, 'the status filter');
select throws_ok('select * from public.staff_list_leads(p_sort => ''id; drop table x'')', 'PT400', 'invalid_sort',
  'an unknown sort is refused');
select throws_ok('select * from public.staff_list_leads(p_page_size => 1000)', 'PT400', 'invalid_page',
  'a page of more than 100 rows is refused');
select throws_ok('select * from public.staff_list_leads(p_kind => ''staff'')', 'PT400', 'invalid_kind',
  'an unknown kind is refused');
reset role;

select * from finish();
rollback;
