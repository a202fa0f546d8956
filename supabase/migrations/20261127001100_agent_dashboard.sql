-- The agent network on the staff dashboard (docs/product.md §14.4, docs/decisions.md D79):
--   1. when an application was decided, and the business minutes that took, stamped once like the first
--      response: decided means it left the stages before a decision (packages/domain agentStagesBeforeDecision,
--      private.agent_stages_before_decision), so approved, onboarded, declined and withdrawn are decisions;
--   2. the figures for a range of Manila days, for staff at aal2 only: applications per week, by province (split
--      into those still before a decision, the agencies and the closed ones), by stage, the median business
--      minutes to first response and to decision, and how many of the range's applications are onboarded.

-- 1. The decision's clock.
alter table public.agent_applications
  add column decided_at timestamptz,
  add column decision_minutes integer;

comment on column public.agent_applications.decided_at is
  'When the application first left the stages before a decision (approved, onboarded, declined or withdrawn).';
comment on column public.agent_applications.decision_minutes is
  'Business minutes from the application to its decision, stamped with decided_at.';

-- Whoever moves the stage (a staff function, the service role), the decision is stamped the first time it is
-- made; closed days added later do not rewrite a time already stamped, as for the first response.
create function private.agent_applications_stamp_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.decided_at is null and new.stage <> all(private.agent_stages_before_decision()) then
    new.decided_at := pg_catalog.now();
  end if;
  if tg_op = 'INSERT' or new.decided_at is distinct from old.decided_at then
    new.decision_minutes := case when new.decided_at is not null
      then public.business_minutes(new.created_at, new.decided_at) end;
  end if;
  return new;
end
$$;

revoke execute on function private.agent_applications_stamp_decision() from public;

create trigger agent_applications_stamp_decision
  before insert or update of stage, decided_at on public.agent_applications
  for each row execute function private.agent_applications_stamp_decision();

-- Applications decided before this migration: the first audited move out of the stages before a decision, else
-- when they were closed, else their last change.
update public.agent_applications a
set decided_at = coalesce(
  (select pg_catalog.min(l.created_at)
    from public.audit_log l
    where l.agent_application_id = a.id
      and l.action = 'agent_application_stage_changed'
      and l.after_status <> all(private.agent_stages_before_decision())),
  a.closed_at,
  a.updated_at)
where a.stage <> all(private.agent_stages_before_decision());

-- 2. The figures. SECURITY DEFINER behind private.require_staff (staff at aal2 in a live session; anyone else is
-- refused, not answered with zeros); it reads past row level security, so it leaves out applications still
-- awaiting their CAPTCHA itself, as the Applications list does. The range is Manila calendar days [p_from, p_to],
-- at most 371 days (53 weeks), as for the lead figures; an application counts in the Monday-to-Sunday week it
-- arrived, and its stage, response and decision are as they stand now.
create function public.staff_agent_dashboard(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_start timestamptz;
  v_end timestamptz;
  v_result jsonb;
begin
  perform private.require_staff();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 370 then
    raise sqlstate 'PT400' using
      message = 'invalid_range',
      detail = 'p_from and p_to must be dates with p_from <= p_to, at most 371 days apart.';
  end if;
  v_start := p_from::timestamp at time zone 'Asia/Manila';
  v_end := (p_to + 1)::timestamp at time zone 'Asia/Manila';

  with applications as materialized (
    select a.stage, a.province_code,
      case when a.province_code is null then a.region_code end as region_code,
      pg_catalog.date_trunc('week', a.created_at at time zone 'Asia/Manila')::date as week,
      a.response_minutes, a.decision_minutes,
      case
        when a.stage = any(private.agent_stages_before_decision()) then 'in_progress'
        when a.stage = any(private.agent_stages_closed()) then 'closed'
        else 'agency'
      end as outcome
    from public.agent_applications a
    where a.created_at >= v_start and a.created_at < v_end and not a.awaiting_captcha
  ),
  weeks as (
    select g::date as week
    from pg_catalog.generate_series(
      pg_catalog.date_trunc('week', p_from::timestamp), pg_catalog.date_trunc('week', p_to::timestamp),
      interval '7 days') g
  )
  select pg_catalog.jsonb_build_object(
    'weeks', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('week', p.week, 'applications', p.applications)
        order by p.week)
      from (
        select w.week, pg_catalog.count(x.week) as applications
        from weeks w
        left join applications x on x.week = w.week
        group by w.week
      ) p
    ),
    -- A store outside any province (NCR, and the cities outside one) counts under its region.
    'provinces', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'province_code', p.province_code, 'region_code', p.region_code, 'applications', p.applications,
          'in_progress', p.in_progress, 'agencies', p.agencies, 'closed', p.closed)
        order by p.applications desc, p.province_code, p.region_code), '[]'::jsonb)
      from (
        select x.province_code, x.region_code, pg_catalog.count(*) as applications,
          pg_catalog.count(*) filter (where x.outcome = 'in_progress') as in_progress,
          pg_catalog.count(*) filter (where x.outcome = 'agency') as agencies,
          pg_catalog.count(*) filter (where x.outcome = 'closed') as closed
        from applications x
        group by x.province_code, x.region_code
      ) p
    ),
    -- Only the stages some application is in; the console lists the rest at zero.
    'stages', (
      select coalesce(pg_catalog.jsonb_object_agg(s.stage, s.applications), '{}'::jsonb)
      from (select x.stage, pg_catalog.count(*) as applications from applications x group by x.stage) s
    ),
    'first_response', (
      select pg_catalog.jsonb_build_object(
        'answered', pg_catalog.count(x.response_minutes),
        'median_minutes', pg_catalog.round((pg_catalog.percentile_cont(0.5)
          within group (order by x.response_minutes))::numeric, 1))
      from applications x
    ),
    'decision', (
      select pg_catalog.jsonb_build_object(
        'decided', pg_catalog.count(x.decision_minutes),
        'median_minutes', pg_catalog.round((pg_catalog.percentile_cont(0.5)
          within group (order by x.decision_minutes))::numeric, 1))
      from applications x
    ),
    'conversion', (
      select pg_catalog.jsonb_build_object(
        'applications', pg_catalog.count(*),
        'onboarded', pg_catalog.count(*) filter (where x.stage = 'onboarded'),
        'rate', case when pg_catalog.count(*) = 0 then null else pg_catalog.round(
          (pg_catalog.count(*) filter (where x.stage = 'onboarded'))::numeric / pg_catalog.count(*), 4) end)
      from applications x
    )
  ) into v_result;
  return v_result;
end
$$;

comment on function public.staff_agent_dashboard(date, date) is
  'Agent network figures for staff at aal2: applications per week, by province and by stage, the median business '
  'minutes to first response and to decision, and the share onboarded.';

revoke execute on function public.staff_agent_dashboard(date, date) from public, anon;
grant execute on function public.staff_agent_dashboard(date, date) to authenticated;
