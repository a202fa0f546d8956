-- Applications that wait for the team escalate as leads do (docs/product.md §14.3 and §17.2, docs/decisions.md
-- D84). An application waits while nobody has answered it (public.agent_applications.waiting: still new, no stage
-- move and no recorded reply), and its age is the lead clock's (business minutes from its arrival), as the
-- Applications screen shows it. It escalates at each level of private.agent_application_escalation_minutes()
-- (packages/domain AGENT_APPLICATION_ESCALATION_MINUTES, contract-tested: the leads' hour, then a whole business
-- day), once per level: a row in private.lead_escalations (reason unanswered, with its level, unique per
-- application and level), an agent_application_unanswered e-mail to the team's address (where every escalation
-- goes: the agents and admins who work leads and applications), and the same alert in the team's chat when chat is
-- on. A run that finds an application past several levels at once escalates the highest only. An application
-- awaiting its CAPTCHA never escalates; one a staff move or a recorded reply answered escalates no further. The
-- escalation job stays in proportion to what can still escalate: a partial index holds only the waiting, cleared
-- applications with a level still ahead.

create function private.agent_application_escalation_minutes()
returns integer[]
language sql
immutable
set search_path = ''
as $$ select array[60, 480] $$;

revoke execute on function private.agent_application_escalation_minutes() from public;

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
  'agent_application_screening',
  'agent_application_documents_requested',
  'agent_application_site_visit',
  'agent_application_approved',
  'agent_application_onboarded',
  'agent_application_declined',
  'agent_application_withdrawn',
  -- To the team (and its chat): an application nobody answered past its target.
  'agent_application_unanswered'
));

alter table private.lead_escalations
  add column agent_application_id text references public.agent_applications (id) on delete cascade;
alter table private.lead_escalations drop constraint lead_escalations_one_subject;
alter table private.lead_escalations add constraint lead_escalations_one_subject
  check (num_nonnulls(appointment_id, inquiry_id, agent_application_id) = 1);
alter table private.lead_escalations add column level smallint not null default 1;
create unique index lead_escalations_agent_application_once
  on private.lead_escalations (reason, level, agent_application_id)
  where agent_application_id is not null;

alter table public.agent_applications
  add column unanswered_escalations smallint not null default 0,
  add constraint agent_applications_unanswered_escalations_range check (unanswered_escalations >= 0);
comment on column public.agent_applications.unanswered_escalations is
  'The highest escalation level the application reached unanswered (private.escalate_agent_applications); 0 before.';

