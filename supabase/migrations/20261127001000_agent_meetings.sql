-- Meetings with agent applicants (docs/product.md §18, docs/decisions.md D78): staff book a site visit or an
-- onboarding training from an application. They are appointments like every booking, so the booking rules,
-- reminders, rooms, the agenda and the staff calendar feed apply to them unchanged; what is new is why the meeting
-- is held (purpose), whose application it serves, and a third way of holding it, in person at the store.
-- The lists mirror packages/domain (src/meetings.ts), checked by the local backend's contract test.
--   1. the columns and the rules between them (a site visit has an application and the store's address);
--   2. the visitor's insert path stays the consultation's: its triggers run for consultations only;
--   3. staff_book_agent_meeting, the only way to make one (staff at aal2, the slot rules re-checked here);
--   4. the outbox: an applicant's meeting e-mails carry the status link, and the claim returns the application;
--   5. the inbox lists leads only; the feed says where an in-person meeting is.

-- 1. Columns and rules.
alter table public.appointments
  add column purpose text not null default 'consultation',
  add column agent_application_id text references public.agent_applications (id) on delete cascade,
  add column place text;

comment on column public.appointments.purpose is
  'consultation: a visitor''s booking from the site; site_visit, onboarding: staff meet an agent applicant.';
comment on column public.appointments.place is
  'Where an in-person meeting is held: the store''s street line and its barangay, city and province names.';

alter table public.appointments drop constraint appointments_meeting_type_values;
alter table public.appointments add constraint appointments_meeting_type_values
  check (meeting_type in ('call', 'video', 'in_person'));
alter table public.appointments add constraint appointments_purpose_values
  check (purpose in ('consultation', 'site_visit', 'onboarding'));
alter table public.appointments add constraint appointments_place_text check (
  place is null or (pg_catalog.char_length(pg_catalog.btrim(place)) between 2 and 400
    and private.is_single_line_text(place))
);
-- A consultation is the visitor's call or video meeting and names no application; an applicant's meeting names
-- its application; in person means a place, and only in person has one. A site visit is always at the store.
alter table public.appointments add constraint appointments_purpose_shape check (
  case purpose
    when 'consultation' then agent_application_id is null and meeting_type in ('call', 'video')
    when 'site_visit' then agent_application_id is not null and meeting_type = 'in_person'
    when 'onboarding' then agent_application_id is not null and meeting_type in ('video', 'in_person')
    else false
  end
  and (meeting_type = 'in_person') = (place is not null)
);

create index appointments_agent_application_idx on public.appointments (agent_application_id, scheduled_at)
  where agent_application_id is not null;

-- Mirrors of the domain's lists, for the contract test and the booking function.
create function private.applicant_meeting_types(p_purpose text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_purpose
    when 'site_visit' then array['in_person']
    when 'onboarding' then array['video', 'in_person']
  end
$$;

create function private.meeting_purpose_stage(p_purpose text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_purpose when 'site_visit' then 'site_visit' end
$$;

revoke execute on function private.applicant_meeting_types(text) from public;
revoke execute on function private.meeting_purpose_stage(text) from public;

-- 2. The visitor's insert path: the honeypot, the CAPTCHA hold, the mailbox and network limits, the request's
-- e-mails and chat alert are a consultation's. An applicant's meeting is made by staff_book_agent_meeting, which
-- checks the slot itself and is not a visitor (a staff member's booking must neither spend nor be stopped by the
-- office network's allowance, nor wait for a CAPTCHA). The public roles cannot write purpose or
-- agent_application_id (no column grant), so every row they insert is a consultation.
drop trigger appointments_before_insert on public.appointments;
create trigger appointments_before_insert
  before insert on public.appointments
  for each row when (new.purpose = 'consultation')
  execute function private.appointments_before_insert();

drop trigger appointments_limit_captcha_holds on public.appointments;
create trigger appointments_limit_captcha_holds
  before insert on public.appointments
  for each row when (new.purpose = 'consultation')
  execute function private.appointments_limit_captcha_holds();

drop trigger appointments_limit_mailbox_changes on public.appointments;
create trigger appointments_limit_mailbox_changes
  before insert on public.appointments
  for each row when (new.purpose = 'consultation')
  execute function private.appointments_limit_mailbox_changes();

drop trigger appointments_enqueue_received on public.appointments;
create trigger appointments_enqueue_received
  after insert on public.appointments
  for each row when (new.purpose = 'consultation')
  execute function private.appointments_enqueue_received();

drop trigger appointments_enqueue_chat_alert on public.appointments;
create trigger appointments_enqueue_chat_alert
  after insert on public.appointments
  for each row when (new.purpose = 'consultation')
  execute function private.leads_enqueue_chat_alert();

-- 3. Booking a meeting with an applicant. The applicant is not asked: staff agree the time with them (by phone or
-- message) and record it, so the meeting is confirmed at once, its room made and its reminders queued by the
-- existing triggers. The start obeys the visitor's rules (business hours, the grid, the minimum notice, the
-- horizon, no closed day; private.assert_bookable_start) and the slot must be free (one meeting at a time, as
-- today). An in-person meeting is at the store: the street line comes from the application, the area's names
-- (barangay, city or municipality, province) from the console, which resolves the stored PSGC codes with the
-- release the form used (the database keeps codes only). A site visit moves the application to site_visit when
-- the pipeline allows that move from its stage, audited like any move; its e-mail is the meeting's own (it says
-- when and where), not the stage's.
-- Errors: PT403 staff_only / mfa_required, PT404 not_found, PT409 application_closed, PT400 invalid_purpose /
-- invalid_meeting_type / place_required / invalid_duration, the start's PT400/PT409 refusals, PT409 slot_taken.
create function public.staff_book_agent_meeting(
  p_application_id text,
  p_purpose text,
  p_meeting_type text,
  p_scheduled_at timestamptz,
  p_duration text default '60min',
  p_area text default null
)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_application public.agent_applications;
  v_meeting public.appointments;
  v_ends_at timestamptz;
  v_area text := nullif(pg_catalog.btrim(p_area), '');
  v_stage text;
begin
  v_application := private.lock_agent_application(p_application_id);
  if v_application.stage = any (private.agent_stages_closed()) then
    raise sqlstate 'PT409' using message = 'application_closed',
      detail = pg_catalog.format('A %s application has no meetings.', v_application.stage);
  end if;
  if p_purpose is null or private.applicant_meeting_types(p_purpose) is null then
    raise sqlstate 'PT400' using message = 'invalid_purpose',
      detail = 'An applicant''s meeting is a site_visit or an onboarding.';
  end if;
  if p_meeting_type is null or not p_meeting_type = any (private.applicant_meeting_types(p_purpose)) then
    raise sqlstate 'PT400' using message = 'invalid_meeting_type',
      detail = pg_catalog.format('A %s is held %s.', p_purpose,
        pg_catalog.array_to_string(private.applicant_meeting_types(p_purpose), ' or '));
  end if;
  if (p_meeting_type = 'in_person') <> (v_area is not null) then
    raise sqlstate 'PT400' using message = 'place_required',
      detail = 'An in-person meeting needs the store''s area (barangay, city, province); no other meeting has one.';
  end if;
  if p_duration is null or p_duration not in ('30min', '60min') then
    raise sqlstate 'PT400' using message = 'invalid_duration';
  end if;

  perform private.assert_bookable_start(p_scheduled_at, true);
  v_ends_at := p_scheduled_at + case p_duration when '60min' then interval '60 minutes'
    else interval '30 minutes' end;
  perform private.assert_slot_free(p_scheduled_at, v_ends_at);

  insert into public.appointments (name, email, phone, company, scheduled_at, ends_at, duration, meeting_type,
    topic, status, purpose, agent_application_id, place, first_response_at)
  values (v_application.full_name, v_application.email, v_application.mobile, v_application.store_name,
    p_scheduled_at, v_ends_at, p_duration, p_meeting_type,
    case p_purpose when 'site_visit' then 'Site visit' else 'Onboarding training' end,
    'confirmed', p_purpose, v_application.id,
    case when v_area is not null then v_application.street || ', ' || v_area end,
    pg_catalog.now())
  returning * into v_meeting;

  perform private.enqueue_mail('booking_confirmed', 'visitor', v_meeting.id);
  perform private.write_audit(v_actor, 'appointment_status_changed', v_meeting.id, null, null, null, 'confirmed',
    pg_catalog.jsonb_build_object('purpose', p_purpose, 'agent_application_id', v_application.id));

  v_stage := private.meeting_purpose_stage(p_purpose);
  if v_stage is not null and private.agent_stage_move_allowed(v_application.stage, v_stage) then
    update public.agent_applications a
    set stage = v_stage, updated_at = pg_catalog.now(),
      first_response_at = coalesce(a.first_response_at, pg_catalog.now())
    where a.id = v_application.id;
    perform private.write_agent_audit(v_actor, 'agent_application_stage_changed', v_application.id,
      v_application.stage, v_stage, pg_catalog.jsonb_build_object('appointment_id', v_meeting.id));
  end if;

  -- The row as the triggers left it (the room of a video meeting).
  select * into v_meeting from public.appointments a where a.id = v_meeting.id;
  return v_meeting;
end
$$;

revoke execute on function public.staff_book_agent_meeting(text, text, text, timestamptz, text, text)
  from public, anon;
grant execute on function public.staff_book_agent_meeting(text, text, text, timestamptz, text, text)
  to authenticated;

-- 4. The outbox. An applicant's meeting e-mail carries the application's status link (a fresh status token), never
-- the manage link: staff move or cancel these meetings, the applicant replies to the team. Otherwise as
-- 20261122000700_mail_outbox.
create or replace function private.enqueue_mail(
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
  v_application_id text;
begin
  if p_appointment_id is not null then
    select a.revision, a.agent_application_id into v_revision, v_application_id
    from public.appointments a where a.id = p_appointment_id;
  end if;

  insert into public.mail_jobs (template, recipient, appointment_id, inquiry_id, appointment_revision, next_attempt_at)
  values (p_template, p_recipient, p_appointment_id, p_inquiry_id, v_revision, coalesce(p_not_before, pg_catalog.now()))
  returning id into v_job_id;

  if p_recipient = 'visitor'
    and p_template in ('booking_received', 'booking_confirmed', 'booking_rescheduled', 'booking_reminder') then
    insert into private.mail_job_tokens (job_id, token)
    values (v_job_id, case when v_application_id is null then private.new_manage_token(p_appointment_id)
      else private.new_agent_application_token(v_application_id, 'status') end);
  end if;

  return v_job_id;
end
$$;

-- The claim returns a booking's purpose and place, and for an applicant's meeting its application (language,
-- reference), read through the meeting. Otherwise as 20261127000700_agent_pipeline.
create or replace function public.claim_mail_jobs(
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
  first_attempt_at timestamptz,
  agent_application jsonb
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
        'meeting_url', a.meeting_url, 'purpose', a.purpose, 'place', a.place) end,
      case when i.id is null then null else pg_catalog.jsonb_build_object(
        'id', i.id, 'kind', i.kind, 'name', i.name, 'email', i.email, 'phone', i.phone,
        'company', i.company, 'details', i.details, 'subscribe', i.subscribe, 'created_at', i.created_at) end,
      c.first_attempt_at,
      case when g.id is null then null else pg_catalog.jsonb_build_object(
        'id', g.id, 'reference', g.reference, 'language', g.language, 'full_name', g.full_name,
        'mobile', g.mobile, 'email', g.email, 'store_name', g.store_name, 'store_type', g.store_type,
        'years_in_operation', g.years_in_operation, 'region_code', g.region_code,
        'province_code', g.province_code, 'city_code', g.city_code, 'barangay_code', g.barangay_code,
        'business_package', g.business_package, 'heard_from', g.heard_from, 'stage', g.stage,
        'created_at', g.created_at, 'decline_reason', g.decline_reason,
        'requested_document', case when d.id is null then null
          else pg_catalog.jsonb_build_object('kind', d.kind, 'reason', d.review_reason) end) end
    from claimed c
    left join public.appointments a on a.id = c.appointment_id
    left join public.inquiries i on i.id = c.inquiry_id
    left join public.agent_applications g on g.id = coalesce(c.agent_application_id, a.agent_application_id)
    left join public.agent_application_documents d on d.id = c.agent_document_id
    left join private.mail_job_tokens t on t.job_id = c.id;
end
$$;

-- 5a. The inbox lists leads: a meeting staff booked with an applicant is worked from its application. Otherwise as
-- 20261127000310_leads_at_scale.
create or replace function private.inbox_filter(
  p_table text,
  p_kind text,
  p_status text,
  p_from timestamptz,
  p_to timestamptz,
  p_search text
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_occurs_at text := case p_table when 'booking' then 'scheduled_at' else 'created_at' end;
  v_pattern text;
  v_conditions text[] := array[
    'not awaiting_captcha',
    case when p_status is null then 'status <> ''spam''' else pg_catalog.format('status = %L', p_status) end
  ];
begin
  if p_kind is not null and p_kind <> p_table then
    return 'false';
  end if;
  if p_table = 'booking' then
    v_conditions := v_conditions || 'purpose = ''consultation'''::text;
  end if;
  if p_from is not null then
    v_conditions := v_conditions || pg_catalog.format('%I >= %L', v_occurs_at, p_from);
  end if;
  if p_to is not null then
    v_conditions := v_conditions || pg_catalog.format('%I < %L', v_occurs_at, p_to);
  end if;
  if pg_catalog.btrim(coalesce(p_search, '')) <> '' then
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_conditions := v_conditions
      || pg_catalog.format('(name ilike %1$L or email ilike %1$L or company ilike %1$L)', v_pattern);
  end if;
  return pg_catalog.array_to_string(v_conditions, ' and ');
end
$$;

-- 5b. The staff calendar feed says why and where: the purpose, and an in-person meeting's place. Otherwise as
-- 20261127000220_calendar_feed_minimum (the place is the store's address, which the meeting is about; still no
-- e-mail, company or notes).
drop function public.calendar_feed_bookings(text);

create function public.calendar_feed_bookings(p_token text)
returns table (
  id uuid,
  name text,
  topic text,
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text,
  meeting_type text,
  meeting_url text,
  call_phone text,
  status text,
  revision integer,
  updated_at timestamptz,
  purpose text,
  place text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_feed private.staff_calendar_feeds;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise sqlstate 'PT404' using message = 'unknown_feed';
  end if;
  select f.* into v_feed
  from private.staff_calendar_feeds f
  join public.staff s on s.user_id = f.user_id
  where f.token_hash = private.token_hash(p_token)
  for update of f;
  if not found then
    raise sqlstate 'PT404' using message = 'unknown_feed';
  end if;

  if v_feed.window_started_at <= pg_catalog.now() - interval '1 hour' then
    update private.staff_calendar_feeds f
    set window_started_at = pg_catalog.now(), window_requests = 1
    where f.user_id = v_feed.user_id;
  else
    perform private.check_limit(v_feed.window_requests, 'calendar_feed_requests_per_hour',
      'This calendar feed was asked too often.', 'Calendar apps refresh a feed every 15 minutes or more.');
    update private.staff_calendar_feeds f
    set window_requests = f.window_requests + 1
    where f.user_id = v_feed.user_id;
  end if;

  return query
    select a.id, a.name, a.topic, a.scheduled_at, a.ends_at, a.duration, a.meeting_type, a.meeting_url,
      case when a.meeting_type = 'call' then a.phone end,
      a.status, a.revision, a.updated_at, a.purpose, a.place
    from public.appointments a
    where a.status in ('pending', 'confirmed')
      and not a.awaiting_captcha
      and a.ends_at > pg_catalog.now()
        - pg_catalog.make_interval(days => private.rate_limit('calendar_feed_past_days'))
    order by a.scheduled_at;
end
$$;

revoke execute on function public.calendar_feed_bookings(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_bookings(text) to service_role;
