-- Business minutes (Mon-Fri 09:00-17:00 Manila, closed days excluded), first responses and the inbox's waiting
-- order. Every expected number is counted by hand in the comment beside it.
begin;
\ir ../helpers.sql
select plan(19);

create function pg_temp.ph(p_text text) returns timestamptz language sql immutable as $$
  select (p_text || '+08')::timestamptz
$$;

-- 2027-03-01 is a Monday; 2027-03-05 a Friday. Neither week holds a closed day.
select is(public.business_minutes(pg_temp.ph('2027-03-01 10:00'), pg_temp.ph('2027-03-01 10:15')), 15,
  'inside one business day: 15 minutes');
select is(public.business_minutes(pg_temp.ph('2027-03-01 16:30'), pg_temp.ph('2027-03-02 09:30')), 60,
  'the evening is not counted: 30 before closing + 30 after opening');
select is(public.business_minutes(pg_temp.ph('2027-03-05 16:59'), pg_temp.ph('2027-03-08 09:01')), 2,
  'a lead at 16:59 on a Friday answered at 09:01 on Monday waited 2 business minutes');
select is(public.business_minutes(pg_temp.ph('2027-03-06 10:00'), pg_temp.ph('2027-03-07 18:00')), 0,
  'a weekend is no business time');
select is(public.business_minutes(pg_temp.ph('2027-03-01 07:00'), pg_temp.ph('2027-03-01 09:45')), 45,
  'before opening counts from 09:00');
select is(public.business_minutes(pg_temp.ph('2027-03-01 09:00:00'), pg_temp.ph('2027-03-01 09:00:59')), 0,
  'a partial minute is dropped');
select is(public.business_minutes(pg_temp.ph('2027-03-01 12:00'), pg_temp.ph('2027-03-01 11:00')), 0,
  'an end before the start is 0');
select is(public.business_minutes(pg_temp.ph('2027-03-01 16:00'), pg_temp.ph('2027-03-03 10:00')), 600,
  'Monday 16:00 to Wednesday 10:00 with no closure: 60 + 480 + 60');
insert into public.closures (day, reason, kind) values ('2027-03-02', 'Company outing', 'company_closure');
select is(public.business_minutes(pg_temp.ph('2027-03-01 16:00'), pg_temp.ph('2027-03-03 10:00')), 120,
  'a closed Tuesday is skipped: 60 + 0 + 60');
select is(public.business_minutes(pg_temp.ph('2026-12-24 09:00'), pg_temp.ph('2026-12-28 09:30')), 30,
  'Christmas Eve and Christmas Day (closures) and the weekend count nothing');

-- First responses.
select pg_temp.add_staff('00000000-0000-4000-a000-0000000000c1', 'clock@innovatehub.test', 'agent');

delete from public.closures;
delete from public.appointments;
delete from public.inquiries;
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000c01', 'Old Booking', 'old@example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'AI'),
  ('00000000-0000-4000-8000-000000000c02', 'New Booking', 'new@example.com', pg_temp.manila(1, '09:00', 5), '30min', 'video', 'AI');
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-000000000c01', 'ai', 'Middle Inquiry', 'mid@example.com', '+63 912 345 6789'),
  ('inq-00000000-0000-4000-8000-000000000c02', 'ai', 'Answered Inquiry', 'ans@example.com', '+63 912 345 6789');
update public.appointments set created_at = now() - interval '30 days' where name = 'Old Booking';
update public.appointments set created_at = now() - interval '1 day' where name = 'New Booking';
update public.inquiries set created_at = now() - interval '10 days' where name = 'Middle Inquiry';
update public.inquiries set created_at = now() - interval '40 days' where name = 'Answered Inquiry';

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000c1', 'aal2');
set local role authenticated;
select public.staff_set_inquiry_status('inq-00000000-0000-4000-8000-000000000c02', 'contacted');
select isnt((select first_response_at from public.inquiries where name = 'Answered Inquiry'), null,
  'moving an inquiry to contacted answers it');
select results_eq($$select name, waiting from public.staff_list_leads()$$,
  $$values ('Old Booking'::text, true), ('Middle Inquiry', true), ('New Booking', true), ('Answered Inquiry', false)$$,
  'by default the waiting leads come first, oldest first, then the answered ones');
select ok((select age_minutes >= 60 * 8 * 5 from public.staff_list_leads() where name = 'Middle Inquiry'),
  'a waiting lead''s age counts business minutes up to now (10 days hold at least a week''s 2400)');
select is((select age_minutes from public.staff_list_leads() where name = 'Answered Inquiry'),
  (select public.business_minutes(created_at, first_response_at) from public.inquiries where name = 'Answered Inquiry'),
  'an answered lead''s age is its time to first response');

select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000c01', 'confirmed');
create temporary table first_confirm on commit drop as
  select first_response_at from public.appointments where name = 'Old Booking';
select isnt((select first_response_at from first_confirm), null, 'confirming a booking answers it');
select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000c01', 'cancelled');
select is((select first_response_at from public.appointments where name = 'Old Booking'),
  (select first_response_at from first_confirm), 'a later move keeps the first response');

select lives_ok($$select public.staff_record_reply(p_appointment_id => '00000000-0000-4000-8000-000000000c02')$$,
  'a reply sent by mail can be recorded');
select is((select count(*)::integer from public.audit_log where action = 'reply_recorded'), 1,
  'recording a reply leaves an audit row');
select throws_ok($$select public.staff_record_reply()$$, 'PT400', 'one_lead', 'a reply needs exactly one lead');
reset role;

select * from finish();
rollback;
