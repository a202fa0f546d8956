-- The staff console's agenda: the bookings of one Manila working week that hold a slot.
-- SECURITY INVOKER: the caller's row level security applies, so only staff at aal2 see rows (everyone else gets
-- an empty list). The statuses are exactly those the appointments_no_overlap constraint covers, so no two rows
-- returned ever overlap: the agenda shows the database's own guarantee and checks nothing itself.

create function public.staff_week_agenda(p_week_start date)
returns table (
  id uuid,
  name text,
  company text,
  topic text,
  status text,
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    raise sqlstate 'PT400' using
      message = 'invalid_week',
      detail = 'p_week_start must be a Monday.';
  end if;

  return query
  select a.id, a.name, a.company, a.topic, a.status, a.scheduled_at, a.ends_at, a.duration
  from public.appointments a
  where a.status not in ('cancelled', 'declined')
    and a.scheduled_at >= (p_week_start::timestamp at time zone 'Asia/Manila')
    -- Monday to Friday: the booking rules refuse weekends.
    and a.scheduled_at < ((p_week_start + 5)::timestamp at time zone 'Asia/Manila')
  order by a.scheduled_at, a.id;
end
$$;

comment on function public.staff_week_agenda(date) is
  'Agenda for staff at aal2: Monday to Friday of the week starting p_week_start (Manila), slot-holding bookings only.';

revoke execute on function public.staff_week_agenda(date) from public, anon;
grant execute on function public.staff_week_agenda(date) to authenticated;
