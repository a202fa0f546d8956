-- One benchmark data set, fictional (setseed makes its shape repeatable). psql variables:
--   bookings, inquiries: how many of each; years: how far back they reach (ending now);
--   spam: how many of the inquiries are a bot flood from the last 36 hours (status new, never answered);
--   mail_jobs: how many pending outbox rows the flood left behind;
--   applications: how many agent applications, over the same period, in five provinces and every stage.
-- Rows go in with triggers off (session_replication_role = replica) so past dates pass the booking rules; the
-- first responses are then stamped with triggers on, as the staff functions stamp them.
\set ON_ERROR_STOP on
select setseed(0.35);
set session_replication_role = replica;

-- Every weekday slot (Manila 09:00-17:00 on :00/:30, never 10:00 or 14:30) from the start of the period to two
-- weeks ahead, newest first. Booking n takes slot n; past the last slot, bookings were declined or cancelled
-- (they hold no slot, so they may share one).
create temporary table bench_slots as
select (row_number() over (order by s desc))::integer as n, s as starts_at
from (
  select (d::date + time '09:00' + h * interval '30 minutes') at time zone 'Asia/Manila' as s
  from generate_series(
    (now() at time zone 'Asia/Manila')::date - make_interval(years => :years),
    (now() at time zone 'Asia/Manila')::date + 14, interval '1 day') d
  cross join generate_series(0, 15) h
  where extract(isodow from d) between 1 and 5
    and time '09:00' + h * interval '30 minutes' not in (time '10:00', time '14:30')
) g
where s > now() - make_interval(years => :years);
create unique index on bench_slots (n);
select count(*) as slot_count from bench_slots \gset

insert into public.appointments
  (name, email, phone, company, scheduled_at, ends_at, duration, meeting_type, topic, status, created_at,
   updated_at, source)
select 'Visitor ' || b.n,
  'visitor' || b.n || '@company' || (b.n % 1000) || '.example',
  '+63 912 345 6789',
  case when b.n % 3 = 0 then 'Company ' || (b.n % 1000) end,
  s.starts_at, s.starts_at + interval '30 minutes', '30min',
  case when b.n % 2 = 0 then 'video' else 'call' end,
  'General Consultation',
  case
    when b.n > :slot_count then case when b.n % 2 = 0 then 'declined' else 'cancelled' end
    when s.starts_at > now() then case when b.n % 4 = 0 then 'pending' else 'confirmed' end
    when b.n % 10 = 0 then 'no_show'
    else 'completed'
  end,
  least(now() - interval '5 minutes', s.starts_at - random() * interval '20 days'),
  now(),
  case b.n % 4
    when 0 then '{"utm_source": "google", "utm_medium": "cpc"}'::jsonb
    when 1 then '{"referrer_host": "www.facebook.com"}'::jsonb
    when 2 then '{"utm_source": "newsletter"}'::jsonb
  end
from generate_series(1, :bookings) b(n)
join bench_slots s on s.n = 1 + (b.n - 1) % :slot_count;

-- Real inquiries over the period (the last two days' still new), then the flood.
insert into public.inquiries (id, kind, name, email, phone, company, status, created_at, updated_at, source)
select 'inq-' || gen_random_uuid(),
  (array['ai', 'digital', 'ecommerce', 'global'])[1 + q.n % 4],
  'Inquirer ' || q.n,
  'inquirer' || q.n || '@company' || (q.n % 1000) || '.example',
  '+63 917 000 0000',
  case when q.n % 2 = 0 then 'Company ' || (q.n % 1000) end,
  case
    when q.created_at > now() - interval '2 days' or q.n % 100 = 0 then 'new'
    else (array['contacted', 'contacted', 'qualified', 'won', 'lost'])[1 + q.n % 5]
  end,
  q.created_at, now(),
  case q.n % 3 when 0 then '{"utm_source": "google"}'::jsonb when 1 then '{"referrer_host": "www.linkedin.com"}'::jsonb end
from (
  select g as n, now() - random() * make_interval(years => :years) as created_at
  from generate_series(1, :inquiries - :spam) g
) q;

insert into public.inquiries (id, kind, name, email, phone, status, created_at, updated_at)
select 'inq-' || gen_random_uuid(), 'ai', 'Bot ' || g, 'bot' || g || '@flood' || (g % 50) || '.example',
  '+1 555 0100', 'new', now() - random() * interval '36 hours', now()
from generate_series(1, :spam) g;

-- The flood's received and new-lead e-mails, still queued.
insert into public.mail_jobs (template, recipient, inquiry_id, status, next_attempt_at, created_at)
select case when j.k = 0 then 'inquiry_received' else 'inquiry_new' end,
  case when j.k = 0 then 'visitor' else 'team' end,
  i.id, 'pending', i.created_at, i.created_at
from (select id, created_at, row_number() over (order by created_at) as n from public.inquiries
      where email like 'bot%@flood%') i
cross join generate_series(0, 1) j(k)
where (i.n - 1) * 2 + j.k < :mail_jobs;

-- Agent applications (the insert trigger that makes the reference is off: the reference is made here).
insert into public.agent_applications (id, reference, full_name, mobile, email, date_of_birth, language, store_name,
  store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
  heard_from, consent_notice_version, created_at, updated_at)
select 'agt-' || gen_random_uuid(), 'PA-' || lpad(upper(to_hex(a.n)), 8, '0'), 'Applicant ' || a.n,
  '+639' || lpad(a.n::text, 9, '0'), 'applicant' || a.n || '@example.com', date '1985-05-05', 'fil',
  'Store ' || a.n, 'retail', 3, '0400000000', '04' || p.part || '00000', '04' || p.part || '01000',
  '04' || p.part || '01001', '1 Bench Street', 'basic', 'facebook', '2026-11-26', a.created_at, a.created_at
from (
  select g as n, now() - random() * make_interval(years => :years) as created_at
  from generate_series(1, :applications) g
) a
cross join lateral (select lpad((1 + a.n % 5)::text, 3, '0') as part) p;

set session_replication_role = origin;

-- The team answered and moved every application but the last two days' (the triggers stamp the minutes).
update public.agent_applications a
set first_response_at = least(now(), a.created_at + random() * interval '1 day'),
  stage = (array['screening', 'documents_requested', 'site_visit', 'approved', 'onboarded', 'declined',
    'withdrawn'])[1 + (pg_catalog.hashtext(a.id) & 1023) % 7],
  decline_reason = case when (pg_catalog.hashtext(a.id) & 1023) % 7 = 5 then 'other' end
where a.created_at < now() - interval '2 days';
update public.agent_applications a
set decided_at = least(now(), a.first_response_at + random() * interval '10 days')
where a.decided_at is not null;

-- Staff answered every lead they moved, within minutes to a couple of days.
update public.appointments a
set first_response_at = least(now(), a.created_at + random() * interval '2 days')
where a.status <> 'pending';
update public.inquiries i
set first_response_at = least(now(), i.created_at + random() * interval '3 days')
where i.status <> 'new';

-- The escalation job has run before: what was due has been escalated once.
select private.escalate_leads() as escalated_before_timing \gset

vacuum analyze;
