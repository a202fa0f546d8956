-- Alerts that escalate (docs/product.md §14.3), through the same outbox as every e-mail:
--   1. the chat switch: off by default; the deploy script turns it on (configure_chat_alerts) together with the
--      function's chat secret (a Telegram bot or a Slack-compatible incoming webhook). While on, every new lead
--      also queues a "chat" job beside its team e-mail (held like it while CAPTCHA is pending);
--   2. escalation, once per lead and reason, recorded in private.lead_escalations: a lead still unanswered after
--      lead_overdue_minutes business minutes, and a booking less than a day away still pending. Each queues a
--      team e-mail, and a chat alert when chat is on. A schedule runs it every 5 minutes.

-- 1. The chat switch.
insert into private.settings (name, value) values ('chat_alerts', null);

create function private.chat_alerts_on()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value = 'on' from private.settings s where s.name = 'chat_alerts'), false)
$$;

revoke execute on function private.chat_alerts_on() from public;

create function public.configure_chat_alerts(p_enabled boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.settings set value = case when p_enabled then 'on' end where name = 'chat_alerts'
$$;

revoke execute on function public.configure_chat_alerts(boolean) from public, anon, authenticated;
grant execute on function public.configure_chat_alerts(boolean) to service_role;

create function private.leads_enqueue_chat_alert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.chat_alerts_on() then
    if tg_table_name = 'appointments' then
      perform private.enqueue_mail('booking_new', 'chat', new.id, null);
    else
      perform private.enqueue_mail('inquiry_new', 'chat', null, new.id);
    end if;
  end if;
  return null;
end
$$;

revoke execute on function private.leads_enqueue_chat_alert() from public;

create trigger appointments_enqueue_chat_alert
  after insert on public.appointments
  for each row execute function private.leads_enqueue_chat_alert();

create trigger inquiries_enqueue_chat_alert
  after insert on public.inquiries
  for each row execute function private.leads_enqueue_chat_alert();

-- 2. Escalation.
create table private.lead_escalations (
  id bigint generated always as identity primary key,
  reason text not null,
  appointment_id uuid references public.appointments (id) on delete cascade,
  inquiry_id text references public.inquiries (id) on delete cascade,
  created_at timestamptz not null default now(),

  constraint lead_escalations_reason_values check (reason in ('unanswered', 'pending_soon')),
  constraint lead_escalations_one_subject check (num_nonnulls(appointment_id, inquiry_id) = 1)
);

revoke all on private.lead_escalations from public;

create unique index lead_escalations_appointment_once on private.lead_escalations (reason, appointment_id)
  where appointment_id is not null;
create unique index lead_escalations_inquiry_once on private.lead_escalations (reason, inquiry_id)
  where inquiry_id is not null;

insert into private.rate_limits (name, max_count, description) values
  ('pending_booking_alert_hours', 24, 'A booking this many hours away or less that is still pending escalates once');

-- Queues the escalations that are due; returns how many leads escalated. A lead whose first e-mails are still
-- held (CAPTCHA not passed) is not a lead yet and escalates nothing. p_now is the clock (tests pass their own).
create function private.escalate_leads(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_overdue integer := private.rate_limit('lead_overdue_minutes');
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
      where public.lead_is_waiting(a.status, a.first_response_at)
        and public.business_minutes(a.created_at, p_now) >= v_overdue
      union all
      select 'pending_soon', a.id, null
      from public.appointments a
      where a.status = 'pending'
        and a.scheduled_at > p_now
        and a.scheduled_at <= p_now + v_soon
      union all
      select 'unanswered', null, i.id
      from public.inquiries i
      where public.lead_is_waiting(i.status, i.first_response_at)
        and public.business_minutes(i.created_at, p_now) >= v_overdue
    )
    insert into private.lead_escalations (reason, appointment_id, inquiry_id)
    select d.reason, d.appointment_id, d.inquiry_id
    from due d
    where not exists (
      select 1 from public.mail_jobs j
      where j.status = 'held'
        and (j.appointment_id = d.appointment_id or j.inquiry_id = d.inquiry_id)
    )
    on conflict do nothing
    returning reason, appointment_id, inquiry_id
  loop
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

revoke execute on function private.escalate_leads(timestamptz) from public;

select cron.schedule('escalate-leads', '*/5 * * * *', 'select private.escalate_leads()');
