-- The agent team works an application to a decision (docs/product.md §17). Every list and number mirrors
-- packages/domain (src/agents.ts), checked by the local backend's contract test:
--   1. the stages as the team names them: training and activated become approved and onboarded; a decline keeps
--      its reason (from a list) and the team's note;
--   2. the stage moves as one table, made by staff functions that lock the application, audit the move, stamp the
--      first response on the response clock (as for leads) and queue the applicant's e-mail in their language;
--   3. documents reviewed: accepted, or asked for again with a reason from a list (which moves the application to
--      documents_requested and mails the applicant which document and why);
--   4. the list the console's Applications screen reads, with the lead clock's waiting and age.

-- 1. Stages.
alter table public.agent_applications drop constraint agent_applications_stage_values;
update public.agent_applications set stage = 'approved' where stage = 'training';
update public.agent_applications set stage = 'onboarded' where stage = 'activated';
alter table public.agent_applications add constraint agent_applications_stage_values check (stage in ('new',
  'screening', 'documents_requested', 'site_visit', 'approved', 'onboarded', 'declined', 'withdrawn'));

alter table public.agent_applications
  add column decline_reason text,
  add column decline_note text,
  add column response_minutes integer,
  add column waiting boolean generated always as (public.lead_is_waiting(stage, first_response_at)) stored;

update public.agent_applications set decline_reason = 'other' where stage = 'declined';

alter table public.agent_applications
  add constraint agent_applications_decline_reason_values check (decline_reason in ('identity_not_verified',
    'store_not_verified', 'documents_incomplete', 'area_covered', 'not_eligible', 'unreachable', 'other')),
  add constraint agent_applications_declined_with_reason check (
    (stage = 'declined') = (decline_reason is not null) and (decline_note is null or decline_reason is not null)
  ),
  add constraint agent_applications_decline_note_length check (
    decline_note is null or char_length(btrim(decline_note)) between 1 and 1000
  );

comment on column public.agent_applications.decline_note is
  'The team''s own words on a decline; never mailed or shown to the applicant.';
comment on column public.agent_applications.waiting is
  'Nobody has answered the applicant and the application is still new.';
comment on column public.agent_applications.response_minutes is
  'Business minutes from the application to its first response, stamped with first_response_at.';

create trigger agent_applications_stamp_response_minutes
  before insert or update of first_response_at on public.agent_applications
  for each row execute function private.leads_stamp_response_minutes();

create index agent_applications_waiting_idx on public.agent_applications (created_at) where waiting;
create index agent_applications_stage_idx on public.agent_applications (stage, created_at);

-- 2. The moves staff may make (docs/product.md §17): a move into documents_requested names a document, so it is
-- made by staff_review_agent_document; onboarded, declined and withdrawn are final.
create function private.agent_stage_move_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_from, p_to) in (
    ('new', 'screening'), ('new', 'documents_requested'), ('new', 'declined'), ('new', 'withdrawn'),
    ('screening', 'documents_requested'), ('screening', 'site_visit'), ('screening', 'declined'),
    ('screening', 'withdrawn'),
    ('documents_requested', 'screening'), ('documents_requested', 'declined'), ('documents_requested', 'withdrawn'),
    ('site_visit', 'approved'), ('site_visit', 'declined'), ('site_visit', 'withdrawn'),
    ('approved', 'onboarded'), ('approved', 'declined'), ('approved', 'withdrawn')
  )
$$;

revoke execute on function private.agent_stage_move_allowed(text, text) from public;

-- The staff history names applications too.
alter table public.audit_log
  add column agent_application_id text references public.agent_applications (id) on delete cascade;
create index audit_log_agent_application_idx on public.audit_log (agent_application_id)
  where agent_application_id is not null;

alter table public.audit_log drop constraint audit_log_action_values;
alter table public.audit_log add constraint audit_log_action_values check (action in (
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
  'closure_removed',
  'agent_application_stage_changed',
  'agent_application_assigned',
  'agent_document_reviewed',
  'agent_document_viewed'
));

