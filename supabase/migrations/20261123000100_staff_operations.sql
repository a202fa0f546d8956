-- What staff do to bookings and inquiries, with the internal notes and the audit trail it leaves. Each function
-- starts with private.require_staff (a current member at aal2, an admin where needed); then it makes the change,
-- writes an audit row, and for a change the visitor is told about bumps the booking's revision (its invite
-- SEQUENCE) and queues the visitor's e-mail in the same transaction.
-- Errors use sqlstates PostgREST turns into HTTP statuses: PT403 -> 403, PT404 -> 404, PT409 -> 409, PT400 -> 400.

-- Internal notes on a booking or an inquiry; never shown or mailed to the visitor.
create table public.internal_notes (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid references public.appointments (id) on delete cascade,
  inquiry_id text references public.inquiries (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text not null,
  body text not null,
  created_at timestamptz not null default now(),

  constraint internal_notes_one_subject check (num_nonnulls(appointment_id, inquiry_id) = 1),
  constraint internal_notes_body_length check (char_length(btrim(body)) between 1 and 4000)
);

create index internal_notes_appointment_idx on public.internal_notes (appointment_id) where appointment_id is not null;
create index internal_notes_inquiry_idx on public.internal_notes (inquiry_id) where inquiry_id is not null;

-- One row per change a staff member makes: who, what, when, and the status before and after.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text not null,
  action text not null,
  appointment_id uuid references public.appointments (id) on delete cascade,
  inquiry_id text references public.inquiries (id) on delete cascade,
  mail_job_id uuid references public.mail_jobs (id) on delete set null,
  before_status text,
  after_status text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),

  constraint audit_log_action_values check (action in (
    'appointment_status_changed',
    'appointment_rescheduled',
    'inquiry_status_changed',
    'inquiry_assigned',
    'note_added',
    'mail_job_retried',
    'reply_recorded',
    'data_subject_exported',
    'data_subject_erased',
    'closure_added',
    'closure_removed'
  ))
);

comment on table public.audit_log is
  'Every change made by staff. Data-subject rows hold counts only, never the e-mail address they concerned.';

create index audit_log_appointment_idx on public.audit_log (appointment_id) where appointment_id is not null;
create index audit_log_inquiry_idx on public.audit_log (inquiry_id) where inquiry_id is not null;

alter table public.internal_notes enable row level security;
alter table public.audit_log enable row level security;

revoke all on public.internal_notes, public.audit_log from anon, authenticated;
grant select, insert, update, delete on public.internal_notes, public.audit_log to service_role;
grant select on public.internal_notes, public.audit_log to authenticated;

create policy internal_notes_staff_read on public.internal_notes
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy audit_log_staff_read on public.audit_log
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy internal_notes_require_aal2 on public.internal_notes
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

create policy audit_log_require_aal2 on public.audit_log
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

