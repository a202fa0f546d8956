-- Meetings with agent applicants (20261127001000_agent_meetings): a site visit needs an application and the store's
-- place; staff_book_agent_meeting keeps the booking rules (closed days, the minimum notice, one meeting per slot);
-- anon, a password-only session and a removed member cannot book one; the applicant's e-mail carries the status
-- link, reminders are queued, a site visit moves the application when the pipeline allows; the staff feed lists
-- it with its place, and the inbox does not.
begin;
select plan(32);
\ir ../helpers.sql

-- The dates below are relative to today and may fall on a seeded holiday: this file opens every day, then closes
-- one of its own.
delete from public.closures;

select pg_temp.add_staff('00000000-0000-4000-a000-000000000235', 'agent.meetings@innovatehub.ph', 'agent');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000236', 'gone.meetings@innovatehub.ph', 'agent');

create temporary sequence meeting_applicant_serial;

create function pg_temp.application(p_stage text default 'screening', p_language text default 'fil') returns text
language plpgsql as $$
declare
  v_serial integer := nextval('meeting_applicant_serial');
  v_id text := 'agt-00000000-0000-4000-8235-' || lpad(v_serial::text, 12, '0');
begin
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
    heard_from, consent_notice_version)
  values (v_id, 'Meeting Applicant', '+63917235' || lpad(v_serial::text, 4, '0'),
    'meetings' || v_serial || '@example.com', date '1985-05-05', p_language, 'Meeting Store', 'retail', 2,
    '0400000000', '0410000000', '0410014000', '0410014001', '12 Rizal Street', 'basic', 'facebook', '2026-11-26');
  update public.agent_applications set stage = p_stage,
    decline_reason = case when p_stage = 'declined' then 'other' end where id = v_id;
  return v_id;
end
$$;

create temporary table ids (name text primary key, id text);
grant select on ids to authenticated, anon;
insert into ids values
  ('visited', pg_temp.application('screening')),
  ('trained', pg_temp.application('approved', 'en')),
  ('closed', pg_temp.application('declined'));

create temporary table booked (name text primary key, id uuid);
grant insert, select on booked to authenticated;

-- 1. A site visit, booked by an agent at aal2.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
set local role authenticated;
select lives_ok($$insert into booked select 'visit', (public.staff_book_agent_meeting(
    (select id from ids where name = 'visited'), 'site_visit', 'in_person', pg_temp.manila(1, '09:00'), '60min',
    'Poblacion Barangay 1, City of Lipa, Batangas')).id$$,
  'an agent books a site visit at the store');
reset role;

select results_eq(
  $$select purpose, meeting_type, status, place, duration, topic from public.appointments
    where id = (select id from booked where name = 'visit')$$,
  $$values ('site_visit'::text, 'in_person'::text, 'confirmed'::text,
    '12 Rizal Street, Poblacion Barangay 1, City of Lipa, Batangas'::text, '60min'::text, 'Site visit'::text)$$,
  'the visit is confirmed, in person, at the street line and the area''s names');
select is((select agent_application_id from public.appointments where id = (select id from booked where name = 'visit')),
  (select id from ids where name = 'visited'), 'the visit names its application');
select ok((select first_response_at is not null and not waiting from public.appointments
    where id = (select id from booked where name = 'visit')),
  'a meeting staff booked waits for no answer');
select is((select stage from public.agent_applications where id = (select id from ids where name = 'visited')),
  'site_visit', 'booking a site visit moves a screened application to site_visit');
select is((select count(*)::integer from public.audit_log
    where agent_application_id = (select id from ids where name = 'visited')
      and action = 'agent_application_stage_changed' and before_status = 'screening'
      and after_status = 'site_visit'),
  1, 'the move is audited on the application');
select is((select count(*)::integer from public.audit_log
    where appointment_id = (select id from booked where name = 'visit') and action = 'appointment_status_changed'
      and after_status = 'confirmed' and actor_id = '00000000-0000-4000-a000-000000000235'),
  1, 'the booking is audited, with who made it');
