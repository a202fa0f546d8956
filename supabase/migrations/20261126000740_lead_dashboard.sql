-- The staff dashboard's figures (docs/product.md §14.4), computed here so the console never downloads every row.
-- SECURITY INVOKER: the caller's row level security applies, so only staff at aal2 count any lead, and the show
-- rate (staff_show_rate) refuses everyone else. The range is Manila calendar days [p_from, p_to], at most 371 days (53 weeks); leads count in
-- the Monday-to-Sunday week they arrived, bookings' outcomes in the week of their meeting.
create function public.staff_lead_dashboard(p_from date, p_to date)
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

  with leads as (
    select 'booking'::text as kind, 'meeting'::text as service, a.status, a.source, a.created_at,
      a.first_response_at
    from public.appointments a
    where a.created_at >= v_start and a.created_at < v_end
    union all
    select 'inquiry', i.kind, i.status, i.source, i.created_at, i.first_response_at
    from public.inquiries i
    where i.created_at >= v_start and i.created_at < v_end
  ),
  dated as (
    select l.*,
      pg_catalog.date_trunc('week', l.created_at at time zone 'Asia/Manila')::date as week,
      case when l.first_response_at is not null
        then public.business_minutes(l.created_at, l.first_response_at) end as response_minutes
    from leads l
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
    left join dated d on d.week = w.week
    group by w.week
  ),
  sources as (
    select coalesce(l.source ->> 'utm_source', l.source ->> 'referrer_host', 'direct') as source,
      pg_catalog.count(*) as leads
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

comment on function public.staff_lead_dashboard(date, date) is
  'Dashboard figures for staff at aal2: leads per week by kind and service, by source, response times per week '
  '(median and 90th percentile, business minutes), the inquiry funnel and the show rate.';

revoke execute on function public.staff_lead_dashboard(date, date) from public, anon;
grant execute on function public.staff_lead_dashboard(date, date) to authenticated;
