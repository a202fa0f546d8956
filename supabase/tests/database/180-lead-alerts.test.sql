-- Chat alerts are off until configured; escalations queue once per lead and reason.
begin;
\ir ../helpers.sql
select plan(9);

delete from public.closures;
delete from public.appointments;
delete from public.inquiries;

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000e01', 'Chat Off', 'off@example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'AI');
select is((select count(*)::integer from public.mail_jobs where recipient = 'chat'), 0, 'chat off: no chat job');

select public.configure_chat_alerts(true);
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000e02', 'Soon Booking', 'soon@example.com', pg_temp.manila(1, '11:00', 5), '30min', 'video', 'AI');
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-000000000e01', 'ai', 'Cold Inquiry', 'cold@example.com', '+63 912 345 6789');
select results_eq($$select template from public.mail_jobs where recipient = 'chat' order by template$$,
  $$values ('booking_new'::text), ('inquiry_new')$$, 'chat on: every new lead queues one chat alert');

update public.inquiries set created_at = now() - interval '10 days' where name = 'Cold Inquiry';
-- The clock: 20 hours before the soon booking, which itself arrived a minute earlier.
update public.appointments set created_at = pg_temp.manila(1, '11:00', 5) - interval '20 hours 1 minute'
  where name = 'Soon Booking';
update public.appointments set created_at = pg_temp.manila(-1, '10:00', 5) where name = 'Chat Off';

-- Monday 09:30: "Chat Off" arrived on Sunday, so it has waited 30 business minutes; the cold inquiry 10 days.
select is(private.escalate_leads(pg_temp.manila(0, '09:30', 5)), 1, 'only the cold inquiry is overdue at Monday 09:30');
select is((select inquiry_id from public.mail_jobs where template = 'lead_unanswered' limit 1),
  'inq-00000000-0000-4000-8000-000000000e01', 'the unanswered lead is the cold inquiry');
select is(private.escalate_leads(pg_temp.manila(0, '10:00', 5)), 1,
  'the weekend lead is overdue after 60 business minutes');
-- Monday 15:00: the Tuesday 11:00 booking is 20 hours away and still pending (it arrived a minute earlier).
select is(private.escalate_leads(pg_temp.manila(1, '11:00', 5) - interval '20 hours'), 1,
  'a pending booking less than a day away escalates');
select results_eq($$select template, recipient, count(*)::integer from public.mail_jobs
  where template in ('lead_unanswered', 'booking_pending_soon') group by 1, 2 order by 1, 2$$,
  $$values ('booking_pending_soon'::text, 'chat'::text, 1), ('booking_pending_soon', 'team', 1),
    ('lead_unanswered', 'chat', 2), ('lead_unanswered', 'team', 2)$$,
  'each escalation mails the team and alerts the chat');
select is(private.escalate_leads(pg_temp.manila(1, '11:00', 5) - interval '19 hours 30 minutes'), 0,
  'each escalates only once');

select public.configure_chat_alerts(false);
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-000000000e02', 'ai', 'Quiet', 'quiet@example.com', '+63 912 345 6789');
select is((select count(*)::integer from public.mail_jobs where recipient = 'chat' and inquiry_id like '%e02'), 0,
  'turned off again: no chat job');

select * from finish();
rollback;