select is((select count(*)::integer from public.mail_jobs
    where appointment_id = (select id from booked where name = 'visit') and template = 'agent_application_site_visit'),
  0, 'the stage''s own e-mail is not sent as well');

-- The applicant's e-mails: the meeting, its reminders; each with a status link, never a manage link.
select results_eq(
  $$select template, recipient from public.mail_jobs
    where appointment_id = (select id from booked where name = 'visit') order by next_attempt_at, template$$,
  $$values ('booking_confirmed'::text, 'visitor'::text), ('booking_reminder', 'visitor'),
    ('booking_reminder', 'visitor')$$,
  'the applicant is e-mailed the meeting now and reminded 24 hours and 1 hour before; no request notice, no team copy');
select is((select count(*)::integer from public.mail_jobs j
    join private.mail_job_tokens t on t.job_id = j.id
    join private.agent_application_tokens a on a.token_hash = private.token_hash(t.token)
    where j.appointment_id = (select id from booked where name = 'visit')
      and a.purpose = 'status' and a.application_id = (select id from ids where name = 'visited')),
  3, 'every one of them carries a status token of the application');
select is((select count(*)::integer from private.manage_tokens
    where appointment_id = (select id from booked where name = 'visit')),
  0, 'and no manage token: staff move these meetings');

update public.mail_jobs set next_attempt_at = now() - interval '1 second'
where appointment_id = (select id from booked where name = 'visit') and template = 'booking_confirmed';
select is((select agent_application ->> 'language' from public.claim_mail_jobs(10, 60,
    (select id from booked where name = 'visit')) where template = 'booking_confirmed'),
  'fil', 'the worker''s claim gives the meeting''s application, whose language the e-mail speaks');

-- 2. The rules a site visit and its booking keep.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
set local role authenticated;
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'video', pg_temp.manila(1, '11:00'), '60min', null)$$,
  'PT400', 'invalid_meeting_type', 'a site visit is never a video call');
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', pg_temp.manila(1, '11:00'), '60min', '  ')$$,
  'PT400', 'place_required', 'an in-person meeting needs the store''s area');
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'consultation',
    'video', pg_temp.manila(1, '11:00'), '60min', null)$$,
  'PT400', 'invalid_purpose', 'staff book only an applicant''s kinds of meeting here');
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', pg_temp.manila(1, '09:30'), '30min', 'Poblacion, Lipa, Batangas')$$,
  'PT409', 'slot_taken', 'a slot already taken is refused, as for any meeting');
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', now() + interval '1 hour', '30min', 'Poblacion, Lipa, Batangas')$$,
  'PT400', 'slot_too_soon', 'a start inside the minimum notice is refused');
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'closed'), 'site_visit',
    'in_person', pg_temp.manila(1, '13:00'), '30min', 'Poblacion, Lipa, Batangas')$$,
  'PT409', 'application_closed', 'a declined application gets no meeting');
reset role;

insert into public.closures (day, reason, kind)
values ((pg_temp.manila(2, '00:00') at time zone 'Asia/Manila')::date, 'Company outing', 'company_closure');
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
set local role authenticated;
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', pg_temp.manila(2, '13:00'), '30min', 'Poblacion, Lipa, Batangas')$$,
  'PT409', 'day_closed', 'a closed day is refused');
reset role;

-- The table itself: a site visit without its application or its place, or a consultation in person, cannot be
-- written even by the server role.
select throws_ok($$insert into public.appointments (name, email, scheduled_at, ends_at, duration, meeting_type, topic,
    status, purpose, place) values ('X', 'x@example.com', pg_temp.manila(3, '09:00'), pg_temp.manila(3, '09:30'),
    '30min', 'in_person', 'Site visit', 'confirmed', 'site_visit', '1 Street, Lipa')$$,
  '23514', null, 'a site visit needs its application');
select throws_ok($$insert into public.appointments (name, email, scheduled_at, ends_at, duration, meeting_type, topic,
    status, purpose, agent_application_id) values ('X', 'x@example.com', pg_temp.manila(3, '09:00'),
    pg_temp.manila(3, '09:30'), '30min', 'in_person', 'Site visit', 'confirmed', 'site_visit',
    (select id from ids where name = 'visited'))$$,
  '23514', null, 'a site visit needs its place');
