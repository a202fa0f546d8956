-- Retention deletes exactly what is due (with its mail jobs and tokens); unsubscribe links turn the flag off.
begin;
select plan(13);

-- The dates below are relative to today and may fall on a seeded holiday; closed days are tested in
-- 150-closures and 160-closed-days-and-notice, so this file opens every day (rolled back at the end).
delete from public.closures;

create function pg_temp.monday_weeks_ago(p_weeks integer, p_time text) returns timestamptz language sql stable as $$
  select ((date_trunc('week', now() at time zone 'Asia/Manila')::date - 7 * p_weeks) + p_time::time)
    at time zone 'Asia/Manila'
$$;

create function pg_temp.booking(p_id uuid, p_weeks_ago integer) returns void language plpgsql as $$
begin
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (p_id, 'Retention Tester', 'retention@example.com',
    ((date_trunc('week', now() at time zone 'Asia/Manila')::date + 21 + (p_weeks_ago % 5)) + time '16:30')
      at time zone 'Asia/Manila', '30min', 'video', 'Retention', 'pending');
  update public.appointments
  set scheduled_at = pg_temp.monday_weeks_ago(p_weeks_ago, '16:30'), ends_at = pg_temp.monday_weeks_ago(p_weeks_ago, '17:00')
  where id = p_id;
end
$$;

select pg_temp.booking('00000000-0000-4000-8000-000000000121', 53);
select pg_temp.booking('00000000-0000-4000-8000-000000000122', 51);
insert into public.inquiries (id, kind, name, email, phone, subscribe, consent_notice_version, consent_form) values
  ('inq-00000000-0000-4000-8000-000000000121', 'ai', 'Old Inquirer', 'old@example.com', '+63 912 345 6789', false, null, null),
  ('inq-00000000-0000-4000-8000-000000000122', 'ai', 'Recent Inquirer', 'Sub+news@Example.com', '+63 912 345 6789', true,
    '2026-11-26', '/ai-solutions'),
  ('inq-00000000-0000-4000-8000-000000000123', 'digital', 'Recent Inquirer', 'sub@example.com', '+63 912 345 6789', true,
    '2026-11-26', '/digital-customizations');
update public.inquiries set created_at = now() - interval '731 days' where id = 'inq-00000000-0000-4000-8000-000000000121';
update public.inquiries set created_at = now() - interval '729 days' where id = 'inq-00000000-0000-4000-8000-000000000122';

select results_eq($$select appointments, inquiries from private.purge_expired_data()$$, $$values (1, 1)$$,
  'one booking and one inquiry were due');
select is_empty($$select 1 from public.appointments where id = '00000000-0000-4000-8000-000000000121'$$,
  'a booking whose meeting ended over a year ago is deleted');
select isnt_empty($$select 1 from public.appointments where id = '00000000-0000-4000-8000-000000000122'$$,
  'a booking from under a year ago is kept');
select is_empty($$select 1 from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000121'
  or inquiry_id = 'inq-00000000-0000-4000-8000-000000000121'$$, 'their mail jobs went with them');
select is_empty($$select 1 from private.manage_tokens where appointment_id = '00000000-0000-4000-8000-000000000121'$$,
  'and their manage tokens');
select isnt_empty($$select 1 from public.inquiries where id = 'inq-00000000-0000-4000-8000-000000000122'$$,
  'an inquiry from under two years ago is kept');
select isnt_empty($$select 1 from public.appointments where id = '5b0a6f4e-1c2d-4e8f-9a10-000000000001'$$,
  'future bookings are untouched');
select is((select count(*)::integer from cron.job where jobname = 'purge-expired-data'), 1, 'retention runs daily');

-- Unsubscribe.
create temporary table unsubscribe_token on commit drop as
  select k.token from private.mail_job_tokens k join public.mail_jobs j on j.id = k.job_id
  where j.inquiry_id = 'inq-00000000-0000-4000-8000-000000000122';
grant select on unsubscribe_token to anon;
select is((select count(*)::integer from private.mail_job_tokens k join public.mail_jobs j on j.id = k.job_id
  where j.inquiry_id = 'inq-00000000-0000-4000-8000-000000000121'), 0, 'no link without a subscription');
set local role anon;
select throws_ok($$select public.unsubscribe(repeat('0', 64))$$, 'PT403', 'invalid_token', 'a wrong token is refused');
select lives_ok($$select public.unsubscribe((select token from unsubscribe_token)); select public.unsubscribe((select token from unsubscribe_token))$$,
  'the link works, also twice');
reset role;
select is((select count(*)::integer from public.inquiries where email in ('Sub+news@Example.com', 'sub@example.com') and subscribe), 0,
  'every inquiry from that mailbox is unsubscribed');
select is((select count(*)::integer from public.inquiries where email in ('Sub+news@Example.com', 'sub@example.com')
  and consent_withdrawn_at is not null and consent_at is not null), 2,
  'the withdrawal is recorded beside the consent it withdraws');

select * from finish();
rollback;
