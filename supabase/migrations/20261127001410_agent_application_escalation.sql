-- Applications that wait for the team escalate as leads do (docs/product.md §14.3 and §17.2, docs/decisions.md
-- D84). An application waits while nobody has answered it (public.agent_applications.waiting: still new, no stage
-- move and no recorded reply), and its age is the lead clock's (business minutes from its arrival), as the
-- Applications screen shows it. Once it has waited agent_application_overdue_minutes (packages/domain
-- AGENT_APPLICATION_OVERDUE_MINUTES, contract-tested) it escalates once: a row in private.lead_escalations
-- (reason unanswered, unique per application), an agent_application_unanswered e-mail to the team's address (where
-- every escalation goes: the agents and admins who work leads and applications), and the same alert in the team's
-- chat when chat is on. An application awaiting its CAPTCHA never escalates. The escalation job stays in proportion
-- to what can still escalate: a partial index holds only the waiting, cleared applications not yet escalated.

insert into private.rate_limits (name, max_count, description) values
  ('agent_application_overdue_minutes', 60,
    'An agent application nobody answered escalates once after this many business minutes');

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
create unique index lead_escalations_agent_application_once on private.lead_escalations (reason, agent_application_id)
  where agent_application_id is not null;

alter table public.agent_applications add column unanswered_escalated_at timestamptz;
comment on column public.agent_applications.unanswered_escalated_at is
  'When the application escalated as unanswered (private.escalate_agent_applications); null while it has not.';

create index agent_applications_escalating_idx on public.agent_applications (created_at)
  where waiting and unanswered_escalated_at is null and not awaiting_captcha;

-- Queues the escalations of the applications now overdue; returns how many escalated. p_now is the clock (tests
-- pass their own). Reads only the partial index above: an application escalated, answered or held is not in it.
create function private.escalate_agent_applications(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_overdue_since timestamptz :=
    private.business_instant_before(p_now, private.rate_limit('agent_application_overdue_minutes'));
  v_chat boolean := private.chat_alerts_on();
  v_id text;
  v_count integer := 0;
begin
  for v_id in
    insert into private.lead_escalations (reason, agent_application_id)
    select 'unanswered', a.id
    from public.agent_applications a
    where a.waiting and a.unanswered_escalated_at is null and not a.awaiting_captcha
      and a.created_at <= v_overdue_since
    on conflict do nothing
    returning agent_application_id
  loop
    update public.agent_applications a set unanswered_escalated_at = p_now where a.id = v_id;
    perform private.enqueue_agent_application_mail('agent_application_unanswered', 'team', v_id);
    if v_chat then
      perform private.enqueue_agent_application_mail('agent_application_unanswered', 'chat', v_id);
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
