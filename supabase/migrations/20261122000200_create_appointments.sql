-- Meeting requests from the booking dialog. The browser inserts one row (with its own uuid) and never reads it back.
create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  company text,
  scheduled_at timestamptz not null,
  ends_at timestamptz not null,
  duration text not null default '30min',
  meeting_type text not null default 'video',
  topic text not null default 'General Consultation',
  notes text,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  processed_at timestamptz,

  constraint appointments_name_length check (char_length(btrim(name)) between 2 and 200),
  constraint appointments_email_length check (char_length(email) between 3 and 254),
  constraint appointments_email_shape check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint appointments_phone_shape check (
    phone is null or (char_length(phone) <= 32 and phone ~ '^[0-9+() .-]*$')
  ),
  constraint appointments_company_length check (company is null or char_length(company) <= 200),
  constraint appointments_topic_length check (char_length(btrim(topic)) between 1 and 200),
  constraint appointments_notes_length check (notes is null or char_length(notes) <= 2000),
  constraint appointments_duration_values check (duration in ('30min', '60min')),
  constraint appointments_meeting_type_values check (meeting_type in ('call', 'video')),
  constraint appointments_status_values check (status in ('pending', 'confirmed', 'cancelled')),
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
  constraint appointments_slot_boundary check (
    extract(minute from scheduled_at at time zone 'Asia/Manila') in (0, 30)
    and extract(second from scheduled_at at time zone 'Asia/Manila') = 0
  )
);

comment on table public.appointments is 'Booking requests. anon may insert (status pending) and nothing else.';
comment on column public.appointments.scheduled_at is 'Start instant; the site sends it with its +08:00 offset.';
comment on column public.appointments.ends_at is 'Computed on insert from scheduled_at and duration.';
comment on column public.appointments.processed_at is 'Set once by process-appointment when it claims the row.';

create index appointments_email_lower_idx on public.appointments (lower(email));
create index appointments_created_at_idx on public.appointments (created_at);

alter table public.appointments enable row level security;

revoke all on public.appointments from anon, authenticated;
-- Column grants: server-owned columns (ends_at, created_at, processed_at) cannot be written by the browser.
grant insert (id, name, email, phone, company, scheduled_at, duration, meeting_type, topic, notes, status)
  on public.appointments to anon, authenticated;
grant select, insert, update, delete on public.appointments to service_role;

create policy appointments_insert_pending on public.appointments
  for insert to anon, authenticated
  with check (status = 'pending' and processed_at is null);
