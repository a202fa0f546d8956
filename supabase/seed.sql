-- Fictional sample data for local development (never real people). Dates are relative to today so the rows are
-- always in the future: the first and third open weekdays from next week's Monday (closed days are skipped, as
-- the booking rules refuse them), Manila business hours.
with open_days as (
  select d.day, (row_number() over (order by d.day) - 1)::integer as n
  from (
    select (date_trunc('week', now() at time zone 'Asia/Manila') + interval '7 days')::date + i as day
    from generate_series(0, 27) as i
  ) d
  where extract(isodow from d.day) between 1 and 5
    and not exists (select 1 from public.closures c where c.day = d.day)
)
insert into public.appointments
  (id, name, email, phone, company, scheduled_at, duration, meeting_type, topic, notes, status)
select v.id, v.name, v.email, v.phone, v.company,
  (open_days.day + v.local_time) at time zone 'Asia/Manila',
  v.duration, v.meeting_type, v.topic, v.notes, v.status
from (values
  ('5b0a6f4e-1c2d-4e8f-9a10-000000000001'::uuid, 'Juan Sample', 'juan.sample@example.com', '+63 900 000 0001',
    'Sample Sari-Sari Store', 0, time '09:00', '30min', 'video', 'General Consultation', null, 'pending'),
  ('5b0a6f4e-1c2d-4e8f-9a10-000000000002'::uuid, 'Maria Example', 'maria.example@example.com', null,
    'Example Remittance Co.', 0, time '13:00', '60min', 'call', 'PlataPay agent onboarding',
    'Fictional seed row.', 'confirmed'),
  ('5b0a6f4e-1c2d-4e8f-9a10-000000000003'::uuid, 'Pedro Placeholder', 'pedro.placeholder@example.com', null,
    null, 2, time '15:30', '30min', 'video', 'E-commerce storefront', null, 'pending')
) as v(id, name, email, phone, company, open_day, local_time, duration, meeting_type, topic, notes, status)
join open_days on open_days.n = v.open_day
on conflict (id) do nothing;

insert into public.inquiries (id, kind, name, email, phone, company, details, subscribe, consent_notice_version,
  consent_form) values
  ('inq-5b0a6f4e-1c2d-4e8f-9a10-000000000001', 'ai', 'Ana Demo', 'ana.demo@example.com', '+63 900 000 0002',
    'Demo Logistics', '{"industry": "logistics", "aiType": "chatbot", "requirements": "Answer delivery questions."}',
    true, '2026-11-26', '/ai-solutions'),
  ('inq-5b0a6f4e-1c2d-4e8f-9a10-000000000002', 'ecommerce', 'Ben Fiction', 'ben.fiction@example.com',
    '+63 900 000 0003', 'Fiction Crafts', '{"requirements": "retail", "products": "Handmade bags",
    "features": ["payment-gateway", "inventory"]}', false, null, null)
on conflict (id) do nothing;

-- One lead nobody answered for days, so the inbox shows an overdue lead at the top (the seed runs once, on a new
-- database; an inquiry's created_at is the server's clock on insert, so it is moved back afterwards).
update public.inquiries set created_at = now() - interval '10 days'
where id = 'inq-5b0a6f4e-1c2d-4e8f-9a10-000000000002' and created_at > now() - interval '1 minute';
