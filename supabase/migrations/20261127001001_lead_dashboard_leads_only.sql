-- The lead dashboard counts leads: a meeting staff booked with an agent applicant (20261127001000_agent_meetings)
-- is not a booking from the site, so it is left out of the leads per week, by source and the funnel, as it is out
-- of the inbox. The show rate still counts it: it measures whether booked meetings took place. Otherwise exactly
-- as 20261127000310_leads_at_scale.
create or replace function public.staff_lead_dashboard(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_start timestamptz;
  v_end timestamptz;
  v_result jsonb;
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 370 then
    raise sqlstate 'PT400' using
      message = 'invalid_range',
      detail = 'p_from and p_to must be dates with p_from <= p_to, at most 371 days apart.';
  end if;
  v_start := p_from::timestamp at time zone 'Asia/Manila';
  v_end := (p_to + 1)::timestamp at time zone 'Asia/Manila';

  with leads as materialized (
    select 'booking'::text as kind, 'meeting'::text as service, a.status,
      coalesce(a.source ->> 'utm_source', a.source ->> 'referrer_host', 'direct') as source, a.created_at,
      a.response_minutes
    from public.appointments a
    where a.created_at >= v_start and a.created_at < v_end and a.status <> 'spam'
      and a.purpose = 'consultation'
    union all
    select 'inquiry', i.kind, i.status, coalesce(i.source ->> 'utm_source', i.source ->> 'referrer_host', 'direct'),
      i.created_at, i.response_minutes
    from public.inquiries i
    where i.created_at >= v_start and i.created_at < v_end and i.status <> 'spam'
  ),
  weeks as (
    select g::date as week
    from pg_catalog.generate_series(
      pg_catalog.date_trunc('week', p_from::timestamp), pg_catalog.date_trunc('week', p_to::timestamp),
      interval '7 days') g
  ),
  per_week as (
    select w.week,
      pg_catalog.count(d.kind) filter (where d.kind = 'booking') as bookings,
      pg_catalog.count(d.kind) filter (where d.kind = 'inquiry') as inquiries,
      pg_catalog.count(d.kind) filter (where d.service = 'meeting') as meeting,
      pg_catalog.count(d.kind) filter (where d.service = 'ai') as ai,
      pg_catalog.count(d.kind) filter (where d.service = 'digital') as digital,
      pg_catalog.count(d.kind) filter (where d.service = 'ecommerce') as ecommerce,
      pg_catalog.count(d.kind) filter (where d.service = 'global') as global,
      pg_catalog.count(d.response_minutes) as answered,
      pg_catalog.percentile_cont(0.5) within group (order by d.response_minutes) as median_minutes,
      pg_catalog.percentile_cont(0.9) within group (order by d.response_minutes) as p90_minutes
    from weeks w
    left join (
      select l.*, pg_catalog.date_trunc('week', l.created_at at time zone 'Asia/Manila')::date as week from leads l
    ) d on d.week = w.week
    group by w.week
  ),
  sources as (
    select l.source, pg_catalog.count(*) as leads
    from leads l
    group by 1
  ),
  -- The show rate has one statement: staff_show_rate (meetings held in the range, by Manila day).
  outcomes as (
    select r.completed, r.no_show, r.show_rate from public.staff_show_rate(p_from, p_to) r
  )
  select pg_catalog.jsonb_build_object(
    'weeks', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'week', p.week, 'bookings', p.bookings, 'inquiries', p.inquiries,
        'services', pg_catalog.jsonb_build_object('meeting', p.meeting, 'ai', p.ai, 'digital', p.digital,
          'ecommerce', p.ecommerce, 'global', p.global),
        'answered', p.answered,
        'median_minutes', pg_catalog.round(p.median_minutes::numeric, 1),
        'p90_minutes', pg_catalog.round(p.p90_minutes::numeric, 1)
      ) order by p.week), '[]'::jsonb)
      from per_week p
    ),
    'sources', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('source', s.source, 'leads', s.leads)
        order by s.leads desc, s.source), '[]'::jsonb)
      from sources s
    ),
    -- Each stage counts the inquiries that reached it (a won inquiry was contacted and qualified too).
    'funnel', (
      select pg_catalog.jsonb_build_object(
        'new', pg_catalog.count(*),
        'contacted', pg_catalog.count(*) filter (where l.status in ('contacted', 'qualified', 'won', 'lost')),
        'qualified', pg_catalog.count(*) filter (where l.status in ('qualified', 'won', 'lost')),
        'won', pg_catalog.count(*) filter (where l.status = 'won'),
        'lost', pg_catalog.count(*) filter (where l.status = 'lost'))
      from leads l
      where l.kind = 'inquiry'
    ),
    'show_rate', (
      select pg_catalog.jsonb_build_object(
        'completed', o.completed,
        'no_show', o.no_show,
        'rate', o.show_rate)
      from outcomes o
    )
  ) into v_result;
  return v_result;
end
$$;
