-- A declined or withdrawn application keeps no meeting ahead (20261127001400_agent_close_cancels_meetings): the
-- closing move cancels its meetings that have not started, in the same transaction (reminders dropped, the staff
-- feed and the application's page show it cancelled, each cancel audited), and the applicant's one e-mail is the
-- stage's, naming the cancelled meeting; no booking_cancelled e-mail. A past meeting keeps its state; a move that
-- does not close the application cancels nothing.
begin;
select plan(17);
\ir ../helpers.sql

delete from public.closures;

select pg_temp.add_staff('00000000-0000-4000-a000-000000000241', 'agent.close@innovatehub.ph', 'agent');

create temporary sequence close_applicant_serial;

create function pg_temp.application(p_stage text) returns text
language plpgsql as $$
declare
  v_serial integer := nextval('close_applicant_serial');
  v_id text := 'agt-00000000-0000-4000-8241-' || lpad(v_serial::text, 12, '0');
begin
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
    heard_from, consent_notice_version)
  values (v_id, 'Closing Applicant', '+63917241' || lpad(v_serial::text, 4, '0'),
    'closing' || v_serial || '@example.com', date '1985-05-05', 'fil', 'Closing Store', 'retail', 2,
    '0400000000', '0410000000', '0410014000', '0410014001', '12 Rizal Street', 'basic', 'facebook', '2026-11-26');
  update public.agent_applications set stage = p_stage where id = v_id;
  return v_id;
end
$$;

create temporary table ids (name text primary key, id text);
insert into ids values
  ('declined', pg_temp.application('screening')),
  ('withdrawn', pg_temp.application('approved')),
  ('approved', pg_temp.application('screening'));
create temporary table booked (name text primary key, id uuid);
grant select on ids, booked to authenticated, service_role;
grant insert on booked to authenticated;

-- A site visit ahead for the application to decline, and one two weeks ago that was held (no outcome yet).
select pg_temp.sign_in('00000000-0000-4000-a000-000000000241');
set local role authenticated;
insert into booked select 'ahead', (public.staff_book_agent_meeting((select id from ids where name = 'declined'),
  'site_visit', 'in_person', pg_temp.manila(1, '09:00'), '60min', 'Poblacion Barangay 1, City of Lipa, Batangas')).id;
insert into booked select 'onboarding', (public.staff_book_agent_meeting((select id from ids where name = 'withdrawn'),
  'onboarding', 'video', pg_temp.manila(2, '09:00'))).id;
insert into booked select 'kept', (public.staff_book_agent_meeting((select id from ids where name = 'approved'),
  'site_visit', 'in_person', pg_temp.manila(3, '09:00'), '60min', 'Poblacion Barangay 1, City of Lipa, Batangas')).id;
reset role;
with past as (
  insert into public.appointments (name, email, scheduled_at, ends_at, duration, meeting_type, topic, status, purpose,
    agent_application_id, place, first_response_at)
  values ('Closing Applicant', 'closing1@example.com', pg_temp.manila(1, '09:00', -2),
    pg_temp.manila(1, '10:00', -2), '60min', 'in_person',
  'Site visit', 'confirmed', 'site_visit', (select id from ids where name = 'declined'), '12 Rizal Street',
    now())
  returning id
)
insert into booked select 'past', id from past;

select cmp_ok((select count(*)::integer from public.mail_jobs where appointment_id = (select id from booked where name = 'ahead')
    and template = 'booking_reminder' and status = 'pending'), '>', 0, 'the visit ahead has its reminders');
create temporary table before_close as select id from public.mail_jobs;
grant select on before_close to service_role;

-- 1. The decline.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000241');
set local role authenticated;
select lives_ok($$select public.staff_move_agent_application((select id from ids where name = 'declined'), 'declined',
    'area_covered')$$, 'an agent declines the application');
select results_eq(
  $$select b.name, a.status from public.appointments a join booked b on b.id = a.id
    where a.agent_application_id = (select id from ids where name = 'declined') order by a.scheduled_at$$,
  $$values ('past'::text, 'confirmed'::text), ('ahead', 'cancelled')$$,
  'the application''s page reads the visit ahead as cancelled and the past visit as it was');
reset role;

select is((select revision from public.appointments where id = (select id from booked where name = 'past')), 0,
  'the past visit is untouched');
