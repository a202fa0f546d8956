-- Meeting requests from the booking dialog. The browser inserts one row (with its own uuid) and never reads it back.
-- Booking lifecycle: pending -> confirmed | declined | cancelled; confirmed -> cancelled | completed | no_show.
-- Declined and cancelled bookings free their slot; every other status holds it. Who may move a booking where is
-- decided by the functions that do it (visitor self-service, staff operations).

-- An IANA time zone name ("Europe/Berlin", "Etc/GMT+8", "UTC"): the shape only, so it can be a CHECK.
create function private.is_time_zone_name(p_zone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.char_length(p_zone) <= 64 and p_zone ~ '^[A-Za-z][A-Za-z0-9_+/-]*$'
$$;

-- Whether this database knows the zone (its tz data may be older than the visitor's browser).
create function private.is_known_time_zone(p_zone text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_zone)
$$;

-- CHECK expressions run with the inserting role's EXECUTE right; the schema stays closed.
revoke execute on function private.is_time_zone_name(text) from public;
grant execute on function private.is_time_zone_name(text) to anon, authenticated, service_role;
revoke execute on function private.is_known_time_zone(text) from public;

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  company text,
  scheduled_at timestamptz not null,
  -- Always computed by the appointments_before_insert trigger. The placeholder default lets clients (and the
  -- generated Insert type) leave it out; the trigger overwrites it before any constraint is checked.
  ends_at timestamptz not null default '-infinity',
  duration text not null default '30min',
  meeting_type text not null default 'video',
  topic text not null default 'General Consultation',
  notes text,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  revision integer not null default 0,
  updated_at timestamptz not null default now(),
  honeypot text,
  -- The visitor's own IANA time zone as their browser reported it when booking (reminders show both times).
  visitor_time_zone text,
  -- The video room, made when the booking is confirmed (see the meeting_reminders migration).
  meeting_url text,
  -- With CAPTCHA on, true from insert until the visitor's CAPTCHA passes (release_held_mail_jobs): such a booking
  -- holds no slot and counts toward no mailbox limit, and is deleted if it is never verified (D38).
  awaiting_captcha boolean not null default false,

  -- Length limits are packages/domain's (src/limits.ts); tooling/local-backend/test/domain-contract.test.ts checks
  -- each one here against it.
  constraint appointments_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint appointments_email_length check (char_length(email) between 3 and 254),
  -- A plain mailbox only: letters, digits and . _ + - ' before the @ (no display name, spaces, double quotes, or
  -- the ? & % = and other signs no real address in a lead form needs, which would let an address carry a mailto:
  -- query), and a domain of labels with a top-level domain of at least two letters. @innovatehub/domain's
  -- EMAIL_PATTERN is the same rule for the forms.
  constraint appointments_email_shape check (
    email ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  constraint appointments_phone_shape check (
    phone is null or (char_length(phone) <= 32 and phone ~ '^[0-9+() .-]*$')
  ),
  constraint appointments_company_length check (company is null or char_length(company) <= 200),
  constraint appointments_topic_length check (char_length(btrim(topic)) between 1 and 200),
  constraint appointments_notes_length check (notes is null or char_length(notes) <= 5000),
  -- Single-line fields end up in e-mail headers and subjects: CR/LF there would inject headers, and invisible or
  -- direction-reversing characters would disguise text (private.is_single_line_text).
  constraint appointments_single_line_fields check (
    private.is_single_line_text(pg_catalog.concat(name, email, phone, company, topic))
  ),
  constraint appointments_notes_text check (private.is_multi_line_text(notes)),
  constraint appointments_duration_values check (duration in ('30min', '60min')),
  constraint appointments_meeting_type_values check (meeting_type in ('call', 'video')),
  constraint appointments_status_values check (
    status in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show')
  ),
  constraint appointments_revision_non_negative check (revision >= 0),
  -- The insert trigger drops a well-formed name the database does not know.
  constraint appointments_visitor_time_zone_shape check (
    visitor_time_zone is null or private.is_time_zone_name(visitor_time_zone)
  ),
  constraint appointments_meeting_url_shape check (
    meeting_url is null or (char_length(meeting_url) <= 500 and meeting_url ~ '^https://[^[:space:][:cntrl:]]+$')
  ),
  constraint appointments_honeypot_never_stored check (honeypot is null),
  constraint appointments_duration_matches check (
    ends_at - scheduled_at = case duration
      when '30min' then interval '30 minutes'
      when '60min' then interval '60 minutes'
    end
  ),
  -- Business time is Manila time (UTC+8, no DST). "at time zone" with a named zone is immutable and never
  -- depends on the session's TimeZone setting.
  constraint appointments_weekday check (
    extract(isodow from scheduled_at at time zone 'Asia/Manila') between 1 and 5
  ),
  constraint appointments_within_hours check (
    (scheduled_at at time zone 'Asia/Manila')::time >= time '09:00'
    and (ends_at at time zone 'Asia/Manila')::time <= time '17:00'
    and (scheduled_at at time zone 'Asia/Manila')::date = (ends_at at time zone 'Asia/Manila')::date
  ),
  -- The slot picker offers starts on :00 and :30, never 10:00 or 14:30, and steps 60-minute meetings hourly.
  constraint appointments_slot_boundary check (
    extract(minute from scheduled_at at time zone 'Asia/Manila') in (0, 30)
    and extract(second from scheduled_at at time zone 'Asia/Manila') = 0
  ),
  constraint appointments_excluded_slots check (
    (scheduled_at at time zone 'Asia/Manila')::time not in (time '10:00', time '14:30')
  ),
  constraint appointments_hourly_grid check (
    duration <> '60min' or extract(minute from scheduled_at at time zone 'Asia/Manila') = 0
  ),
  -- The race-proof backstop (23P01) for the trigger's slot check, also for updates that move or re-open a booking.
  constraint appointments_no_overlap
    exclude using gist (tstzrange(scheduled_at, ends_at, '[)') with &&)
    where (status not in ('cancelled', 'declined') and not awaiting_captcha)
);

comment on table public.appointments is 'Booking requests. anon may insert (status pending) and nothing else.';
comment on column public.appointments.scheduled_at is 'Start instant; the site sends it with its +08:00 offset.';
comment on column public.appointments.ends_at is 'Computed on insert from scheduled_at and duration.';
comment on column public.appointments.revision is
  'Calendar SEQUENCE of the booking''s invite: 0 when booked, +1 for every change mailed to the visitor.';
comment on column public.appointments.honeypot is
  'Write-only trap for bots: the forms keep it empty; any value makes the insert a silent no-op.';

create index appointments_email_lower_idx on public.appointments (lower(email));
create index appointments_created_at_idx on public.appointments (created_at);
create index appointments_email_normalized_idx on public.appointments (private.normalized_email(email));

alter table public.appointments enable row level security;

revoke all on public.appointments from anon, authenticated;
-- Column grants: server-owned columns (ends_at, created_at, revision, ...) cannot be written by the browser.
grant insert (
  id, name, email, phone, company, scheduled_at, duration, meeting_type, topic, notes, status, honeypot,
  visitor_time_zone
) on public.appointments to anon, authenticated;
grant select, insert, update, delete on public.appointments to service_role;
grant select on public.appointments to authenticated;

create policy appointments_insert_pending on public.appointments
  for insert to anon, authenticated
  with check (status = 'pending');

create policy appointments_staff_read on public.appointments
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy appointments_require_aal2 on public.appointments
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

-- The rules a booking's start obeys beyond the CHECK constraints, shared by new bookings, visitor reschedules and
-- staff reschedules. Errors use sqlstates PostgREST turns into HTTP statuses: PT409 -> 409, PT400 -> 400.

-- In the future and, when p_horizon, within the booking horizon: PT400 slot_in_past / slot_too_far otherwise.
create function private.assert_bookable_start(p_scheduled_at timestamptz, p_horizon boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_scheduled_at is null or p_scheduled_at <= pg_catalog.now() then
    raise sqlstate 'PT400' using
      message = 'slot_in_past',
      detail = 'The chosen time has already passed.',
      hint = 'Choose a future weekday slot.';
  end if;
  if p_horizon and p_scheduled_at > pg_catalog.now()
    + pg_catalog.make_interval(days => private.rate_limit('booking_horizon_days')) then
    raise sqlstate 'PT400' using
      message = 'slot_too_far',
      detail = 'Bookings open at most 60 days ahead.',
      hint = 'Choose an earlier day.';
  end if;
end
$$;

-- PT409 slot_taken when [p_starts_at, p_ends_at) overlaps another booking that holds its slot. It takes the one
-- booking lock first, so the check sees every committed booking and two writers racing for a slot get one success
-- and one clear slot_taken instead of the exclusion constraint's error.
create function private.assert_slot_free(p_starts_at timestamptz, p_ends_at timestamptz, p_except_id uuid default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.appointments'));
  if exists (
    select 1 from public.appointments a
    where a.id is distinct from p_except_id
      and a.status not in ('cancelled', 'declined')
      and not a.awaiting_captcha
      and pg_catalog.tstzrange(a.scheduled_at, a.ends_at, '[)')
        operator(pg_catalog.&&) pg_catalog.tstzrange(p_starts_at, p_ends_at, '[)')
  ) then
    raise sqlstate 'PT409' using
      message = 'slot_taken',
      detail = 'The chosen time is no longer available.',
      hint = 'Choose another time.';
  end if;
end
$$;

revoke execute on function private.assert_bookable_start(timestamptz, boolean) from public;
revoke execute on function private.assert_slot_free(timestamptz, timestamptz, uuid) from public;

-- Rules that depend on the clock or on other rows, so they cannot be CHECK constraints.
-- PT409 duplicate_id and PT429 rate_limited besides the errors above.
create function private.appointments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.appointments%rowtype;
begin
  -- The honeypot: a bot's insert is dropped without an error, so it learns nothing.
  if new.honeypot <> '' then
    return null;
  end if;
  new.honeypot := null;
  -- A zone the visitor's browser knows but this database does not (newer tz data) is dropped, never refused:
  -- the booking matters more than the second clock in its reminders.
  if private.is_time_zone_name(new.visitor_time_zone) and not private.is_known_time_zone(new.visitor_time_zone) then
    new.visitor_time_zone := null;
  end if;

  -- A missing start is left to the NOT NULL constraint (an unbounded range would overlap every booking).
  if new.scheduled_at is null then
    return new;
  end if;

  -- The server owns the end of the meeting. An unknown duration is left to the duration CHECK.
  new.ends_at := new.scheduled_at + case new.duration
    when '60min' then interval '60 minutes'
    else interval '30 minutes'
  end;

  -- One booking at a time (the lock private.assert_slot_free takes too), so a retry sees its first attempt.
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

  perform private.assert_bookable_start(new.scheduled_at, true);

  if private.is_public_caller() then
    -- With CAPTCHA on, a public booking waits for its visitor's CAPTCHA before it holds a slot or counts.
    new.awaiting_captcha := private.captcha_required();
    perform private.check_limit(
      (select count(*) from public.appointments a
        where private.normalized_email(a.email) = private.normalized_email(new.email)
          and a.status = 'pending'
          and not a.awaiting_captcha
          and a.scheduled_at > pg_catalog.now()),
      'appointments_pending_per_email',
      'This e-mail address already has the maximum number of pending bookings.',
      'Wait for the team to confirm, or contact us directly.'
    );
    perform private.check_limit(
      (select count(*) from public.appointments a
        where private.normalized_email(a.email) = private.normalized_email(new.email)
          and not a.awaiting_captcha
          and a.created_at > pg_catalog.now() - interval '1 day'),
      'appointments_per_email_per_day',
      'This e-mail address has made the maximum number of bookings for today.',
      'Please try again tomorrow, or contact us directly.'
    );
  else
    new.awaiting_captcha := false;
  end if;

  -- Checked for a booking awaiting its CAPTCHA too, against the bookings that hold their slot, so the visitor
  -- learns at once when a slot is gone; release_held_mail_jobs checks again when it starts to hold one.
  if new.status not in ('cancelled', 'declined') then
    perform private.assert_slot_free(new.scheduled_at, new.ends_at);
  end if;

  -- Counted last, so a refused or taken slot does not use up the network's allowance.
  if private.is_public_caller() then
    perform private.check_client_limit('appointment', 'appointments_per_client_per_hour');
  end if;

  return new;
end
$$;

revoke execute on function private.appointments_before_insert() from public;

create trigger appointments_before_insert
  before insert on public.appointments
  for each row execute function private.appointments_before_insert();

insert into private.rate_limits (name, max_count, description) values
  ('booking_horizon_days', 60, 'How many days ahead a booking may start');

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
    where a.status not in ('cancelled', 'declined')
      and not a.awaiting_captcha
      and a.ends_at > (p_from::timestamp at time zone 'Asia/Manila')
      and a.scheduled_at < ((p_to + 1)::timestamp at time zone 'Asia/Manila')
    order by a.scheduled_at;
end
$$;

revoke execute on function public.get_busy_ranges(date, date) from public;
grant execute on function public.get_busy_ranges(date, date) to anon, authenticated, service_role;
