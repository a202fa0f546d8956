-- Abuse resistance enforced by the database itself, for any client holding the public key:
--   1. value rules: no control characters in single-line fields, a stricter e-mail shape, and only the start
--      times the site offers (never 10:00 or 14:30 Manila; 60-minute meetings on the hour);
--   2. a booking horizon;
--   3. limits per normalised e-mail address, per client address and overall, sized so that a handful of
--      addresses cannot lock everyone else out;
--   4. a write-only honeypot column on both tables: a non-empty value makes the insert a silent no-op.

-- 1. Value rules. Single-line fields end up in e-mail headers and subjects: CR/LF there would inject headers.
alter table public.appointments add constraint appointments_single_line_fields check (
  pg_catalog.concat(name, email, phone, company, topic) !~ '[[:cntrl:]]'
);
alter table public.inquiries add constraint inquiries_single_line_fields check (
  pg_catalog.concat(name, email, phone, company) !~ '[[:cntrl:]]'
);

-- A plain mailbox only: no display name ("Name <a@b.c>"), no spaces, no quotes, and a domain of labels with a
-- top-level domain of at least two letters. It accepts every address the site's form accepts.
alter table public.appointments drop constraint appointments_email_shape;
alter table public.appointments add constraint appointments_email_shape check (
  email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
);
alter table public.inquiries drop constraint inquiries_email_shape;
alter table public.inquiries add constraint inquiries_email_shape check (
  email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
);

-- The slot picker never offers 10:00 or 14:30, and steps 60-minute meetings hourly.
alter table public.appointments add constraint appointments_excluded_slots check (
  (scheduled_at at time zone 'Asia/Manila')::time not in (time '10:00', time '14:30')
);
alter table public.appointments add constraint appointments_hourly_grid check (
  duration <> '60min' or extract(minute from scheduled_at at time zone 'Asia/Manila') = 0
);

-- 4. Honeypots: insertable by the API roles, never stored.
alter table public.appointments add column honeypot text;
alter table public.appointments add constraint appointments_honeypot_never_stored check (honeypot is null);
alter table public.inquiries add column honeypot text;
alter table public.inquiries add constraint inquiries_honeypot_never_stored check (honeypot is null);
grant insert (honeypot) on public.appointments to anon, authenticated;
grant insert (honeypot) on public.inquiries to anon, authenticated;
comment on column public.appointments.honeypot is
  'Write-only trap for bots: the forms keep it empty; any value makes the insert a silent no-op.';
comment on column public.inquiries.honeypot is
  'Write-only trap for bots: the forms keep it empty; any value makes the insert a silent no-op.';

-- 3. Limits.
-- One mailbox, however it is written: case folded and "+tag" dropped from the local part.
create function private.normalized_email(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(p_email)), '\+[^@]*@', '@')
$$;

-- Index expressions run with the inserting role's EXECUTE right (like CHECK expressions); the schema stays closed.
revoke execute on function private.normalized_email(text) from public;
grant execute on function private.normalized_email(text) to anon, authenticated, service_role;
create index appointments_email_normalized_idx on public.appointments (private.normalized_email(email));
create index inquiries_email_normalized_idx on public.inquiries (private.normalized_email(email));

-- The client address as the API gateway reports it: the first X-Forwarded-For entry of the request, which
-- PostgREST exposes as request.headers (the local backend passes the socket address the same way). It can be
-- forged by a client, so it is one limit among three, never the only one. Null outside an API request.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(pg_catalog.split_part(
    (nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb) ->> 'x-forwarded-for', ',', 1)), '')
$$;

revoke execute on function private.client_address() from public;

-- Accepted public writes per client address, as a hash; kept one day (see private.purge_expired_data).
create table private.write_log (
  kind text not null,
  client_hash bytea not null,
  created_at timestamptz not null default now()
);
create index write_log_lookup_idx on private.write_log (kind, client_hash, created_at);
revoke all on private.write_log from public;