select throws_ok($$insert into public.appointments (name, email, scheduled_at, ends_at, duration, meeting_type, topic,
    status, purpose, agent_application_id, place) values ('X', 'x@example.com', pg_temp.manila(3, '09:00'),
    pg_temp.manila(3, '09:30'), '30min', 'video', 'Site visit', 'confirmed', 'site_visit',
    (select id from ids where name = 'visited'), '1 Street, Lipa')$$,
  '23514', null, 'a site visit is held in person');

-- 3. Who may book: not the public, not a password-only session, not a removed member.
set local role anon;
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', pg_temp.manila(3, '09:00'), '30min', 'Poblacion, Lipa, Batangas')$$,
  '42501', null, 'anon cannot call the booking function');
select throws_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic,
    status, purpose) values (gen_random_uuid(), 'X', 'x@example.com', pg_temp.manila(3, '09:00'), '30min',
    'video', 'T', 'pending', 'site_visit')$$,
  '42501', null, 'nor write a meeting''s purpose');
select throws_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic,
    status) values (gen_random_uuid(), 'X', 'x@example.com', pg_temp.manila(3, '09:00'), '30min',
    'in_person', 'T', 'pending')$$,
  '23514', null, 'nor book a consultation in person');
reset role;
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235', 'aal1');
set local role authenticated;
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', pg_temp.manila(3, '09:00'), '30min', 'Poblacion, Lipa, Batangas')$$,
  'PT403', 'mfa_required', 'a password-only session cannot book one');
reset role;
delete from public.staff where user_id = '00000000-0000-4000-a000-000000000236';
select pg_temp.sign_in('00000000-0000-4000-a000-000000000236');
set local role authenticated;
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'visited'), 'site_visit',
    'in_person', pg_temp.manila(3, '09:00'), '30min', 'Poblacion, Lipa, Batangas')$$,
  'PT403', 'staff_only', 'a removed member cannot book one');
reset role;

-- 4. An onboarding by video: its room is made, and the application keeps its stage.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
set local role authenticated;
insert into booked select 'training', (public.staff_book_agent_meeting((select id from ids where name = 'trained'),
  'onboarding', 'video', pg_temp.manila(1, '13:00'), '60min', null)).id;
reset role;
select ok((select meeting_url like 'https://%' and place is null from public.appointments
    where id = (select id from booked where name = 'training')),
  'a video onboarding gets its room and no place');
select is((select stage from public.agent_applications where id = (select id from ids where name = 'trained')),
  'approved', 'an onboarding moves no stage');

-- 5. Where staff see it: the calendar feed with its place, and not the inbox of leads.
grant select on booked to service_role;
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
create temporary table feed on commit drop as select public.staff_create_calendar_feed() as token;
reset role;
grant select on feed to service_role;
set local role service_role;
select results_eq(
  $$select purpose, place, meeting_type from public.calendar_feed_bookings((select token from feed))
    where id = (select id from booked where name = 'visit')$$,
  $$values ('site_visit'::text, '12 Rizal Street, Poblacion Barangay 1, City of Lipa, Batangas'::text,
    'in_person'::text)$$,
  'the staff calendar feed lists the site visit at the store');
reset role;
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
set local role authenticated;
select is((select count(*)::integer from public.staff_list_leads(p_kind => 'booking')
    where id in (select id::text from booked)),
  0, 'the inbox lists leads, not meetings booked with applicants');
select is(
  (select sum((w ->> 'bookings')::integer)::integer
    from jsonb_array_elements(public.staff_lead_dashboard(current_date - 1, current_date + 1) -> 'weeks') w),
  (select count(*)::integer from public.appointments
    where created_at >= ((current_date - 1)::timestamp at time zone 'Asia/Manila')
      and created_at < ((current_date + 2)::timestamp at time zone 'Asia/Manila')
      and status <> 'spam' and purpose = 'consultation'),
  'the lead dashboard counts the site''s bookings only, not the two meetings booked here');
reset role;

select * from finish();
rollback;
