-- Who may do what: anon and authenticated insert only; functions are executable only by the roles they serve.
begin;
\ir ../helpers.sql
select plan(37);

select ok((select relrowsecurity from pg_class where oid = 'public.appointments'::regclass), 'RLS is on for appointments');
select ok((select relrowsecurity from pg_class where oid = 'public.inquiries'::regclass), 'RLS is on for inquiries');
select is(
  (select count(*)::integer from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity),
  0, 'every table in public has RLS on');

select table_privs_are('public', 'appointments', 'anon', array[]::text[], 'anon has no table-wide privilege on appointments');
select table_privs_are('public', 'inquiries', 'anon', array[]::text[], 'anon has no table-wide privilege on inquiries');
-- authenticated may SELECT (staff read through policies, see 090-staff-access) and nothing else table-wide.
select table_privs_are('public', 'appointments', 'authenticated', array['SELECT'], 'authenticated may only select appointments table-wide');
select table_privs_are('public', 'inquiries', 'authenticated', array['SELECT'], 'authenticated may only select inquiries table-wide');

-- Seed one row of each so the denied statements have something to hit.
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
values ('00000000-0000-4000-8000-000000000010', 'Privilege Test', 'priv@example.com', pg_temp.manila(0, '11:00'), '30min', 'video', 'Test');
insert into public.inquiries (id, kind, name, email, phone)
values ('inq-00000000-0000-4000-8000-000000000010', 'ai', 'Privilege Test', 'priv@example.com', '+63 912 345 6789');

set local role anon;
select throws_ok('select * from public.appointments', '42501', null, 'anon cannot select appointments');
select throws_ok($$update public.appointments set status = 'confirmed'$$, '42501', null, 'anon cannot update appointments');
select throws_ok('delete from public.appointments', '42501', null, 'anon cannot delete appointments');
select throws_ok('select * from public.inquiries', '42501', null, 'anon cannot select inquiries');
select throws_ok($$update public.inquiries set subscribe = true$$, '42501', null, 'anon cannot update inquiries');
select throws_ok('delete from public.inquiries', '42501', null, 'anon cannot delete inquiries');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
    values (gen_random_uuid(), 'Return Test', 'ret@example.com', pg_temp.manila(0, '12:00'), '30min', 'video', 'Test')
    returning id$$,
  '42501', null, 'anon cannot read back its insert (RETURNING needs SELECT)');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
    values (gen_random_uuid(), 'Status Test', 'status@example.com', pg_temp.manila(0, '12:00'), '30min', 'video', 'Test', 'confirmed')$$,
  '42501', null, 'anon cannot insert a status other than pending');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, revision)
    values (gen_random_uuid(), 'Revision Test', 'revision@example.com', pg_temp.manila(0, '12:00'), '30min', 'video', 'Test', 5)$$,
  '42501', null, 'anon cannot set the revision');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, ends_at, duration, meeting_type, topic)
    values (gen_random_uuid(), 'Ends Test', 'ends@example.com', pg_temp.manila(0, '12:00'), pg_temp.manila(0, '16:00'), '30min', 'video', 'Test')$$,
  '42501', null, 'anon cannot set ends_at');
select throws_ok(
  $$insert into public.inquiries (id, kind, name, email, phone, created_at)
    values ('inq-00000000-0000-4000-8000-000000000011', 'ai', 'Created Test', 'created@example.com', '+63 912 345 6789', now() - interval '1 day')$$,
  '42501', null, 'anon cannot set created_at on inquiries');
select lives_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
    values (gen_random_uuid(), 'Anon Booker', 'anon.booker@example.com', pg_temp.manila(0, '12:00'), '30min', 'video', 'Test', 'pending')$$,
  'anon can insert a pending appointment');
select lives_ok(
  $$insert into public.inquiries (id, kind, name, email, phone)
    values ('inq-00000000-0000-4000-8000-000000000012', 'digital', 'Anon Inquirer', 'anon.inquirer@example.com', '+63 912 345 6789')$$,
  'anon can insert an inquiry');
select throws_ok('select * from private.rate_limits', '42501', null, 'anon cannot read the rate-limit settings');
select throws_ok($$update private.rate_limits set max_count = 1000$$, '42501', null, 'anon cannot change the rate-limit settings');
reset role;

set local role authenticated;
select is_empty('select * from public.appointments', 'an authenticated non-staff user reads no appointments');
select throws_ok('delete from public.inquiries', '42501', null, 'authenticated cannot delete inquiries');
reset role;

select function_privs_are('public', 'get_busy_ranges', array['date', 'date'], 'anon', array['EXECUTE'], 'anon may call get_busy_ranges');
select function_privs_are('public', 'get_busy_ranges', array['date', 'date'], 'authenticated', array['EXECUTE'], 'authenticated may call get_busy_ranges');
select function_privs_are('public', 'claim_mail_jobs', array['integer', 'integer', 'uuid'], 'anon', array[]::text[], 'anon may not call claim_mail_jobs');
select function_privs_are('public', 'claim_mail_jobs', array['integer', 'integer', 'uuid'], 'authenticated', array[]::text[], 'authenticated may not call claim_mail_jobs');
select function_privs_are('public', 'claim_mail_jobs', array['integer', 'integer', 'uuid'], 'service_role', array['EXECUTE'], 'service_role may call claim_mail_jobs');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and has_function_privilege('public', p.oid, 'execute')
     and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')),
  null, 'no function in public is executable by PUBLIC');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prosecdef and not (p.proconfig @> array['search_path=""'])),
  null, 'every security definer function in public pins an empty search_path');
select ok(not has_schema_privilege('anon', 'private', 'usage'), 'anon cannot use the private schema');
select function_privs_are('private', 'rate_limit', array['text'], 'anon', array[]::text[], 'anon may not call private.rate_limit');
select function_privs_are('private', 'is_public_caller', array[]::text[], 'anon', array[]::text[], 'anon may not call private.is_public_caller');
select function_privs_are('private', 'appointments_before_insert', array[]::text[], 'anon', array[]::text[], 'anon may not call the appointments trigger function');
select function_privs_are('private', 'inquiries_before_insert', array[]::text[], 'anon', array[]::text[], 'anon may not call the inquiries trigger function');
select function_privs_are('private', 'inquiry_details_valid', array['text', 'jsonb'], 'anon', array['EXECUTE'], 'anon may evaluate the inquiry details check (needed by the CHECK constraint)');

select * from finish();
rollback;
