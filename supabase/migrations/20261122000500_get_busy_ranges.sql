-- Availability for the time select: only the start and end of every booking that holds a slot.
-- p_from and p_to are Manila calendar dates, both included; the window is capped at 62 days.
create function public.get_busy_ranges(p_from date, p_to date)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 62 then
    raise sqlstate 'PT400' using
      message = 'invalid_range',
      detail = 'p_from and p_to must be dates with p_from <= p_to, at most 62 days apart.';
  end if;

  return query
    select a.scheduled_at, a.ends_at
    from public.appointments a
    where a.status <> 'cancelled'
      and a.ends_at > (p_from::timestamp at time zone 'Asia/Manila')
      and a.scheduled_at < ((p_to + 1)::timestamp at time zone 'Asia/Manila')
    order by a.scheduled_at;
end
$$;

revoke execute on function public.get_busy_ranges(date, date) from public;
grant execute on function public.get_busy_ranges(date, date) to anon, authenticated, service_role;