-- Raises PT429 when the caller's address already made p_limit_name's number of p_kind writes in the last hour,
-- otherwise records this one. Without a known address (a server-side caller) there is nothing to count.
create function private.check_client_limit(p_kind text, p_limit_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_address text := private.client_address();
  v_hash bytea;
begin
  if v_address is null then
    return;
  end if;
  v_hash := pg_catalog.sha256(pg_catalog.convert_to(v_address, 'UTF8'));
  if (
    select count(*) from private.write_log w
    where w.kind = p_kind and w.client_hash = v_hash and w.created_at > pg_catalog.now() - interval '1 hour'
  ) >= private.rate_limit(p_limit_name) then
    raise sqlstate 'PT429' using
      message = 'rate_limited',
      detail = 'Too many requests from this network.',
      hint = 'Please try again later.';
  end if;
  insert into private.write_log (kind, client_hash) values (p_kind, v_hash);
end
$$;

revoke execute on function private.check_client_limit(text, text) from public;

-- Why these numbers: the team can take at most about 15 meetings a day, so 3 pending bookings per mailbox and
-- 10 writes per network per hour never stop a real visitor; 200 per hour overall is far above real traffic
-- and cannot be reached by fewer than 20 networks, so a handful of addresses cannot lock everyone out.
update private.rate_limits set max_count = 200 where name in ('appointments_per_hour', 'inquiries_per_hour');
insert into private.rate_limits (name, max_count, description) values
  ('appointments_per_client_per_hour', 10, 'Bookings accepted from one client address in a rolling hour'),
  ('inquiries_per_client_per_hour', 10, 'Inquiries accepted from one client address in a rolling hour'),
  ('booking_horizon_days', 60, 'How many days ahead a booking may start');

-- 2 and 3 in the booking trigger (the rest of it as before).
create or replace function private.appointments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.appointments%rowtype;
begin
  if new.honeypot <> '' then
    return null;
  end if;
  new.honeypot := null;

  if new.scheduled_at is null then
    return new;
  end if;

  new.ends_at := new.scheduled_at + case new.duration
    when '60min' then interval '60 minutes'
    else interval '30 minutes'
  end;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.appointments'));

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

  if new.scheduled_at > pg_catalog.now() + pg_catalog.make_interval(days => private.rate_limit('booking_horizon_days')) then
    raise sqlstate 'PT400' using
      message = 'slot_too_far',
      detail = 'Bookings open at most 60 days ahead.',
      hint = 'Choose an earlier day.';
  end if;

  if private.is_public_caller() then
    if (
      select count(*) from public.appointments a
      where private.normalized_email(a.email) = private.normalized_email(new.email)
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

  if new.status not in ('cancelled', 'declined') and exists (
    select 1 from public.appointments a
    where a.status not in ('cancelled', 'declined')
      and pg_catalog.tstzrange(a.scheduled_at, a.ends_at, '[)')
        operator(pg_catalog.&&) pg_catalog.tstzrange(new.scheduled_at, new.ends_at, '[)')
  ) then
    raise sqlstate 'PT409' using
      message = 'slot_taken',
      detail = 'The chosen time is no longer available.',
      hint = 'Choose another time.';
  end if;

  -- Counted last, so a refused or taken slot does not use up the network's allowance.
  if private.is_public_caller() then
    perform private.check_client_limit('appointment', 'appointments_per_client_per_hour');
  end if;

  return new;
end
$$;

create or replace function private.inquiries_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.inquiries%rowtype;
begin
  if new.honeypot <> '' then
    return null;
  end if;
  new.honeypot := null;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.inquiries'));

  select * into v_existing from public.inquiries i where i.id = new.id;
  if found then
    if v_existing.email = new.email and v_existing.kind = new.kind then
      return null;
    end if;
    raise sqlstate 'PT409' using
      message = 'duplicate_id',
      detail = 'Another inquiry already uses this id.';
  end if;

  if private.is_public_caller() then
    if (
      select count(*) from public.inquiries i
      where private.normalized_email(i.email) = private.normalized_email(new.email)
        and i.created_at > pg_catalog.now() - interval '1 hour'
    ) >= private.rate_limit('inquiries_per_email_per_hour') then
      raise sqlstate 'PT429' using
        message = 'rate_limited',
        detail = 'Too many inquiries from this e-mail address.',
        hint = 'Please try again later.';
    end if;

    if (
      select count(*) from public.inquiries i
      where i.created_at > pg_catalog.now() - interval '1 hour'
    ) >= private.rate_limit('inquiries_per_hour') then
      raise sqlstate 'PT429' using
        message = 'rate_limited',
        detail = 'Too many inquiries right now.',
        hint = 'Please try again later.';
    end if;

    perform private.check_client_limit('inquiry', 'inquiries_per_client_per_hour');
  end if;

  new.created_at := pg_catalog.now();
  return new;
end
$$;
