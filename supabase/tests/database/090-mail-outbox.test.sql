-- Every booking and inquiry queues its e-mails in the same transaction; the worker claims them with a lease,
-- records each outcome, and gives up into "dead" after max_attempts.
begin;
\ir ../helpers.sql
select plan(17);

-- Only the jobs made here: the seed's jobs are set aside.
update public.mail_jobs set status = 'sent';

set local role anon;
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
values ('00000000-0000-4000-8000-000000000091', 'Outbox Tester', 'outbox@example.com', pg_temp.manila(1, '09:00'),
  '30min', 'video', 'Outbox', 'pending');
insert into public.inquiries (id, kind, name, email, phone)
values ('inq-00000000-0000-4000-8000-000000000091', 'ai', 'Outbox Tester', 'outbox@example.com', '+63 912 345 6789');
select throws_ok($$select * from public.mail_jobs$$, '42501', null, 'anon cannot read the outbox');
select throws_ok($$select * from public.claim_mail_jobs(10, 60)$$, '42501', null, 'anon cannot claim mail jobs');
reset role;

select results_eq(
  $$select template || '/' || recipient from public.mail_jobs
    where appointment_id = '00000000-0000-4000-8000-000000000091' order by template$$,
  $$values ('booking_new/team'), ('booking_received/visitor')$$,
  'a booking queues the visitor''s acknowledgement and the team notice');
select results_eq(
  $$select template || '/' || recipient from public.mail_jobs
    where inquiry_id = 'inq-00000000-0000-4000-8000-000000000091' order by template$$,
  $$values ('inquiry_new/team'), ('inquiry_received/visitor')$$,
  'an inquiry queues the visitor''s acknowledgement and the team notice');

set local role anon;
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
values ('00000000-0000-4000-8000-000000000091', 'Outbox Tester', 'outbox@example.com', pg_temp.manila(1, '09:00'),
  '30min', 'video', 'Outbox', 'pending');
reset role;
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000091'),
  2, 'a retried insert queues nothing twice');

select is((select count(*)::integer from private.manage_tokens where appointment_id = '00000000-0000-4000-8000-000000000091'),
  1, 'the visitor''s acknowledgement gets one manage token');
select is(
  (select t.token_hash from private.manage_tokens t where t.appointment_id = '00000000-0000-4000-8000-000000000091'),
  (select sha256(convert_to(k.token, 'UTF8')) from private.mail_job_tokens k
     join public.mail_jobs j on j.id = k.job_id where j.appointment_id = '00000000-0000-4000-8000-000000000091'),
  'only the token''s SHA-256 is kept for good');

set local role service_role;
create temporary table claimed on commit drop as
  select * from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000091');
select is((select count(*)::integer from claimed), 2, 'the worker claims the booking''s two jobs');
select is((select manage_token from claimed where template = 'booking_received') ~ '^[0-9a-f]{64}$', true,
  'the visitor job comes with its clear token');
select is((select appointment->>'email' from claimed where template = 'booking_new'), 'outbox@example.com',
  'each job comes with what its e-mail needs');
select is_empty($$select * from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000091')$$,
  'a leased job is not claimed by a second worker');
reset role;

-- A worker that crashed: its lease runs out and the job is claimed again, as the same job (same idempotency key).
update public.mail_jobs set lease_expires_at = now() - interval '1 second'
where appointment_id = '00000000-0000-4000-8000-000000000091' and template = 'booking_new';
set local role service_role;
select results_eq($$select template, attempts from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000091')$$,
  $$values ('booking_new'::text, 2)$$, 'an expired lease makes the job claimable again, counting the attempt');

select ok(public.complete_mail_job((select id from claimed where template = 'booking_received'), 'provider-1'),
  'a sent job is recorded');
reset role;
select is_empty($$select 1 from private.mail_job_tokens k join claimed c on c.id = k.job_id where c.template = 'booking_received'$$,
  'the clear token is dropped once its e-mail is sent');

set local role service_role;
select is(public.fail_mail_job((select id from claimed where template = 'booking_new'), 'provider_5xx', now() + interval '1 minute'),
  'pending', 'a failed attempt with attempts left is retried later');
reset role;
update public.mail_jobs set attempts = max_attempts - 1, next_attempt_at = now() - interval '1 second'
where appointment_id = '00000000-0000-4000-8000-000000000091' and template = 'booking_new';
set local role service_role;
select is(public.fail_mail_job((select id from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000091')), 'provider_5xx', now()),
  'dead', 'the last allowed attempt failing makes the job dead');
select is_empty($$select * from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000091')$$,
  'dead and sent jobs are never claimed');
reset role;

select * from finish();
rollback;
