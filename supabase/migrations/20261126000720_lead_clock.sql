-- A clock on every lead (docs/product.md §14.2):
--   1. business time: minutes inside Monday-Friday 09:00-17:00 Manila time, closed days (public.closures)
--      excluded, mirroring the domain package's business hours;
--   2. first response: the first staff action that answers the visitor (a booking confirmed, declined, cancelled
--      or rescheduled by staff, an inquiry moved to contacted, or a reply recorded), stamped once by the staff
--      functions that make those moves;
--   3. the response target and the overdue threshold (the domain package's leadResponse, by a contract test).

-- 1. Business minutes between two instants (0 when p_to is not after p_from). Partial minutes are dropped.
create function public.business_minutes(p_from timestamptz, p_to timestamptz)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to <= p_from then
    return 0;
  end if;
  return (
    select coalesce(pg_catalog.floor(pg_catalog.sum(greatest(0::numeric, extract(epoch from
        least(p_to, (d.day + time '17:00') at time zone 'Asia/Manila')
        - greatest(p_from, (d.day + time '09:00') at time zone 'Asia/Manila')))) / 60), 0)::integer
    from (
      select g::date as day
      from pg_catalog.generate_series(
        (p_from at time zone 'Asia/Manila')::date::timestamp,
        (p_to at time zone 'Asia/Manila')::date::timestamp,
        interval '1 day') g
    ) d
    where extract(isodow from d.day) between 1 and 5
      and not exists (select 1 from public.closures c where c.day = d.day)
  );
end
$$;

comment on function public.business_minutes(timestamptz, timestamptz) is
  'Minutes of business time (Mon-Fri 09:00-17:00 Asia/Manila, closed days excluded) in [p_from, p_to).';

revoke execute on function public.business_minutes(timestamptz, timestamptz) from public, anon;
grant execute on function public.business_minutes(timestamptz, timestamptz) to authenticated, service_role;

-- 2. First response, stamped by staff_set_appointment_status, staff_reschedule_appointment,
-- staff_set_inquiry_status and staff_record_reply (never by a visitor's own change).
alter table public.appointments add column first_response_at timestamptz;
alter table public.inquiries add column first_response_at timestamptz;

comment on column public.appointments.first_response_at is
  'When staff first answered the visitor (confirm, decline, cancel, reschedule or a recorded reply).';
comment on column public.inquiries.first_response_at is
  'When staff first answered the visitor (moved to contacted, or a recorded reply).';

-- A lead is waiting while nobody has answered it and it is still open.
create function public.lead_is_waiting(p_status text, p_first_response_at timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_first_response_at is null and p_status in ('pending', 'new')
$$;

-- Business minutes a lead waited for its first response, or has waited so far; null when it closed unanswered
-- (a visitor cancelled before anyone answered).
create function public.lead_age_minutes(p_created_at timestamptz, p_status text, p_first_response_at timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when p_first_response_at is not null then public.business_minutes(p_created_at, p_first_response_at)
    when public.lead_is_waiting(p_status, p_first_response_at) then
      public.business_minutes(p_created_at, pg_catalog.now())
  end
$$;

revoke execute on function public.lead_is_waiting(text, timestamptz) from public, anon;
revoke execute on function public.lead_age_minutes(timestamptz, text, timestamptz) from public, anon;
grant execute on function public.lead_is_waiting(text, timestamptz) to authenticated, service_role;
grant execute on function public.lead_age_minutes(timestamptz, text, timestamptz) to authenticated, service_role;

-- A reply sent outside the console (the "Reply by e-mail" link opens the staff member's mail program): the member
-- records it, which answers the lead if nothing had yet. Exactly one of the two ids. Returns the first response.
create function public.staff_record_reply(p_appointment_id uuid default null, p_inquiry_id text default null)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_first timestamptz;
begin
  if pg_catalog.num_nonnulls(p_appointment_id, p_inquiry_id) <> 1 then
    raise sqlstate 'PT400' using message = 'one_lead', detail = 'Give exactly one of a booking id and an inquiry id.';
  end if;
  if p_appointment_id is not null then
    perform private.lock_appointment(p_appointment_id);
    update public.appointments a set first_response_at = coalesce(a.first_response_at, pg_catalog.now())
    where a.id = p_appointment_id
    returning a.first_response_at into v_first;
  else
    perform private.lock_inquiry(p_inquiry_id);
    update public.inquiries i set first_response_at = coalesce(i.first_response_at, pg_catalog.now())
    where i.id = p_inquiry_id
    returning i.first_response_at into v_first;
  end if;
  perform private.write_audit(v_actor, 'reply_recorded', p_appointment_id, p_inquiry_id);
  return v_first;
end
$$;

revoke execute on function public.staff_record_reply(uuid, text) from public, anon;
grant execute on function public.staff_record_reply(uuid, text) to authenticated;

-- 3. The targets, in business minutes.
insert into private.rate_limits (name, max_count, description) values
  ('lead_response_target_minutes', 15, 'A lead should get its first response within this many business minutes'),
  ('lead_overdue_minutes', 60, 'An unanswered lead is overdue, and escalates once, after this many business minutes');
