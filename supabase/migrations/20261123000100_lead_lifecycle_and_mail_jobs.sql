-- The one data model the lead pipeline, visitor self-service and the staff console share:
--   1. the booking lifecycle (who may move a booking where is decided by the functions that do it),
--   2. a revision counter per booking (the calendar invite's SEQUENCE),
--   3. public.mail_jobs, the outbox: every e-mail the system owes is a row written in the same transaction as the
--      change that causes it, and a worker sends it with a lease, retries and a dead end state.

-- 1. Booking lifecycle. Declined and cancelled bookings free their slot; every other status holds it.
alter table public.appointments drop constraint appointments_status_values;
alter table public.appointments add constraint appointments_status_values
  check (status in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show'));

alter table public.appointments drop constraint appointments_no_overlap;
alter table public.appointments
  add constraint appointments_no_overlap
  exclude using gist (tstzrange(scheduled_at, ends_at, '[)') with &&)
  where (status not in ('cancelled', 'declined'));

-- 2. Bumped by every change the visitor is told about (reschedule, cancel, confirm, decline).
alter table public.appointments add column revision integer not null default 0;
alter table public.appointments add constraint appointments_revision_non_negative check (revision >= 0);
alter table public.appointments add column updated_at timestamptz not null default now();
comment on column public.appointments.revision is
  'Calendar SEQUENCE of the booking''s invite: 0 when booked, +1 for every change mailed to the visitor.';

create or replace function private.appointments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.appointments%rowtype;
begin
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

  return new;
end
$$;

create or replace function public.get_busy_ranges(p_from date, p_to date)
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
      and a.ends_at > (p_from::timestamp at time zone 'Asia/Manila')
      and a.scheduled_at < ((p_to + 1)::timestamp at time zone 'Asia/Manila')
    order by a.scheduled_at;
end
$$;

-- 3. The outbox.
create table public.mail_jobs (
  id uuid primary key default gen_random_uuid(),
  template text not null,
  recipient text not null,
  appointment_id uuid references public.appointments (id) on delete cascade,
  inquiry_id text references public.inquiries (id) on delete cascade,
  -- The booking revision this mail describes (its invite's SEQUENCE); null for inquiries.
  appointment_revision integer,
  status text not null default 'pending',
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  next_attempt_at timestamptz not null default now(),
  lease_expires_at timestamptz,
  -- An error class such as "provider_5xx"; never a message that could carry personal data.
  last_error text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,

  constraint mail_jobs_one_subject check (num_nonnulls(appointment_id, inquiry_id) = 1),
  constraint mail_jobs_template_values check (template in (
    'booking_received',
    'booking_new',
    'booking_confirmed',
    'booking_declined',
    'booking_cancelled',
    'booking_rescheduled',
    'inquiry_received',
    'inquiry_new'
  )),
  constraint mail_jobs_recipient_values check (recipient in ('visitor', 'team')),
  constraint mail_jobs_status_values check (status in ('pending', 'sending', 'sent', 'dead')),
  constraint mail_jobs_attempts_bounded check (attempts between 0 and max_attempts),
  constraint mail_jobs_max_attempts_range check (max_attempts between 1 and 20),
  constraint mail_jobs_last_error_length check (last_error is null or char_length(last_error) <= 200)
);

comment on table public.mail_jobs is
  'Outbox: one row per e-mail owed. The job id is the provider idempotency key, so a resend after a crash is a no-op.';
comment on column public.mail_jobs.status is
  'pending (due at next_attempt_at; attempts > 0 means retrying), sending (leased until lease_expires_at), sent, dead.';

create index mail_jobs_due_idx on public.mail_jobs (next_attempt_at) where status in ('pending', 'sending');
create index mail_jobs_appointment_idx on public.mail_jobs (appointment_id) where appointment_id is not null;
create index mail_jobs_inquiry_idx on public.mail_jobs (inquiry_id) where inquiry_id is not null;

alter table public.mail_jobs enable row level security;
revoke all on public.mail_jobs from anon, authenticated;
grant select, insert, update, delete on public.mail_jobs to service_role;

-- Queues one e-mail in the caller's transaction. Callers are triggers and SECURITY DEFINER functions only.
create function private.enqueue_mail(
  p_template text,
  p_recipient text,
  p_appointment_id uuid default null,
  p_inquiry_id text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_job_id uuid;
  v_revision integer;
begin
  if p_appointment_id is not null then
    select a.revision into v_revision from public.appointments a where a.id = p_appointment_id;
  end if;

  insert into public.mail_jobs (template, recipient, appointment_id, inquiry_id, appointment_revision)
  values (p_template, p_recipient, p_appointment_id, p_inquiry_id, v_revision)
  returning id into v_job_id;

  return v_job_id;
end
$$;

revoke execute on function private.enqueue_mail(text, text, uuid, text) from public;
