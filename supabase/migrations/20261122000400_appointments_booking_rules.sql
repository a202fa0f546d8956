-- Rules that depend on the clock or on other rows, so they cannot be CHECK constraints.
-- Errors use sqlstates PostgREST turns into HTTP statuses: PT409 -> 409, PT429 -> 429, PT400 -> 400.
create function private.appointments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.appointments%rowtype;
begin
  -- A missing start is left to the NOT NULL constraint (an unbounded range would overlap every booking).
  if new.scheduled_at is null then
    return new;
  end if;

  -- The server owns the end of the meeting. An unknown duration is left to the duration CHECK.
  new.ends_at := new.scheduled_at + case new.duration
    when '60min' then interval '60 minutes'
    else interval '30 minutes'
  end;

  -- One booking at a time: the checks below then see every committed booking, so two visitors racing for one
  -- slot get one success and one clear "slot_taken" instead of a constraint error.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.appointments'));

  -- A retry with the same browser-generated id is a no-op, so a lost response can be retried safely.
  select * into v_existing from public.appointments a where a.id = new.id;
  if found then
    if v_existing.email = new.email and v_existing.scheduled_at = new.scheduled_at then
      return null;
    end if;
    raise sqlstate 'PT409' using
      message = 'duplicate_id',
      detail = 'Another booking already uses this id.';
  end if;

  if new.scheduled_at <= pg_catalog.now() then
    raise sqlstate 'PT400' using
      message = 'slot_in_past',
      detail = 'The chosen time has already passed.',
      hint = 'Choose a future weekday slot.';
  end if;

  if private.is_public_caller() then
    if (
      select count(*) from public.appointments a
      where pg_catalog.lower(a.email) = pg_catalog.lower(new.email)
        and a.status = 'pending'
        and a.scheduled_at > pg_catalog.now()
    ) >= private.rate_limit('appointments_pending_per_email') then
      raise sqlstate 'PT429' using
        message = 'rate_limited',
        detail = 'This e-mail address already has the maximum number of pending bookings.',
        hint = 'Wait for the team to confirm, or contact us directly.';
    end if;

    if (
      select count(*) from public.appointments a
      where a.created_at > pg_catalog.now() - interval '1 hour'
    ) >= private.rate_limit('appointments_per_hour') then
      raise sqlstate 'PT429' using
        message = 'rate_limited',
        detail = 'Too many bookings right now.',
        hint = 'Please try again later.';
    end if;
  end if;

  if new.status <> 'cancelled' and exists (
    select 1 from public.appointments a
    where a.status <> 'cancelled'
      and pg_catalog.tstzrange(a.scheduled_at, a.ends_at, '[)')
        operator(pg_catalog.&&) pg_catalog.tstzrange(new.scheduled_at, new.ends_at, '[)')
  ) then
    raise sqlstate 'PT409' using
      message = 'slot_taken',
      detail = 'The chosen time is no longer available.',
      hint = 'Choose another time.';
  end if;

  return new;
end
$$;

revoke execute on function private.appointments_before_insert() from public;

create trigger appointments_before_insert
  before insert on public.appointments
  for each row execute function private.appointments_before_insert();

-- The race-proof backstop (23P01), also for updates that re-open a cancelled booking.
alter table public.appointments
  add constraint appointments_no_overlap
  exclude using gist (tstzrange(scheduled_at, ends_at, '[)') with &&)
  where (status <> 'cancelled');