-- The 2 is the number of levels (private.agent_application_escalation_minutes(); the contract test compares it with
-- the domain's): the job's query states it as a literal too, so the planner matches the two.
create index agent_applications_escalating_idx on public.agent_applications (created_at)
  where waiting and not awaiting_captcha and unanswered_escalations < 2;

-- Queues the escalations now due; returns how many applications escalated. p_now is the clock (tests pass their
-- own). Each level's arrival cutoff is computed once per run; the scan reads only the partial index above.
create function private.escalate_agent_applications(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cutoffs timestamptz[];
  v_chat boolean := private.chat_alerts_on();
  v_row record;
  v_count integer := 0;
begin
  select pg_catalog.array_agg(private.business_instant_before(p_now, m.minutes) order by m.level)
  into v_cutoffs
  from pg_catalog.unnest(private.agent_application_escalation_minutes()) with ordinality as m(minutes, level);

  for v_row in
    with due as (
      select a.id, (
          select pg_catalog.max(l.level)::smallint
          from pg_catalog.generate_subscripts(v_cutoffs, 1) as l(level)
          where a.created_at <= v_cutoffs[l.level]
        ) as level, a.unanswered_escalations as reached
      from public.agent_applications a
      where a.waiting and not a.awaiting_captcha and a.unanswered_escalations < 2
        and a.created_at <= v_cutoffs[1]
    )
    insert into private.lead_escalations (reason, level, agent_application_id)
    select 'unanswered', d.level, d.id
    from due d
    where d.level > d.reached
    on conflict do nothing
    returning agent_application_id, level
  loop
    update public.agent_applications a set unanswered_escalations = v_row.level where a.id = v_row.agent_application_id;
    perform private.enqueue_agent_application_mail('agent_application_unanswered', 'team', v_row.agent_application_id);
    if v_chat then
      perform private.enqueue_agent_application_mail('agent_application_unanswered', 'chat',
        v_row.agent_application_id);
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke execute on function private.escalate_agent_applications(timestamptz) from public;

-- The one escalation job (every 5 minutes) escalates applications too. Otherwise as
-- 20261127000320_escalation_in_proportion.
create or replace function private.escalate_leads(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_overdue_since timestamptz := private.business_instant_before(p_now, private.rate_limit('lead_overdue_minutes'));
  v_soon interval := pg_catalog.make_interval(hours => private.rate_limit('pending_booking_alert_hours'));
  v_chat boolean := private.chat_alerts_on();
  v_row record;
  v_count integer := 0;
  v_template text;
begin
  for v_row in
    with due as (
      select 'unanswered'::text as reason, a.id as appointment_id, null::text as inquiry_id
      from public.appointments a
      where a.waiting and a.unanswered_escalated_at is null and a.created_at <= v_overdue_since
      union all
      select 'pending_soon', a.id, null
      from public.appointments a
      where a.status = 'pending'
        and a.scheduled_at > p_now
        and a.scheduled_at <= p_now + v_soon
        and not exists (select 1 from private.lead_escalations e
          where e.reason = 'pending_soon' and e.appointment_id = a.id)
      union all
      select 'unanswered', null, i.id
      from public.inquiries i
      where i.waiting and i.unanswered_escalated_at is null and i.created_at <= v_overdue_since
    )
    insert into private.lead_escalations (reason, appointment_id, inquiry_id)
    select d.reason, d.appointment_id, d.inquiry_id
    from due d
    where not exists (
      select 1 from public.mail_jobs j
      where j.status = 'held' and j.appointment_id = d.appointment_id
    )
      and not exists (
      select 1 from public.mail_jobs j
      where j.status = 'held' and j.inquiry_id = d.inquiry_id
    )
    on conflict do nothing
    returning reason, appointment_id, inquiry_id
  loop
    if v_row.reason = 'unanswered' then
      update public.appointments a set unanswered_escalated_at = p_now where a.id = v_row.appointment_id;
      update public.inquiries i set unanswered_escalated_at = p_now where i.id = v_row.inquiry_id;
    end if;
    v_template := case v_row.reason when 'unanswered' then 'lead_unanswered' else 'booking_pending_soon' end;
    perform private.enqueue_mail(v_template, 'team', v_row.appointment_id, v_row.inquiry_id);
    if v_chat then
      perform private.enqueue_mail(v_template, 'chat', v_row.appointment_id, v_row.inquiry_id);
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count + private.escalate_agent_applications(p_now);
end
$$;

-- The claim returns a closing stage e-mail's cancelled meeting as its booking (20261127001400), and with an
-- application the escalation level it reached (the alert says how long it waited). Otherwise as
-- 20261127001000_agent_meetings.
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
        'unanswered_escalations', g.unanswered_escalations,
        'requested_document', case when d.id is null then null
          else pg_catalog.jsonb_build_object('kind', d.kind, 'reason', d.review_reason) end) end
    from claimed c
    left join public.appointments a on a.id = coalesce(c.appointment_id, c.cancelled_meeting_id)
    left join public.inquiries i on i.id = c.inquiry_id
    left join public.agent_applications g on g.id = coalesce(c.agent_application_id, a.agent_application_id)
    left join public.agent_application_documents d on d.id = c.agent_document_id
    left join private.mail_job_tokens t on t.job_id = c.id;
end
$$;