create function private.write_audit(
  p_actor public.staff,
  p_action text,
  p_appointment_id uuid default null,
  p_inquiry_id text default null,
  p_mail_job_id uuid default null,
  p_before_status text default null,
  p_after_status text default null,
  p_details jsonb default '{}'::jsonb
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.audit_log (
    actor_id, actor_email, action, appointment_id, inquiry_id, mail_job_id, before_status, after_status, details
  )
  values (
    p_actor.user_id, p_actor.email, p_action, p_appointment_id, p_inquiry_id, p_mail_job_id,
    p_before_status, p_after_status, p_details
  )
$$;

revoke execute on function private.write_audit(public.staff, text, uuid, text, uuid, text, text, jsonb) from public;

-- The row a staff function changes, locked for the rest of the transaction; PT404 when there is none.
create function private.lock_appointment(p_id uuid)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.appointments;
begin
  select * into v_row from public.appointments a where a.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No booking has this id.';
  end if;
  return v_row;
end
$$;

create function private.lock_inquiry(p_id text)
returns public.inquiries
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.inquiries;
begin
  select * into v_row from public.inquiries i where i.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No inquiry has this id.';
  end if;
  return v_row;
end
$$;

revoke execute on function private.lock_appointment(uuid) from public;
revoke execute on function private.lock_inquiry(text) from public;

-- PT409 illegal_transition (detail p_detail) unless the move is allowed; the console shows its own message for it.
create function private.require_transition(p_allowed boolean, p_detail text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not p_allowed then
    raise sqlstate 'PT409' using message = 'illegal_transition', detail = p_detail;
  end if;
end
$$;

revoke execute on function private.require_transition(boolean, text) from public;

-- Booking lifecycle moves staff may make. Declined and cancelled free the slot; completed and no_show are the
-- outcomes of a confirmed meeting.
create function public.staff_set_appointment_status(p_id uuid, p_status text)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.appointments;
  v_after public.appointments;
  v_template text;
begin
  v_before := private.lock_appointment(p_id);

  perform private.require_transition(
    (v_before.status, p_status) in (
      ('pending', 'confirmed'), ('pending', 'declined'), ('pending', 'cancelled'),
      ('confirmed', 'cancelled'), ('confirmed', 'completed'), ('confirmed', 'no_show')
    ),
    pg_catalog.format('A %s booking cannot become %s.', v_before.status, p_status)
  );

  -- Completed and no-show are internal outcomes: the visitor is not mailed and the invite does not change.
  v_template := case p_status
    when 'confirmed' then 'booking_confirmed'
    when 'declined' then 'booking_declined'
    when 'cancelled' then 'booking_cancelled'
  end;

  -- A move the visitor is told about answers the lead: the first one starts nothing new, it stops its clock.
  update public.appointments a
  set status = p_status,
      updated_at = pg_catalog.now(),
      revision = a.revision + case when v_template is null then 0 else 1 end,
      first_response_at = coalesce(a.first_response_at, case when v_template is not null then pg_catalog.now() end)
  where a.id = p_id
  returning * into v_after;

  if v_template is not null then
    perform private.enqueue_mail(v_template, 'visitor', p_id);
  end if;
  perform private.write_audit(v_actor, 'appointment_status_changed', p_id, null, null, v_before.status, p_status);
  return v_after;
end
$$;

-- Same slot rules as a visitor's booking (the table's CHECK constraints: weekday, business hours, :00/:30 grid,
-- and private.assert_slot_free), without a minimum notice or horizon: only the past and closed days are refused.
create function public.staff_reschedule_appointment(
  p_id uuid,
  p_scheduled_at timestamptz,
  p_duration text default null
)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.appointments;
  v_after public.appointments;
  v_duration text;
  v_ends_at timestamptz;
begin
  v_before := private.lock_appointment(p_id);
  perform private.require_transition(
    v_before.status in ('pending', 'confirmed'),
    pg_catalog.format('A %s booking cannot be rescheduled.', v_before.status)
  );
  perform private.assert_bookable_start(p_scheduled_at, false);

  v_duration := coalesce(p_duration, v_before.duration);
  -- An unknown duration is left to the duration CHECK, as on insert.
  v_ends_at := p_scheduled_at + case v_duration
    when '60min' then interval '60 minutes'
    else interval '30 minutes'
  end;

  perform private.assert_slot_free(p_scheduled_at, v_ends_at, p_id);
  update public.appointments a
  set scheduled_at = p_scheduled_at,
      ends_at = v_ends_at,
      duration = v_duration,
      updated_at = pg_catalog.now(),
      revision = a.revision + 1,
      first_response_at = coalesce(a.first_response_at, pg_catalog.now())
  where a.id = p_id
  returning * into v_after;

  perform private.enqueue_mail('booking_rescheduled', 'visitor', p_id);
  perform private.write_audit(
    v_actor, 'appointment_rescheduled', p_id, null, null, v_before.status, v_after.status,
    pg_catalog.jsonb_build_object(
      'from', pg_catalog.jsonb_build_object('scheduled_at', v_before.scheduled_at, 'duration', v_before.duration),
      'to', pg_catalog.jsonb_build_object('scheduled_at', v_after.scheduled_at, 'duration', v_after.duration)
    )
  );
  return v_after;
end
$$;

create function public.staff_set_inquiry_status(p_id text, p_status text)
returns public.inquiries
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.inquiries;
  v_after public.inquiries;
begin
  v_before := private.lock_inquiry(p_id);
  perform private.require_transition(
    (v_before.status, p_status) in (
      ('new', 'contacted'), ('contacted', 'qualified'), ('qualified', 'won'), ('qualified', 'lost')
    ),
    pg_catalog.format('A %s inquiry cannot become %s.', v_before.status, p_status)
  );

  update public.inquiries i
  set status = p_status, updated_at = pg_catalog.now(),
    first_response_at = coalesce(i.first_response_at, case when p_status = 'contacted' then pg_catalog.now() end)
  where i.id = p_id
  returning * into v_after;

  perform private.write_audit(v_actor, 'inquiry_status_changed', null, p_id, null, v_before.status, p_status);
  return v_after;
end
$$;

-- p_assignee null unassigns.
create function public.staff_assign_inquiry(p_id text, p_assignee uuid)
returns public.inquiries
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.inquiries;
  v_after public.inquiries;
begin
  v_before := private.lock_inquiry(p_id);
  if p_assignee is not null and not exists (select 1 from public.staff s where s.user_id = p_assignee) then
    raise sqlstate 'PT400' using message = 'assignee_not_staff', detail = 'The assignee must be a staff member.';
  end if;

  update public.inquiries i
  set assignee = p_assignee, updated_at = pg_catalog.now()
  where i.id = p_id
  returning * into v_after;

  perform private.write_audit(
    v_actor, 'inquiry_assigned', null, p_id, null, v_before.status, v_after.status,
    pg_catalog.jsonb_build_object('from', v_before.assignee, 'to', p_assignee)
  );
  return v_after;
end
$$;

-- Give exactly one of p_appointment_id and p_inquiry_id.
create function public.staff_add_note(p_body text, p_appointment_id uuid default null, p_inquiry_id text default null)
returns public.internal_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_note public.internal_notes;
begin
  if p_appointment_id is not null and not exists (select 1 from public.appointments a where a.id = p_appointment_id)
    or p_inquiry_id is not null and not exists (select 1 from public.inquiries i where i.id = p_inquiry_id) then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No booking or inquiry has this id.';
  end if;

  insert into public.internal_notes (appointment_id, inquiry_id, author_id, author_email, body)
  values (p_appointment_id, p_inquiry_id, v_actor.user_id, v_actor.email, p_body)
  returning * into v_note;

  perform private.write_audit(
    v_actor, 'note_added', p_appointment_id, p_inquiry_id, null, null, null,
    pg_catalog.jsonb_build_object('note_id', v_note.id)
  );
  return v_note;
end
$$;

-- A dead job goes back to the queue with a fresh attempt budget. It keeps its id, the provider idempotency key,
-- so a message that did reach the provider before the job died is still not sent twice.
create function public.staff_retry_mail_job(p_id uuid)
returns public.mail_jobs
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.mail_jobs;
  v_after public.mail_jobs;
begin
  select * into v_before from public.mail_jobs m where m.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No mail job has this id.';
  end if;
  perform private.require_transition(
    v_before.status = 'dead',
    pg_catalog.format('Only a dead mail job can be retried; this one is %s.', v_before.status)
  );

  update public.mail_jobs m
  set status = 'pending', attempts = 0, next_attempt_at = pg_catalog.now(), lease_expires_at = null
  where m.id = p_id
  returning * into v_after;

  perform private.write_audit(
    v_actor, 'mail_job_retried', v_before.appointment_id, v_before.inquiry_id, p_id, v_before.status, v_after.status
  );
  return v_after;
end
$$;

-- Everyone who can be assigned an inquiry.
create function public.staff_members()
returns table (user_id uuid, email text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query select s.user_id, s.email, s.role from public.staff s order by s.email;
end
$$;

-- Used by the staff:add / staff:remove scripts with the service-role key (the auth user itself is created and
-- deleted through the Auth admin API).
create function public.add_staff_member(p_email text, p_role text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  select u.id into v_user_id from auth.users u where pg_catalog.lower(u.email) = pg_catalog.lower(btrim(p_email));
  if v_user_id is null then
    raise sqlstate 'PT404' using message = 'user_not_found', detail = 'No auth user has this e-mail address.';
  end if;
  insert into public.staff (user_id, email, role)
  values (v_user_id, pg_catalog.lower(btrim(p_email)), p_role)
  on conflict (user_id) do update set role = excluded.role, email = excluded.email;
  return v_user_id;
end
$$;

-- Returns the removed member's auth user id, or null when the address was not staff.
create function public.remove_staff_member(p_email text)
returns uuid
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.staff s where s.email = pg_catalog.lower(btrim(p_email)) returning s.user_id
$$;

revoke execute on function public.staff_set_appointment_status(uuid, text) from public, anon;
revoke execute on function public.staff_reschedule_appointment(uuid, timestamptz, text) from public, anon;
revoke execute on function public.staff_set_inquiry_status(text, text) from public, anon;
revoke execute on function public.staff_assign_inquiry(text, uuid) from public, anon;
revoke execute on function public.staff_add_note(text, uuid, text) from public, anon;
revoke execute on function public.staff_retry_mail_job(uuid) from public, anon;
revoke execute on function public.staff_members() from public, anon;
grant execute on function public.staff_set_appointment_status(uuid, text) to authenticated;
grant execute on function public.staff_reschedule_appointment(uuid, timestamptz, text) to authenticated;
grant execute on function public.staff_set_inquiry_status(text, text) to authenticated;
grant execute on function public.staff_assign_inquiry(text, uuid) to authenticated;
grant execute on function public.staff_add_note(text, uuid, text) to authenticated;
grant execute on function public.staff_retry_mail_job(uuid) to authenticated;
grant execute on function public.staff_members() to authenticated;

revoke execute on function public.add_staff_member(text, text) from public, anon, authenticated;
revoke execute on function public.remove_staff_member(text) from public, anon, authenticated;
grant execute on function public.add_staff_member(text, text) to service_role;
grant execute on function public.remove_staff_member(text) to service_role;
