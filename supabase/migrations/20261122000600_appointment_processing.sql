-- Used by the process-appointment function (service_role only): claim a booking exactly once, and give the
-- claim back when the notification could not be sent so a retry can try again.
create function public.claim_appointment(p_id uuid)
returns table (
  id uuid,
  name text,
  email text,
  phone text,
  company text,
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text,
  meeting_type text,
  topic text,
  notes text
)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.appointments a
  set processed_at = pg_catalog.now()
  where a.id = p_id
    and a.processed_at is null
    and a.status <> 'cancelled'
  returning a.id, a.name, a.email, a.phone, a.company, a.scheduled_at, a.ends_at, a.duration,
    a.meeting_type, a.topic, a.notes
$$;

revoke execute on function public.claim_appointment(uuid) from public;
revoke execute on function public.claim_appointment(uuid) from anon, authenticated;
grant execute on function public.claim_appointment(uuid) to service_role;

create function public.release_appointment_claim(p_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    update public.appointments a
    set processed_at = null
    where a.id = p_id and a.processed_at is not null
    returning a.id
  )
  select exists (select 1 from released)
$$;

revoke execute on function public.release_appointment_claim(uuid) from public;
revoke execute on function public.release_appointment_claim(uuid) from anon, authenticated;
grant execute on function public.release_appointment_claim(uuid) to service_role;
