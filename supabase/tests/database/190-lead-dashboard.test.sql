-- Every dashboard figure on a seeded set whose answers are counted by hand.
-- Range 2026-10-05 (Mon) .. 2026-10-18 (Sun), two weeks, no closed day:
--   week 1: B1 booking  created Mon 10:00, answered Mon 10:20 (20), no_show (meeting Thu 11:00), utm newsletter
--           I1 ai       created Mon 16:50, answered Tue 09:10 (10 + 10 = 20), won, referrer google.com
--           I2 digital  created Wed 11:00, answered Wed 12:40 (100), lost, direct
--   week 2: B2 booking  created Mon 09:00, answered Mon 09:05 (5), completed (meeting Fri 15:00), utm newsletter
--           I3 ai       created Tue 09:00, never answered, new, utm newsletter
--           I4 ecommerce created Wed 10:00, answered Wed 10:30 (30), contacted, direct
--   outside: I5 created Mon 2026-10-19.
-- Week 1 response minutes [20, 20, 100]: median 20, p90 20 + 0.8 * 80 = 84.
-- Week 2 response minutes [5, 30]: median 17.5, p90 5 + 0.9 * 25 = 27.5.
begin;
\ir ../helpers.sql
select plan(8);

create function pg_temp.ph(p_text text) returns timestamptz language sql immutable as $$
  select (p_text || '+08')::timestamptz
$$;
select pg_temp.add_staff('00000000-0000-4000-a000-0000000000f1', 'dash@innovatehub.test', 'agent');

delete from public.closures;
delete from public.appointments;
delete from public.inquiries;

-- Bookings are inserted in the future (the insert rules), then moved into October as history.
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, source) values
  ('00000000-0000-4000-8000-0000000000b1', 'B1', 'b1@example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'AI', '{"utm_source":"newsletter"}'),
  ('00000000-0000-4000-8000-0000000000b2', 'B2', 'b2@example.com', pg_temp.manila(0, '11:00', 5), '30min', 'video', 'AI', '{"utm_source":"newsletter","referrer_host":"mail.example.com"}');
update public.appointments set scheduled_at = pg_temp.ph('2026-10-08 11:00'), ends_at = pg_temp.ph('2026-10-08 11:30'),
  created_at = pg_temp.ph('2026-10-05 10:00'), first_response_at = pg_temp.ph('2026-10-05 10:20'), status = 'no_show'
  where name = 'B1';
update public.appointments set scheduled_at = pg_temp.ph('2026-10-16 15:00'), ends_at = pg_temp.ph('2026-10-16 15:30'),
  created_at = pg_temp.ph('2026-10-12 09:00'), first_response_at = pg_temp.ph('2026-10-12 09:05'), status = 'completed'
  where name = 'B2';
insert into public.inquiries (id, kind, name, email, phone, source) values
  ('inq-00000000-0000-4000-8000-0000000000f1', 'ai', 'I1', 'i1@example.com', '+63 912 345 6789', '{"referrer_host":"google.com"}'),
  ('inq-00000000-0000-4000-8000-0000000000f2', 'digital', 'I2', 'i2@example.com', '+63 912 345 6789', null),
  ('inq-00000000-0000-4000-8000-0000000000f3', 'ai', 'I3', 'i3@example.com', '+63 912 345 6789', '{"utm_source":"newsletter"}'),
  ('inq-00000000-0000-4000-8000-0000000000f4', 'ecommerce', 'I4', 'i4@example.com', '+63 912 345 6789', null),
  ('inq-00000000-0000-4000-8000-0000000000f5', 'global', 'I5', 'i5@example.com', '+63 912 345 6789', null);
update public.inquiries set created_at = pg_temp.ph('2026-10-05 16:50'), first_response_at = pg_temp.ph('2026-10-06 09:10'), status = 'won' where name = 'I1';
update public.inquiries set created_at = pg_temp.ph('2026-10-07 11:00'), first_response_at = pg_temp.ph('2026-10-07 12:40'), status = 'lost' where name = 'I2';
update public.inquiries set created_at = pg_temp.ph('2026-10-13 09:00') where name = 'I3';
update public.inquiries set created_at = pg_temp.ph('2026-10-14 10:00'), first_response_at = pg_temp.ph('2026-10-14 10:30'), status = 'contacted' where name = 'I4';
update public.inquiries set created_at = pg_temp.ph('2026-10-19 10:00') where name = 'I5';

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000f1', 'aal2');
set local role authenticated;
create temporary table dash on commit drop as select public.staff_lead_dashboard('2026-10-05', '2026-10-18') as d;

select is((select ((d -> 'weeks' -> 0) - 'median_minutes' - 'p90_minutes') from dash),
  '{"week": "2026-10-05", "bookings": 1, "inquiries": 2, "answered": 3,
    "services": {"meeting": 1, "ai": 1, "digital": 1, "ecommerce": 0, "global": 0}}'::jsonb,
  'week 1: leads by kind and by service');
select is((select ((d -> 'weeks' -> 1) - 'median_minutes' - 'p90_minutes') from dash),
  '{"week": "2026-10-12", "bookings": 1, "inquiries": 2, "answered": 2,
    "services": {"meeting": 1, "ai": 1, "digital": 0, "ecommerce": 1, "global": 0}}'::jsonb,
  'week 2: leads by kind and by service (the lead of 2026-10-19 is outside the range)');
select results_eq($$select (w ->> 'median_minutes')::numeric, (w ->> 'p90_minutes')::numeric
  from dash, jsonb_array_elements(d -> 'weeks') w$$,
  $$values (20.0, 84.0), (17.5, 27.5)$$, 'median and 90th percentile of business minutes to first response');
select is((select jsonb_array_length(d -> 'weeks') from dash), 2, 'one entry per week of the range');
select is((select d -> 'sources' from dash),
  '[{"source": "newsletter", "leads": 3}, {"source": "direct", "leads": 2}, {"source": "google.com", "leads": 1}]'::jsonb,
  'leads by source: utm_source first, then the referring host, else direct');
select is((select d -> 'funnel' from dash),
  '{"new": 4, "contacted": 3, "qualified": 2, "won": 1, "lost": 1}'::jsonb, 'the inquiry funnel');
select is((select d -> 'show_rate' from dash), '{"completed": 1, "no_show": 1, "rate": 0.500}'::jsonb,
  'the show rate of the meetings held in the range');
select throws_ok($$select public.staff_lead_dashboard('2026-10-18', '2026-10-05')$$, 'PT400', 'invalid_range',
  'a reversed range is refused');
reset role;

select * from finish();
rollback;
