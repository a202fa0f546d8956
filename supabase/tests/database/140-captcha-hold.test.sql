-- With CAPTCHA on, a new lead's e-mails are held until the service role releases them; unverified leads are
-- deleted after unverified_lead_minutes. With it off (the default), nothing is held.
begin;
\ir ../helpers.sql
select plan(16);

create function pg_temp.book(p_id uuid, p_time text) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
  values (p_id, 'Captcha Tester', 'captcha' || right(p_id::text, 3) || '@example.com', pg_temp.manila(2, p_time), '30min', 'video', 'Captcha',
    'pending')
$$;

-- Only the jobs made here: the seed's jobs are set aside.
update public.mail_jobs set status = 'sent';

-- Off by default: a new booking's e-mails are claimable at once.
set local role anon;
select pg_temp.book('00000000-0000-4000-8000-000000000141', '09:00');
reset role;
select is((select count(*)::integer from public.mail_jobs
  where appointment_id = '00000000-0000-4000-8000-000000000141' and status = 'pending'), 2,
  'with CAPTCHA off a booking''s e-mails are queued as before');
set local role service_role;
select is((select count(*)::integer from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000141')), 2,
  'and the worker claims them');
reset role;

-- Only the service role turns it on.
set local role anon;
select throws_ok($$select public.configure_captcha(true)$$, '42501', null, 'anon cannot turn CAPTCHA on or off');
reset role;
set local role authenticated;
select throws_ok($$select public.configure_captcha(false)$$, '42501', null, 'a signed-in user cannot either');
reset role;
set local role service_role;
select lives_ok($$select public.configure_captcha(true)$$, 'the service role turns CAPTCHA on');
reset role;

set local role anon;
select pg_temp.book('00000000-0000-4000-8000-000000000142', '11:00');
insert into public.inquiries (id, kind, name, email, phone)
values ('inq-00000000-0000-4000-8000-000000000142', 'ai', 'Captcha Tester', 'captcha@example.com', '+63 912 345 6789');
reset role;
select results_eq(
  $$select status, count(*)::integer from public.mail_jobs
    where appointment_id = '00000000-0000-4000-8000-000000000142'
      or inquiry_id = 'inq-00000000-0000-4000-8000-000000000142' group by status$$,
  $$values ('held'::text, 4)$$,
  'with CAPTCHA on a new booking''s and inquiry''s e-mails start held');

set local role service_role;
select is_empty($$select * from public.claim_mail_jobs(100, 60)$$, 'the worker never claims held e-mails');
reset role;

set local role anon;
select throws_ok($$select public.release_held_mail_jobs('00000000-0000-4000-8000-000000000142')$$, '42501', null,
  'anon cannot release held e-mails');
reset role;
set local role authenticated;
select throws_ok($$select public.release_held_mail_jobs('00000000-0000-4000-8000-000000000142')$$, '42501', null,
  'a signed-in user cannot release them');
reset role;

set local role service_role;
select throws_ok($$select public.release_held_mail_jobs(null, null)$$, 'PT400', 'invalid_lead',
  'a release names exactly one lead');
select is(public.release_held_mail_jobs('00000000-0000-4000-8000-000000000142'), 2,
  'the service role releases the verified booking''s two e-mails');
select is((select count(*)::integer from public.claim_mail_jobs(10, 60, '00000000-0000-4000-8000-000000000142')), 2,
  'released e-mails are claimable');
reset role;
select is((select count(*)::integer from public.mail_jobs
  where inquiry_id = 'inq-00000000-0000-4000-8000-000000000142' and status = 'held'), 2,
  'another lead''s e-mails stay held');

-- Unverified leads go after the limit; verified and fresh ones stay.
set local role anon;
select pg_temp.book('00000000-0000-4000-8000-000000000143', '13:00');
reset role;
update public.mail_jobs set created_at = now() - interval '31 minutes'
where appointment_id in ('00000000-0000-4000-8000-000000000142', '00000000-0000-4000-8000-000000000143')
  or inquiry_id = 'inq-00000000-0000-4000-8000-000000000142';
set local role anon;
select pg_temp.book('00000000-0000-4000-8000-000000000144', '15:00');
reset role;

select results_eq($$select appointments, inquiries from private.purge_unverified_leads()$$, $$values (1, 1)$$,
  'one booking and one inquiry were never verified in time');
select results_eq(
  $$select id::text from public.appointments where id::text like '00000000-0000-4000-8000-00000000014%' order by id$$,
  $$values ('00000000-0000-4000-8000-000000000141'), ('00000000-0000-4000-8000-000000000142'),
    ('00000000-0000-4000-8000-000000000144')$$,
  'the unverified booking is deleted (its slot is free); verified and recent ones stay');
select is_empty($$select 1 from public.inquiries where id = 'inq-00000000-0000-4000-8000-000000000142'$$,
  'the unverified inquiry is deleted');

select * from finish();
rollback;