create function private.write_agent_audit(
  p_actor public.staff,
  p_action text,
  p_application_id text,
  p_before_stage text default null,
  p_after_stage text default null,
  p_details jsonb default '{}'::jsonb
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_email, action, agent_application_id, before_status, after_status,
    details)
  values (p_actor.user_id, p_actor.email, p_action, p_application_id, p_before_stage, p_after_stage, p_details)
$$;

revoke execute on function private.write_agent_audit(public.staff, text, text, text, text, jsonb) from public;

create function private.lock_agent_application(p_id text)
returns public.agent_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.agent_applications;
begin
  select * into v_row from public.agent_applications a where a.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No application has this id.';
  end if;
  return v_row;
end
$$;

revoke execute on function private.lock_agent_application(text) from public;

-- The applicant's e-mail for each stage a move reaches (packages/domain agentStageMailTemplates).
alter table public.mail_jobs
  add column agent_document_id uuid references public.agent_application_documents (id) on delete set null;
alter table public.mail_jobs drop constraint mail_jobs_template_values;
alter table public.mail_jobs add constraint mail_jobs_template_values check (template in (
  'booking_received',
  'booking_new',
  'booking_confirmed',
  'booking_declined',
  'booking_cancelled',
  'booking_rescheduled',
  'booking_reminder',
  'inquiry_received',
  'inquiry_new',
  'lead_unanswered',
  'booking_pending_soon',
  'agent_application_received',
  'agent_application_new',
  'agent_application_repeat',
  -- To the applicant, in their language, with the status link: the stage their application moved to.
  'agent_application_screening',
  'agent_application_documents_requested',
  'agent_application_site_visit',
  'agent_application_approved',
  'agent_application_onboarded',
  'agent_application_declined',
  'agent_application_withdrawn'
));

-- A move by staff: the target must be allowed from the application's stage; a decline needs its reason (the note
-- is optional), and no other move takes one. Errors: PT404 not_found, PT409 illegal_transition, PT400
-- document_required (documents_requested: see staff_review_agent_document), PT400 decline_reason.
create function public.staff_move_agent_application(
  p_id text,
  p_stage text,
  p_decline_reason text default null,
  p_decline_note text default null
)
returns public.agent_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.agent_applications;
  v_after public.agent_applications;
begin
  v_before := private.lock_agent_application(p_id);
  if p_stage = 'documents_requested' then
    raise sqlstate 'PT400' using message = 'document_required',
      detail = 'Ask for a document again to move an application to documents_requested.';
  end if;
  perform private.require_transition(
    private.agent_stage_move_allowed(v_before.stage, p_stage),
    pg_catalog.format('A %s application cannot become %s.', v_before.stage, p_stage)
  );
  if (p_stage = 'declined') <> (p_decline_reason is not null)
    or (p_decline_note is not null and p_decline_reason is null) then
    raise sqlstate 'PT400' using message = 'decline_reason',
      detail = 'A decline needs its reason; no other move takes one.';
  end if;

  update public.agent_applications a
  set stage = p_stage,
    decline_reason = p_decline_reason,
    decline_note = nullif(pg_catalog.btrim(p_decline_note), ''),
    updated_at = pg_catalog.now(),
    first_response_at = coalesce(a.first_response_at, pg_catalog.now())
  where a.id = p_id
  returning * into v_after;

  perform private.enqueue_agent_application_mail('agent_application_' || p_stage, 'visitor', p_id);
  perform private.write_agent_audit(v_actor, 'agent_application_stage_changed', p_id, v_before.stage, p_stage,
    case when p_decline_reason is null then '{}'::jsonb
      else pg_catalog.jsonb_build_object('decline_reason', p_decline_reason) end);
  return v_after;
end
$$;

-- p_assignee null unassigns.
create function public.staff_assign_agent_application(p_id text, p_assignee uuid)
returns public.agent_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.agent_applications;
  v_after public.agent_applications;
