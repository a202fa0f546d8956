-- The notification pipeline: public.mail_jobs is the outbox. Every e-mail the system owes is a row written in the
-- same transaction as the change that causes it, and a worker sends it with a lease, retries and a dead end state.
--   1. the outbox table;
--   2. the tokens visitor e-mails carry (manage and unsubscribe links), stored hashed;
--   3. enqueue_mail, and the triggers that queue the e-mails of every new booking and inquiry;
--   4. the worker's side (edge function, service role): claim due jobs with a lease, record each outcome;
--   5. a schedule kicks the worker every minute (pg_cron + pg_net on Supabase; the local backend runs the same
--      cron command and the same HTTP request on an interval).

-- 1. The outbox.
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
  -- When the first attempt was claimed. The provider remembers an idempotency key for 24 hours only, so a retry
  -- later than that first asks the provider whether it already accepted the message (see the worker).
  first_attempt_at timestamptz,
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
    'booking_reminder',
    'inquiry_received',
    'inquiry_new',
    -- Escalations of the lead clock (see the lead-alerts migration), to the team and its chat.
    'lead_unanswered',
    'booking_pending_soon'
  )),
  -- "chat": the team's chat alert (Telegram or a Slack-compatible webhook), sent by the same worker.
  constraint mail_jobs_recipient_values check (recipient in ('visitor', 'team', 'chat')),
  constraint mail_jobs_status_values check (status in ('held', 'pending', 'sending', 'sent', 'dead', 'skipped')),
  constraint mail_jobs_attempts_bounded check (attempts between 0 and max_attempts),
  constraint mail_jobs_max_attempts_range check (max_attempts between 1 and 20),
  constraint mail_jobs_last_error_length check (last_error is null or char_length(last_error) <= 200)
);

comment on table public.mail_jobs is
  'Outbox: one row per e-mail owed. The job id is the provider idempotency key, so a resend after a crash is a no-op.';
comment on column public.mail_jobs.status is
  'held (a new lead''s mail waiting for its CAPTCHA, see the captcha migration), pending (due at next_attempt_at; '
  'attempts > 0 means retrying), sending (leased until lease_expires_at), sent, dead, skipped (the worker found '
  'it no longer fits its booking, e.g. a reminder for a changed meeting; last_error says why).';
comment on column public.mail_jobs.next_attempt_at is
  'Not before: the job is due at this time. Queued in the future for a scheduled e-mail (a reminder); moved on by '
  'each retry''s backoff.';

create index mail_jobs_due_idx on public.mail_jobs (next_attempt_at) where status in ('pending', 'sending');
create index mail_jobs_appointment_idx on public.mail_jobs (appointment_id) where appointment_id is not null;
create index mail_jobs_inquiry_idx on public.mail_jobs (inquiry_id) where inquiry_id is not null;

alter table public.mail_jobs enable row level security;
revoke all on public.mail_jobs from anon, authenticated;
grant select, insert, update, delete on public.mail_jobs to service_role;
grant select on public.mail_jobs to authenticated;

create policy mail_jobs_staff_read on public.mail_jobs
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy mail_jobs_require_aal2 on public.mail_jobs
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

-- 2. Tokens. Only the SHA-256 of a token is kept for good; the clear token waits in a private table only
-- until the e-mail that carries it has been sent (or given up), so a database dump reveals no working link.
create table private.manage_tokens (
  token_hash bytea primary key,
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Set when the token changed the booking: a token works for one change only.
  used_at timestamptz
);

create index manage_tokens_appointment_idx on private.manage_tokens (appointment_id);

create table private.mail_job_tokens (
  job_id uuid primary key references public.mail_jobs (id) on delete cascade,
  token text not null
);

revoke all on private.manage_tokens, private.mail_job_tokens from public;

-- 244 random bits as 64 hex characters (two v4 UUIDs); gen_random_uuid uses the server's strong random source.
create function private.random_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '')
$$;

-- What is stored of a token: its SHA-256.
create function private.token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8'))
$$;

revoke execute on function private.random_token() from public;
revoke execute on function private.token_hash(text) from public;

