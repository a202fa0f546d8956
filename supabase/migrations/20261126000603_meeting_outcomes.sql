-- The outcome of every meeting: a confirmed booking whose end has passed needs staff to mark it completed or
-- no_show (staff_set_appointment_status); until then the console lists it. The show rate is
-- completed / (completed + no_show) over the meetings of a range of Manila days.
-- SECURITY INVOKER for the list (row level security: staff at aal2 see rows, everyone else an empty list);
-- the rate checks the caller itself, since it aggregates.

create function public.staff_bookings_needing_outcome()
returns table (
  id uuid,
  name text,
  company text,
  topic text,
  meeting_type text,
  scheduled_at timestamptz,
  ends_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.name, a.company, a.topic, a.meeting_type, a.scheduled_at, a.ends_at
  from public.appointments a
  where a.status = 'confirmed' and a.ends_at <= pg_catalog.now()
  order by a.scheduled_at, a.id
$$;

comment on function public.staff_bookings_needing_outcome() is
  'Confirmed meetings that have ended without an outcome (completed or no_show), oldest first.';

-- Show rate over the meetings held p_from..p_to (Manila days, both included, at most 371 days: the dashboard's
-- longest range, 53 weeks); the dashboard reads it from here.
-- show_rate is null when no meeting in the range has an outcome.
create function public.staff_show_rate(p_from date, p_to date)
returns table (completed bigint, no_show bigint, show_rate numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  -- At most 53 weeks, the dashboard's longest range.
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 370 then
    raise sqlstate 'PT400' using message = 'invalid_range',
      detail = 'p_from must be on or before p_to, at most 371 days apart.';
  end if;
  return query
    select counts.completed, counts.no_show,
      case when counts.completed + counts.no_show = 0 then null
        else pg_catalog.round(counts.completed::numeric / (counts.completed + counts.no_show), 4) end
    from (
      select pg_catalog.count(*) filter (where a.status = 'completed') as completed,
        pg_catalog.count(*) filter (where a.status = 'no_show') as no_show
      from public.appointments a
      where a.scheduled_at >= (p_from::timestamp at time zone 'Asia/Manila')
        and a.scheduled_at < ((p_to + 1)::timestamp at time zone 'Asia/Manila')
    ) counts;
end
$$;

revoke execute on function public.staff_bookings_needing_outcome() from public, anon;
revoke execute on function public.staff_show_rate(date, date) from public, anon;
grant execute on function public.staff_bookings_needing_outcome() to authenticated;
grant execute on function public.staff_show_rate(date, date) to authenticated;