select is((select count(*)::integer from public.mail_jobs where appointment_id = (select id from booked where name = 'ahead')
    and template = 'booking_reminder' and status in ('held', 'pending', 'sending')), 0,
  'the cancelled visit''s reminders are gone');
select results_eq(
  $$select j.template, j.recipient, j.cancelled_meeting_id from public.mail_jobs j
    where j.id not in (select id from before_close)
      and (j.agent_application_id = (select id from ids where name = 'declined')
        or j.appointment_id in (select id from booked))$$,
  $$values ('agent_application_declined'::text, 'visitor'::text, (select id from booked where name = 'ahead'))$$,
  'the applicant gets one e-mail, the decline, which names the cancelled visit; no booking_cancelled');
select is((select count(*)::integer from public.audit_log where appointment_id = (select id from booked where name = 'ahead')
    and action = 'appointment_status_changed' and before_status = 'confirmed' and after_status = 'cancelled'
    and actor_id = '00000000-0000-4000-a000-000000000241'), 1, 'the cancel is audited, with who closed it');

-- The staff calendar feed leaves the cancelled visit out, as any cancelled booking.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000241');
set local role authenticated;
create temporary table feed on commit drop as select public.staff_create_calendar_feed() as token;
reset role;
grant select on feed to service_role;
set local role service_role;
select is((select count(*)::integer from public.calendar_feed_bookings((select token from feed))
    where id = (select id from booked where name = 'ahead')), 0, 'the staff feed drops the cancelled visit');
select is((select count(*)::integer from public.calendar_feed_bookings((select token from feed))
    where id = (select id from booked where name = 'kept')), 1, 'and keeps the meetings of open applications');
reset role;

-- The worker's claim returns the cancelled visit with the decline, for its words and the calendar's cancellation.
update public.mail_jobs set next_attempt_at = now() + interval '1 day' where status = 'pending'
  and not (template = 'agent_application_declined' and agent_application_id = (select id from ids where name = 'declined'));
select results_eq(
  $$select template, appointment ->> 'id', appointment ->> 'status', appointment ->> 'purpose',
      agent_application ->> 'decline_reason', manage_token is not null
    from public.claim_mail_jobs(10, 60)$$,
  $$values ('agent_application_declined'::text, (select id::text from booked where name = 'ahead'), 'cancelled'::text,
    'site_visit'::text, 'area_covered'::text, true)$$,
  'the claim returns the decline with its cancelled visit and the status link');

-- 2. A withdrawal cancels an onboarding ahead the same way.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000241');
set local role authenticated;
select lives_ok($$select public.staff_move_agent_application((select id from ids where name = 'withdrawn'), 'withdrawn')$$,
  'an agent withdraws an approved application');
reset role;
select is((select status from public.appointments where id = (select id from booked where name = 'onboarding')),
  'cancelled', 'its onboarding ahead is cancelled');
select results_eq(
  $$select template, cancelled_meeting_id from public.mail_jobs
    where id not in (select id from before_close) and recipient = 'visitor'
      and (agent_application_id = (select id from ids where name = 'withdrawn')
        or appointment_id = (select id from booked where name = 'onboarding'))$$,
  $$values ('agent_application_withdrawn'::text, (select id from booked where name = 'onboarding'))$$,
  'the applicant gets the withdrawal alone, naming the onboarding');

-- 3. A move that does not close the application leaves its meetings.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000241');
set local role authenticated;
select lives_ok($$select public.staff_move_agent_application((select id from ids where name = 'approved'), 'approved')$$,
  'an agent approves an application with a visit ahead');
reset role;
select is((select status from public.appointments where id = (select id from booked where name = 'kept')), 'confirmed',
  'approving cancels nothing');
select is((select cancelled_meeting_id from public.mail_jobs
    where agent_application_id = (select id from ids where name = 'approved') and template = 'agent_application_approved'),
  null, 'and its e-mail names no meeting');

-- 4. A closed application cannot take a new meeting, so nothing ahead can survive its close.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000241');
set local role authenticated;
select throws_ok($$select public.staff_book_agent_meeting((select id from ids where name = 'declined'), 'site_visit',
    'in_person', pg_temp.manila(4, '09:00'), '60min', 'Poblacion Barangay 1, City of Lipa, Batangas')$$,
  'PT409', 'application_closed', 'a declined application takes no new meeting');
reset role;

select * from finish();
rollback;