create function private.new_manage_token(p_appointment_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.random_token();
begin
  insert into private.manage_tokens (token_hash, appointment_id)
  values (private.token_hash(v_token), p_appointment_id);
  return v_token;
end
$$;

revoke execute on function private.new_manage_token(uuid) from public;

-- Unsubscribe tokens: hashed like the manage tokens, one per acknowledgement of a subscribed inquiry.
create table private.unsubscribe_tokens (
  token_hash bytea primary key,
  inquiry_id text not null references public.inquiries (id) on delete cascade,
  created_at timestamptz not null default now()
);
revoke all on private.unsubscribe_tokens from public;

create function private.new_unsubscribe_token(p_inquiry_id text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.random_token();
begin
  insert into private.unsubscribe_tokens (token_hash, inquiry_id)
  values (private.token_hash(v_token), p_inquiry_id);
  return v_token;
end
$$;

revoke execute on function private.new_unsubscribe_token(text) from public;

-- 3. Queues one e-mail in the caller's transaction. Callers are triggers and SECURITY DEFINER functions only.
-- Visitor e-mails that offer the manage link get a fresh token of their own. p_not_before schedules the e-mail
-- (a reminder); by default it is due at once.
create function private.enqueue_mail(
  p_template text,
  p_recipient text,
  p_appointment_id uuid default null,
  p_inquiry_id text default null,
  p_not_before timestamptz default null
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

  insert into public.mail_jobs (template, recipient, appointment_id, inquiry_id, appointment_revision, next_attempt_at)
  values (p_template, p_recipient, p_appointment_id, p_inquiry_id, v_revision, coalesce(p_not_before, pg_catalog.now()))
  returning id into v_job_id;

  if p_recipient = 'visitor'
    and p_template in ('booking_received', 'booking_confirmed', 'booking_rescheduled', 'booking_reminder') then
    insert into private.mail_job_tokens (job_id, token)
    values (v_job_id, private.new_manage_token(p_appointment_id));
  end if;

  return v_job_id;
end
$$;

revoke execute on function private.enqueue_mail(text, text, uuid, text, timestamptz) from public;

-- Queue the e-mails for every new row. A retried insert with the same id is skipped by the BEFORE trigger,
-- so it queues nothing twice.
create function private.appointments_enqueue_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_mail('booking_received', 'visitor', new.id, null);
  perform private.enqueue_mail('booking_new', 'team', new.id, null);
  return null;
end
$$;

revoke execute on function private.appointments_enqueue_received() from public;

create trigger appointments_enqueue_received
  after insert on public.appointments
  for each row execute function private.appointments_enqueue_received();

-- A subscriber's acknowledgement also carries an unsubscribe link.
create function private.inquiries_enqueue_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job_id uuid;
begin
  v_job_id := private.enqueue_mail('inquiry_received', 'visitor', null, new.id);
  if new.subscribe then
    insert into private.mail_job_tokens (job_id, token) values (v_job_id, private.new_unsubscribe_token(new.id));
  end if;
  perform private.enqueue_mail('inquiry_new', 'team', null, new.id);
  return null;
end
$$;

revoke execute on function private.inquiries_enqueue_received() from public;

create trigger inquiries_enqueue_received
  after insert on public.inquiries
  for each row execute function private.inquiries_enqueue_received();

-- 4. The worker's side. Claiming takes due jobs (pending and due, or sending with an expired lease, which is a
-- worker that crashed), leases them and counts the attempt. SKIP LOCKED lets two workers run at once without
-- taking the same job. What each job needs for its e-mail comes back with it.
create function public.claim_mail_jobs(
  p_limit integer,
  p_lease_seconds integer,
  p_appointment_id uuid default null
)
returns table (
  id uuid,
  template text,
  recipient text,
  attempts integer,
  max_attempts integer,
  appointment_revision integer,
  manage_token text,
  appointment jsonb,
  inquiry jsonb,
  first_attempt_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit not between 1 and 100
    or p_lease_seconds is null or p_lease_seconds not between 10 and 900 then
    raise sqlstate 'PT400' using message = 'invalid_claim',
      detail = 'p_limit must be 1-100 and p_lease_seconds 10-900.';
  end if;

  return query
    with due as (
      select j.id
      from public.mail_jobs j
      where (
          (j.status = 'pending' and j.next_attempt_at <= pg_catalog.now())
          or (j.status = 'sending' and j.lease_expires_at <= pg_catalog.now())
        )
        and j.attempts < j.max_attempts
        and (p_appointment_id is null or j.appointment_id = p_appointment_id)
      order by j.next_attempt_at, j.created_at
      limit p_limit
      for update skip locked
    ),
    claimed as (
      update public.mail_jobs j
      set status = 'sending',
        attempts = j.attempts + 1,
        first_attempt_at = coalesce(j.first_attempt_at, pg_catalog.now()),
        lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => p_lease_seconds)
      from due
      where j.id = due.id
      returning j.*
    )
    select c.id, c.template, c.recipient, c.attempts, c.max_attempts, c.appointment_revision, t.token,
      case when a.id is null then null else pg_catalog.jsonb_build_object(
        'id', a.id, 'name', a.name, 'email', a.email, 'phone', a.phone, 'company', a.company,
        'scheduled_at', a.scheduled_at, 'ends_at', a.ends_at, 'duration', a.duration,
        'meeting_type', a.meeting_type, 'topic', a.topic, 'notes', a.notes, 'status', a.status,
        'revision', a.revision, 'created_at', a.created_at, 'visitor_time_zone', a.visitor_time_zone,
        'meeting_url', a.meeting_url) end,
      case when i.id is null then null else pg_catalog.jsonb_build_object(
        'id', i.id, 'kind', i.kind, 'name', i.name, 'email', i.email, 'phone', i.phone,
        'company', i.company, 'details', i.details, 'subscribe', i.subscribe, 'created_at', i.created_at) end,
      c.first_attempt_at
    from claimed c
    left join public.appointments a on a.id = c.appointment_id
    left join public.inquiries i on i.id = c.inquiry_id
    left join private.mail_job_tokens t on t.job_id = c.id;
end
$$;

-- A sent job keeps the provider's message id; its clear manage token is no longer needed.
create function public.complete_mail_job(p_id uuid, p_provider_message_id text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.mail_jobs j
  set status = 'sent', sent_at = pg_catalog.now(), lease_expires_at = null, last_error = null,
    provider_message_id = pg_catalog.left(p_provider_message_id, 200)
  where j.id = p_id and j.status = 'sending';
  if not found then
    return false;
  end if;
  delete from private.mail_job_tokens t where t.job_id = p_id;
  return true;
end
$$;

-- A failed attempt: retry at p_retry_at, or give up (dead) when p_retry_at is null or no attempt is left.
-- p_error is an error class chosen by the worker (e.g. "provider_5xx"), never a provider's message.
create function public.fail_mail_job(p_id uuid, p_error text, p_retry_at timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  update public.mail_jobs j
  set status = case when p_retry_at is null or j.attempts >= j.max_attempts then 'dead' else 'pending' end,
    next_attempt_at = coalesce(p_retry_at, j.next_attempt_at),
    lease_expires_at = null,
    last_error = pg_catalog.left(coalesce(p_error, 'unknown'), 200)
  where j.id = p_id and j.status = 'sending'
  returning j.status into v_status;
  if v_status = 'dead' then
    delete from private.mail_job_tokens t where t.job_id = p_id;
  end if;
  return v_status;
end
$$;

-- The worker found the job no longer fits its booking (a reminder for a meeting that changed or was cancelled):
-- it is not sent, and p_reason (a code such as "booking_changed") says why.
create function public.skip_mail_job(p_id uuid, p_reason text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.mail_jobs j
  set status = 'skipped', lease_expires_at = null, last_error = pg_catalog.left(coalesce(p_reason, 'unknown'), 200)
  where j.id = p_id and j.status = 'sending';
  if not found then
    return false;
  end if;
  delete from private.mail_job_tokens t where t.job_id = p_id;
  return true;
end
$$;

revoke execute on function public.claim_mail_jobs(integer, integer, uuid) from public, anon, authenticated;
revoke execute on function public.skip_mail_job(uuid, text) from public, anon, authenticated;
grant execute on function public.skip_mail_job(uuid, text) to service_role;
revoke execute on function public.complete_mail_job(uuid, text) from public, anon, authenticated;
revoke execute on function public.fail_mail_job(uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_mail_jobs(integer, integer, uuid) to service_role;
grant execute on function public.complete_mail_job(uuid, text) to service_role;
grant execute on function public.fail_mail_job(uuid, text, timestamptz) to service_role;

-- 5. The schedule.
-- One POST to the mail-worker function, with the secret it answers (nothing is sent until both are configured).
create function private.kick_mail_worker()
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_url text := (select s.value from private.settings s where s.name = 'functions_url');
  -- The function answers only this secret (20261126000400_mail_worker_secret).
  v_secret text := (select s.value from private.settings s where s.name = 'mail_worker_secret');
begin
  if v_url is null or v_url = '' or v_secret is null then
    return null;
  end if;
  return net.http_post(
    url := v_url || '/mail-worker',
    body := '{}'::jsonb,
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-mail-worker-secret', v_secret)
  );
end
$$;

revoke execute on function private.kick_mail_worker() from public;

select cron.schedule('mail-worker', '* * * * *', 'select private.kick_mail_worker()');
