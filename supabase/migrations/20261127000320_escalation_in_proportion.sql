-- The escalation job in proportion to what can still escalate (docs/performance.md, "Database at scale"): each lead
-- records when it escalated as unanswered, and a partial index holds only the waiting leads that have not, so the
-- job never reads the leads it already escalated (a flood of 50,000 escalates once, then costs nothing).
-- private.lead_escalations stays the record of every escalation and keeps each one unique.

alter table public.appointments add column unanswered_escalated_at timestamptz;
alter table public.inquiries add column unanswered_escalated_at timestamptz;

comment on column public.appointments.unanswered_escalated_at is
  'When the booking escalated as unanswered (private.escalate_leads); null while it has not.';
comment on column public.inquiries.unanswered_escalated_at is
  'When the inquiry escalated as unanswered (private.escalate_leads); null while it has not.';

update public.appointments a set unanswered_escalated_at = e.created_at
from private.lead_escalations e
where e.reason = 'unanswered' and e.appointment_id = a.id;
update public.inquiries i set unanswered_escalated_at = e.created_at
from private.lead_escalations e
where e.reason = 'unanswered' and e.inquiry_id = i.id;

create index appointments_escalating_idx on public.appointments (created_at)
  where waiting and unanswered_escalated_at is null;
create index inquiries_escalating_idx on public.inquiries (created_at)
  where waiting and unanswered_escalated_at is null;

-- As in 20261127000310_leads_at_scale, reading only the waiting leads not yet escalated, and stamping those that
-- escalate now.
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
  return v_count;
end
$$;
