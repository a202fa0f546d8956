-- Closing leads as spam: who may, from which statuses, and what it stops (clock, alerts, e-mails, slot, figures).
begin;
\ir ../helpers.sql
select plan(23);

delete from public.closures;
delete from public.appointments;
delete from public.inquiries;
select pg_temp.add_staff('00000000-0000-4000-a000-0000000005a1', 'spam.staff@innovatehub.test');

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-0000000005b1', 'Bot Booker', 'bot@flood.example', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'Spam'),
  ('00000000-0000-4000-8000-0000000005b2', 'Real Person', 'real@example.com', pg_temp.manila(0, '11:00', 5), '30min', 'video', 'AI');
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-0000000005c1', 'ai', 'Bot One', 'one@flood.example', '+63 912 345 6789'),
  ('inq-00000000-0000-4000-8000-0000000005c2', 'ai', 'Bot Two', 'two@flood.example', '+63 912 345 6789'),
  ('inq-00000000-0000-4000-8000-0000000005c3', 'ai', 'Bot Three', 'three@flood.example', '+63 912 345 6789'),
  ('inq-00000000-0000-4000-8000-0000000005c4', 'digital', 'Answered Flood', 'four@flood.example', '+63 912 345 6789');
update public.appointments set status = 'confirmed', first_response_at = now() where name = 'Real Person';
update public.inquiries set status = 'contacted', first_response_at = now() where name = 'Answered Flood';
-- Everything arrived ten days ago: long overdue.
update public.appointments set created_at = now() - interval '10 days';
update public.inquiries set created_at = now() - interval '10 days';

set local role anon;
select throws_ok($$select public.staff_close_as_spam(p_inquiry_id => 'inq-00000000-0000-4000-8000-0000000005c1')$$,
  '42501', null, 'anon may not close a lead as spam');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-0000000005a1', 'aal1');
set local role authenticated;
select throws_ok($$select public.staff_close_as_spam(p_inquiry_id => 'inq-00000000-0000-4000-8000-0000000005c1')$$,
  'PT403', 'mfa_required', 'staff at aal1 may not close a lead as spam');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-0000000005a1');
set local role authenticated;

-- Refused: a lead somebody already moved on, and a lead already closed.
select throws_ok($$select public.staff_close_as_spam('00000000-0000-4000-8000-0000000005b2')$$,
  'PT409', 'illegal_transition', 'a confirmed booking cannot be closed as spam');
select throws_ok($$select public.staff_close_as_spam(p_inquiry_id => 'inq-00000000-0000-4000-8000-0000000005c4')$$,
  'PT409', 'illegal_transition', 'a contacted inquiry cannot be closed as spam');
select throws_ok($$select public.staff_close_as_spam('00000000-0000-4000-8000-0000000005b1', 'inq-00000000-0000-4000-8000-0000000005c1')$$,
  'PT400', 'one_lead', 'exactly one lead at a time');

-- Accepted: the pending booking.
select is(public.staff_close_as_spam('00000000-0000-4000-8000-0000000005b1'), 'spam', 'a pending booking is closed as spam');
select throws_ok($$select public.staff_close_as_spam('00000000-0000-4000-8000-0000000005b1')$$,
  'PT409', 'illegal_transition', 'a lead already closed as spam cannot be closed again');
select is((select count(*)::integer from public.staff_list_leads()), 5, 'the spam booking leaves the inbox (six leads, one spam)');
select results_eq($$select id from public.staff_list_leads(p_status => 'spam')$$,
  $$values ('00000000-0000-4000-8000-0000000005b1'::text)$$, 'the spam filter still finds it');
reset role;

select results_eq($$select action, before_status, after_status, actor_email from public.audit_log
    where appointment_id = '00000000-0000-4000-8000-0000000005b1'$$,
  $$values ('appointment_status_changed'::text, 'pending'::text, 'spam'::text, 'spam.staff@innovatehub.test'::text)$$,
  'the close is audited like every staff move');
select is((select count(*)::integer from public.mail_jobs
    where appointment_id = '00000000-0000-4000-8000-0000000005b1' and status in ('held', 'pending')), 0,
  'its e-mails not yet sent are skipped');
select is((select count(*)::integer from public.mail_jobs
    where appointment_id = '00000000-0000-4000-8000-0000000005b1' and template = 'booking_declined'), 0,
  'the visitor is not told');
select is(public.lead_age_minutes(a.created_at, a.status, a.first_response_at), null, 'its clock stopped')
  from public.appointments a where a.id = '00000000-0000-4000-8000-0000000005b1';
-- The slot is free again for a visitor.
set local role anon;
select lives_ok(format($$insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic)
    values ('Next Visitor', 'next@example.com', %L, '30min', 'video', 'AI')$$, pg_temp.manila(0, '09:00', 5)),
  'a spam booking frees its slot');
reset role;

-- Many at once, from a filter.
set local role authenticated;
select throws_ok($$select public.staff_close_matching_as_spam()$$, 'PT400', 'filter_required',
  'an empty filter never closes the whole inbox');
reset role;
update private.rate_limits set max_count = 2 where name = 'spam_close_batch_size';
set local role authenticated;
select is(public.staff_close_matching_as_spam(p_search => 'flood.example'), 2,
  'one call closes at most a batch of the matching new inquiries');
select is(public.staff_close_matching_as_spam(p_search => 'flood.example'), 1,
  'the next call closes the rest; the answered one is left');
select results_eq($$select name, status from public.staff_list_leads(p_search => 'flood.example')$$,
  $$values ('Answered Flood'::text, 'contacted'::text)$$, 'only the answered lead stays in the inbox');
select is(public.staff_close_matching_as_spam(p_search => 'flood.example'), 0, 'closing again changes nothing');
select is((public.staff_lead_dashboard(current_date - 30, current_date) -> 'funnel' ->> 'new')::integer, 1,
  'spam counts in no dashboard figure');
reset role;

select is((select count(*)::integer from public.audit_log where after_status = 'spam' and inquiry_id is not null), 3,
  'each bulk close is audited per lead');
select is(private.escalate_leads(), 0, 'spam never escalates (and nothing else here is unanswered)');
select is((select count(*)::integer from public.mail_jobs j join public.inquiries i on i.id = j.inquiry_id
    where i.status = 'spam' and j.status in ('held', 'pending')), 0, 'no spam inquiry has an e-mail left to send');

select * from finish();
rollback;