begin
  v_before := private.lock_agent_application(p_id);
  if p_assignee is not null and not exists (select 1 from public.staff s where s.user_id = p_assignee) then
    raise sqlstate 'PT400' using message = 'assignee_not_staff', detail = 'The assignee must be a staff member.';
  end if;
  update public.agent_applications a set assignee = p_assignee, updated_at = pg_catalog.now()
  where a.id = p_id
  returning * into v_after;
  perform private.write_agent_audit(v_actor, 'agent_application_assigned', p_id, v_before.stage, v_after.stage,
    pg_catalog.jsonb_build_object('from', v_before.assignee, 'to', p_assignee));
  return v_after;
end
$$;

revoke execute on function public.staff_move_agent_application(text, text, text, text) from public, anon;
revoke execute on function public.staff_assign_agent_application(text, uuid) from public, anon;
grant execute on function public.staff_move_agent_application(text, text, text, text) to authenticated;
grant execute on function public.staff_assign_agent_application(text, uuid) to authenticated;

-- 3. A document's review by staff.
alter table public.agent_application_documents
  add column review text,
  add column review_reason text,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add constraint agent_application_documents_review_values check (review in ('accepted', 'requested_again')),
  add constraint agent_application_documents_review_reason_values check (review_reason in ('unreadable',
    'expired', 'cut_off', 'name_mismatch', 'wrong_document')),
  add constraint agent_application_documents_review_reason_when_asked check (
    (review = 'requested_again') = (review_reason is not null)
  );

-- Accept a received document, or ask for it again with a reason: the application moves to documents_requested
-- (when it is not there yet and its stage allows it), the first response is stamped, and the applicant is mailed
-- which document and why. Errors: PT404 not_found, PT409 document_not_reviewable (no file to judge),
-- PT409 illegal_transition, PT400 review_reason.
create function public.staff_review_agent_document(p_document_id uuid, p_review text, p_reason text default null)
returns public.agent_application_documents
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_document public.agent_application_documents;
  v_application public.agent_applications;
  v_job_id uuid;
begin
  select d.* into v_document from public.agent_application_documents d where d.id = p_document_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No document has this id.';
  end if;
  v_application := private.lock_agent_application(v_document.application_id);
  if v_document.status <> 'received' then
    raise sqlstate 'PT409' using message = 'document_not_reviewable',
      detail = 'Only a received document can be accepted or asked for again.';
  end if;
  if p_review is null or p_review not in ('accepted', 'requested_again')
    or (p_review = 'requested_again') <> (p_reason is not null) then
    raise sqlstate 'PT400' using message = 'review_reason',
      detail = 'Asking for a document again needs its reason; accepting takes none.';
  end if;

  if p_review = 'requested_again' then
    if v_application.stage <> 'documents_requested' then
      perform private.require_transition(
        private.agent_stage_move_allowed(v_application.stage, 'documents_requested'),
        pg_catalog.format('A %s application cannot become documents_requested.', v_application.stage)
      );
    end if;
    update public.agent_applications a
    set stage = 'documents_requested', updated_at = pg_catalog.now(),
      first_response_at = coalesce(a.first_response_at, pg_catalog.now())
    where a.id = v_application.id;
  end if;

  update public.agent_application_documents d
  set review = p_review, review_reason = p_reason, reviewed_at = pg_catalog.now(), reviewed_by = v_actor.user_id
  where d.id = p_document_id
  returning * into v_document;

  if p_review = 'requested_again' then
    v_job_id := private.enqueue_agent_application_mail('agent_application_documents_requested', 'visitor',
      v_application.id);
    update public.mail_jobs j set agent_document_id = p_document_id where j.id = v_job_id;
  end if;
  perform private.write_agent_audit(v_actor, 'agent_document_reviewed', v_application.id, v_application.stage,
    case when p_review = 'requested_again' then 'documents_requested' else v_application.stage end,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('document_id', p_document_id,
      'kind', v_document.kind, 'review', p_review, 'reason', p_reason)));
  return v_document;
end
$$;

revoke execute on function public.staff_review_agent_document(uuid, text, text) from public, anon;
grant execute on function public.staff_review_agent_document(uuid, text, text) to authenticated;

