-- Spam leaves the inbox (docs/product.md, "Spam"): staff close a lead as spam, one at a time or every lead
-- matching an inbox filter at once. A lead closed as spam:
--   - has the status spam (a booking's or an inquiry's), reached only from the statuses in
--     private.spam_closable_status (packages/domain: spamClosableStatuses, by the contract test): a booking nobody
--     has confirmed yet, an inquiry nobody has moved on;
--   - stops its clock and its alerts: it is no longer waiting (public.lead_is_waiting), never escalates, and its
--     e-mails not yet sent are skipped, so a bot gets no reply and the team no new-lead alert;
--   - frees its slot, like declined and cancelled;
--   - counts in no dashboard figure, and leaves the inbox unless staff filter for it;
--   - is audited like every staff move (appointment_status_changed / inquiry_status_changed, to spam).
-- The visitor is not told: a reply would only confirm to a bot that its address works.

-- 1. The status.
alter table public.appointments drop constraint appointments_status_values;
alter table public.appointments add constraint appointments_status_values check (
  status in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show', 'spam')
);
alter table public.inquiries drop constraint inquiries_status_values;
alter table public.inquiries add constraint inquiries_status_values check (
  status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')
);

-- 2. A spam booking holds no slot: the backstop constraint and the two readers of held slots agree.
alter table public.appointments drop constraint appointments_no_overlap;
alter table public.appointments add constraint appointments_no_overlap
  exclude using gist (tstzrange(scheduled_at, ends_at, '[)') with &&)
  where (status not in ('cancelled', 'declined', 'spam') and not awaiting_captcha);

create or replace function private.assert_slot_free(
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_except_id uuid default null
)
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
      and a.status not in ('cancelled', 'declined', 'spam')
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
    where a.status not in ('cancelled', 'declined', 'spam')
      and not a.awaiting_captcha
      and a.ends_at > (p_from::timestamp at time zone 'Asia/Manila')
      and a.scheduled_at < ((p_to + 1)::timestamp at time zone 'Asia/Manila')
    order by a.scheduled_at;
end
$$;

-- 3. Which statuses may be closed as spam.
create function private.spam_closable_status(p_kind text, p_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_kind, p_status) in (('booking', 'pending'), ('inquiry', 'new'))
$$;

revoke execute on function private.spam_closable_status(text, text) from public;

-- 4. Closing, for any number of leads at once (set-based: a flood of 50,000 closes in one statement each).
-- Leads not in a closable status are left as they are; returns how many were closed.
create function private.close_as_spam(p_actor public.staff, p_appointment_ids uuid[], p_inquiry_ids text[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_bookings integer;
  v_inquiries integer;
begin
  with closed as (
    update public.appointments a
    set status = 'spam', updated_at = pg_catalog.now()
    where a.id = any (p_appointment_ids)
      and private.spam_closable_status('booking', a.status)
    returning a.id
  ),
  skipped as (
    update public.mail_jobs j
    set status = 'skipped', last_error = 'spam', lease_expires_at = null
    where j.appointment_id in (select c.id from closed c) and j.status in ('held', 'pending')
  )
  insert into public.audit_log (actor_id, actor_email, action, appointment_id, before_status, after_status)
  select p_actor.user_id, p_actor.email, 'appointment_status_changed', c.id, 'pending', 'spam'
  from closed c;
  get diagnostics v_bookings = row_count;

  with closed as (
    update public.inquiries i
    set status = 'spam', updated_at = pg_catalog.now()
    where i.id = any (p_inquiry_ids)
      and private.spam_closable_status('inquiry', i.status)
    returning i.id
  ),
  skipped as (
    update public.mail_jobs j
    set status = 'skipped', last_error = 'spam', lease_expires_at = null
    where j.inquiry_id in (select c.id from closed c) and j.status in ('held', 'pending')
  )
  insert into public.audit_log (actor_id, actor_email, action, inquiry_id, before_status, after_status)
  select p_actor.user_id, p_actor.email, 'inquiry_status_changed', c.id, 'new', 'spam'
  from closed c;
  get diagnostics v_inquiries = row_count;

  return v_bookings + v_inquiries;
end
$$;

revoke execute on function private.close_as_spam(public.staff, uuid[], text[]) from public;

-- One lead, from its page: exactly one of the two ids; PT404 when there is no such lead, PT409
-- illegal_transition when its status cannot be closed as spam. Returns the lead's new status.
create function public.staff_close_as_spam(p_appointment_id uuid default null, p_inquiry_id text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_status text;
begin
  if pg_catalog.num_nonnulls(p_appointment_id, p_inquiry_id) <> 1 then
    raise sqlstate 'PT400' using message = 'one_lead', detail = 'Give exactly one of a booking id and an inquiry id.';
  end if;
  if p_appointment_id is not null then
    v_status := (private.lock_appointment(p_appointment_id)).status;
    perform private.require_transition(
      private.spam_closable_status('booking', v_status),
      pg_catalog.format('A %s booking cannot be closed as spam.', v_status)
    );
  else
    v_status := (private.lock_inquiry(p_inquiry_id)).status;
    perform private.require_transition(
      private.spam_closable_status('inquiry', v_status),
      pg_catalog.format('A %s inquiry cannot be closed as spam.', v_status)
    );
  end if;
  perform private.close_as_spam(
    v_actor,
    pg_catalog.array_remove(array[p_appointment_id], null),
    pg_catalog.array_remove(array[p_inquiry_id], null)
  );
  return 'spam';
end
$$;

revoke execute on function public.staff_close_as_spam(uuid, text) from public, anon;
grant execute on function public.staff_close_as_spam(uuid, text) to authenticated;
