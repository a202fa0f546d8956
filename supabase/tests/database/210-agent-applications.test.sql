-- Agent applications: anon submits one and reads nothing; the constraints refuse a minor, a landline and a bad
-- TIN; a repeat within 30 days is not stored and mails the status link to the applicant on file; staff read at aal2
-- only; a status token shows the stage. Lists and numbers are checked against packages/domain by
-- tooling/local-backend/test/domain-contract.test.ts.
begin;
select plan(23);
\ir ../helpers.sql

create function pg_temp.apply(p_id text default null, p_mobile text default '+639171234567',
  p_email text default 'store.owner@example.com', p_date_of_birth date default date '1990-05-01',
  p_tin text default null, p_province text default '0401000000')
returns jsonb language sql as $$
  select public.submit_agent_application(
    p_id => coalesce(p_id, 'agt-' || gen_random_uuid()),
    p_full_name => 'Maria Santos', p_mobile => p_mobile, p_email => p_email, p_date_of_birth => p_date_of_birth,
    p_language => 'fil', p_store_name => 'Santos Sari-Sari Store', p_store_type => 'retail',
    p_years_in_operation => 4, p_region_code => '0400000000', p_province_code => p_province,
    p_city_code => '0401005000', p_barangay_code => '0401005001', p_street => '12 Rizal Street',
    p_business_package => 'basic', p_heard_from => 'facebook', p_consent_notice_version => '2026-11-26',
    p_tin => p_tin)
$$;
grant execute on function pg_temp.apply(text, text, text, date, text, text) to anon;

create temporary table answers (name text primary key, answer jsonb);
grant insert, select on answers to anon;

set local role anon;
insert into answers values ('first', pg_temp.apply('agt-00000000-0000-4000-8000-000000000210'));
insert into answers values ('retry', pg_temp.apply('agt-00000000-0000-4000-8000-000000000210'));
insert into answers values ('repeat', pg_temp.apply(p_email => 'other.person@example.com'));
insert into answers values ('repeat_mailbox', pg_temp.apply(p_mobile => '+639189999999', p_email => 'Store.Owner+x@Example.com'));
select throws_ok($$select pg_temp.apply(p_mobile => '+639170000001', p_email => 'minor@example.com',
    p_date_of_birth => ((now() at time zone 'Asia/Manila')::date - interval '18 years' + interval '1 day')::date)$$,
  '23514', null, 'a 17-year-old is refused');
select lives_ok($$select pg_temp.apply(p_mobile => '+639170000002', p_email => 'eighteen@example.com',
    p_date_of_birth => ((now() at time zone 'Asia/Manila')::date - interval '18 years')::date)$$,
  'an applicant who turns 18 today is accepted');
select throws_ok($$select pg_temp.apply(p_mobile => '+63431234567', p_email => 'landline@example.com')$$,
  '23514', null, 'a landline is refused');
select throws_ok($$select pg_temp.apply(p_mobile => '09171234567', p_email => 'local@example.com')$$,
  '23514', null, 'a number not in E.164 is refused');
select throws_ok($$select pg_temp.apply(p_mobile => '+639170000003', p_email => 'tin@example.com', p_tin => '12345')$$,
  '23514', null, 'a TIN of five digits is refused');
select throws_ok($$select pg_temp.apply(p_mobile => '+639170000004', p_email => 'tin2@example.com', p_tin => '123-456-789')$$,
  '23514', null, 'a TIN with separators is refused (digits only are stored)');
select lives_ok($$select pg_temp.apply(p_mobile => '+639170000005', p_email => 'tin3@example.com', p_tin => '123456789000')$$,
  'a TIN with a branch code is accepted');
select throws_ok($$select pg_temp.apply(p_mobile => '+639170000006', p_email => 'psgc@example.com', p_province => '0500000000')$$,
  '23514', null, 'a province outside the region is refused');
select throws_ok($$select count(*) from public.agent_applications$$, '42501', null, 'anon cannot read applications');
select throws_ok($$select count(*) from public.agent_application_documents$$, '42501', null, 'anon cannot read documents');
select throws_ok($$update public.agent_applications set stage = 'activated'$$, '42501', null, 'anon cannot change an application');
reset role;

select is((select answer ->> 'outcome' from answers where name = 'first'), 'received', 'a new application is received');
select ok((select answer ->> 'reference' ~ '^PA-[0-9A-Z]{8}$' and answer ->> 'upload_token' ~ '^[0-9a-f]{64}$'
  from answers where name = 'first'), 'the answer carries the reference and an upload token');
select is((select answer ->> 'reference' from answers where name = 'retry'),
  (select answer ->> 'reference' from answers where name = 'first'), 'a retried submit answers the same reference');
select is((select count(*)::integer from public.agent_applications where mobile = '+639171234567'), 1,
  'the application is stored once');
select is((select answer from answers where name = 'repeat'), '{"outcome": "already_applied"}'::jsonb,
  'a repeat from the same mobile number answers already_applied, with no reference or token');
select is((select answer from answers where name = 'repeat_mailbox'), '{"outcome": "already_applied"}'::jsonb,
  'a repeat from the same mailbox, written differently, answers already_applied');
select is((select array_agg(template || ':' || recipient order by template, recipient) from public.mail_jobs
    where agent_application_id = 'agt-00000000-0000-4000-8000-000000000210'),
  array['agent_application_new:team', 'agent_application_received:visitor', 'agent_application_repeat:visitor'],
  'the acknowledgement, the team alert and one repeat notice (a day''s limit) are queued');
select is((select count(*)::integer from private.mail_job_tokens t join public.mail_jobs j on j.id = t.job_id
    where j.agent_application_id = 'agt-00000000-0000-4000-8000-000000000210'), 2,
  'each applicant e-mail carries its own status link');

-- Staff read at aal2 only.
select pg_temp.add_staff('00000000-0000-4000-a000-000000000210', 'agent210@innovatehub.ph');
select pg_temp.sign_in('00000000-0000-4000-a000-000000000210', 'aal1');
set local role authenticated;
select is((select count(*)::integer from public.agent_applications), 0, 'staff at aal1 read no application');
reset role;
select pg_temp.sign_in('00000000-0000-4000-a000-000000000210', 'aal2');
set local role authenticated;
select ok((select count(*) from public.agent_applications) > 0, 'staff at aal2 read the applications');
reset role;

-- The status page, by the token its e-mail carries.
select is((select public.get_agent_application_status(t.token) ->> 'stage'
    from private.mail_job_tokens t join public.mail_jobs j on j.id = t.job_id
    where j.template = 'agent_application_received' and j.agent_application_id = 'agt-00000000-0000-4000-8000-000000000210'),
  'new', 'the status token shows the stage');
select throws_ok($$select public.get_agent_application_status(repeat('a', 64))$$, 'PT403', 'invalid_token',
  'an unknown token is refused');

select * from finish();
rollback;