-- The status page shows which document the team asked for again, and why (a reason from the list).
create or replace function public.get_agent_application_status(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_application public.agent_applications := private.agent_application_for_token(p_token, 'status');
begin
  return pg_catalog.jsonb_build_object(
    'reference', v_application.reference,
    'stage', v_application.stage,
    'language', v_application.language,
    'store_name', v_application.store_name,
    'submitted_at', v_application.created_at,
    'documents', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
          'id', d.id, 'kind', d.kind, 'status', d.status, 'created_at', d.created_at,
          'review', d.review, 'review_reason', d.review_reason)) order by d.created_at)
      from public.agent_application_documents d
      where d.application_id = v_application.id and d.status in ('received', 'refused')
    ), '[]'::jsonb));
end
$$;

-- The worker's claim: an applicant's e-mail about a stage says the decline's reason, or which document was asked
-- for again and why (both from the domain's lists; the team's note never leaves the console).
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
        'meeting_url', a.meeting_url) end,
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
    left join public.agent_applications g on g.id = c.agent_application_id
    left join public.agent_application_documents d on d.id = c.agent_document_id
    left join private.mail_job_tokens t on t.job_id = c.id;
end
$$;

-- 4. The Applications screen's list: the filters, the search (reference, name, mobile, e-mail, store), waiting
-- applications first and oldest first, then the rest newest first, each with its age in business minutes (how
-- long it waited, or has waited so far). SECURITY INVOKER: the tables' read policies decide, so anyone but staff
-- at aal2 gets no row. At the programme's size (about a hundred applications) the age is computed for every
-- matching row, which is what filtering by age needs.
create function public.staff_list_agent_applications(
  p_stage text default null,
  p_province_code text default null,
  p_business_package text default null,
  p_assignee uuid default null,
  p_min_age_minutes integer default null,
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns table (
  id text,
  reference text,
  full_name text,
  mobile text,
  email text,
  store_name text,
  store_type text,
  region_code text,
  province_code text,
  city_code text,
  barangay_code text,
  business_package text,
  stage text,
  assignee uuid,
  created_at timestamptz,
  first_response_at timestamptz,
  waiting boolean,
  age_minutes integer,
  total_count bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_pattern text;
begin
  if pg_catalog.char_length(coalesce(p_search, '')) > 200 then
    raise sqlstate 'PT400' using message = 'search_too_long';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise sqlstate 'PT400' using message = 'invalid_page';
  end if;
  v_pattern := case when pg_catalog.btrim(coalesce(p_search, '')) <> '' then
    '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  return query
    select m.id, m.reference, m.full_name, m.mobile, m.email, m.store_name, m.store_type, m.region_code,
      m.province_code, m.city_code, m.barangay_code, m.business_package, m.stage, m.assignee, m.created_at,
      m.first_response_at, m.waiting, m.age_minutes, pg_catalog.count(*) over ()
    from (
      select a.*, coalesce(a.response_minutes,
          public.lead_age_minutes(a.created_at, a.stage, a.first_response_at)) as age_minutes
      from public.agent_applications a
      where not a.awaiting_captcha
        and (p_stage is null or a.stage = p_stage)
        and (p_province_code is null or a.province_code = p_province_code)
        and (p_business_package is null or a.business_package = p_business_package)
        and (p_assignee is null or a.assignee = p_assignee)
        and (v_pattern is null or a.reference ilike v_pattern or a.full_name ilike v_pattern
          or a.mobile ilike v_pattern or a.email ilike v_pattern or a.store_name ilike v_pattern)
    ) m
    where p_min_age_minutes is null or m.age_minutes >= p_min_age_minutes
    order by m.waiting desc, case when m.waiting then m.created_at end asc, m.created_at desc, m.id
    offset (p_page - 1) * p_page_size
    limit p_page_size;
end
$$;

revoke execute on function public.staff_list_agent_applications(text, text, text, uuid, integer, text, integer,
  integer) from public, anon;
grant execute on function public.staff_list_agent_applications(text, text, text, uuid, integer, text, integer,
  integer) to authenticated;
