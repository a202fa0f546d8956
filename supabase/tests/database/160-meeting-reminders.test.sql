-- Meetings that happen: reminders queued with the confirmation and kept in step with the booking, the video room,
-- the visitor's time zone.
begin;
\ir ../helpers.sql
select plan(30);

create function pg_temp.reminders(p_id uuid) returns setof timestamptz language sql stable as $$
  select next_attempt_at from public.mail_jobs
  where appointment_id = p_id and template = 'booking_reminder' and status = 'pending'
  order by next_attempt_at
$$;

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000016aa', 'meetings@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000016aa', 'meetings@innovatehub.test', 'agent');

-- The reminder times themselves, for any "now".
select results_eq(
  $$select private.booking_reminder_times('2027-03-10 01:00+00', '2027-03-01 00:00+00')$$,
  $$values ('2027-03-09 01:00+00'::timestamptz), ('2027-03-10 00:00+00'::timestamptz)$$,
  'a booking confirmed days ahead is reminded 24 hours and 1 hour before');
select results_eq(
  $$select private.booking_reminder_times('2027-03-10 01:00+00', '2027-03-09 06:00+00')$$,
  $$values ('2027-03-10 00:00+00'::timestamptz)$$,
  'confirmed inside 24 hours: only the 1-hour reminder');
select is_empty(
  $$select private.booking_reminder_times('2027-03-10 01:00+00', '2027-03-10 00:30+00')$$,
  'confirmed inside 1 hour: no reminder at all, never a late one');
select is_empty(
  $$select private.booking_reminder_times('2027-03-10 01:00+00', '2027-03-10 00:00+00')$$,
  'a reminder whose time is exactly now is skipped');

-- The visitor's time zone: a known IANA name is kept, an unknown one dropped, garbage refused.
set local role anon;
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status, visitor_time_zone)
values
  ('00000000-0000-4000-8000-000000001601', 'Video Visitor', 'video.visitor@example.com', pg_temp.manila(0, '09:00', 4),
    '30min', 'video', 'Reminders', 'pending', 'Europe/Berlin'),
  ('00000000-0000-4000-8000-000000001602', 'Call Visitor', 'call.visitor@example.com', pg_temp.manila(0, '11:00', 4),
    '30min', 'call', 'Reminders', 'pending', 'Mars/Olympus_Mons');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status, visitor_time_zone)
    values ('00000000-0000-4000-8000-000000001603', 'Bad Zone', 'bad.zone@example.com', pg_temp.manila(0, '13:00', 4),
    '30min', 'video', 'Reminders', 'pending', 'Europe/Berlin'' or 1=1')$$,
  '23514', null, 'a time zone that is not an IANA name is refused');
select throws_ok(
  $$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status, meeting_url)
    values ('00000000-0000-4000-8000-000000001604', 'Own Room', 'own.room@example.com', pg_temp.manila(0, '13:00', 4),
    '30min', 'video', 'Reminders', 'pending', 'https://evil.example/room')$$,
  '42501', null, 'a visitor cannot set the room link');
reset role;
select results_eq(
  $$select visitor_time_zone from public.appointments where id in ('00000000-0000-4000-8000-000000001601', '00000000-0000-4000-8000-000000001602') order by id$$,
  $$values ('Europe/Berlin'::text), (null::text)$$,
  'a known zone is stored, a zone the database does not know is dropped without refusing the booking');

select is_empty($$select pg_temp.reminders('00000000-0000-4000-8000-000000001601')$$,
  'a pending booking has no reminders');
select is((select meeting_url from public.appointments where id = '00000000-0000-4000-8000-000000001601'), null,
  'a pending booking has no room yet');

-- Confirming queues both reminders in the same transaction, due 24 hours and 1 hour before the start.
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016aa');
select lives_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000001601', 'confirmed')$$,
  'staff confirm the video booking');
select lives_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000001602', 'confirmed')$$,
  'staff confirm the phone booking');
reset role;

select results_eq($$select pg_temp.reminders('00000000-0000-4000-8000-000000001601')$$,
  $$values (pg_temp.manila(-1, '09:00', 4)), (pg_temp.manila(0, '08:00', 4))$$,
  'the confirmation queued the 24-hour and the 1-hour reminder, not before their times');
select is(
  (select count(*)::integer from public.mail_jobs j join private.mail_job_tokens t on t.job_id = j.id
   where j.appointment_id = '00000000-0000-4000-8000-000000001601' and j.template = 'booking_reminder'),
  2, 'each reminder carries a manage link of its own');
select is(
  (select count(distinct appointment_revision)::integer from public.mail_jobs
   where appointment_id = '00000000-0000-4000-8000-000000001601' and template in ('booking_confirmed', 'booking_reminder')),
  1, 'the reminders describe the confirmed revision');
select matches((select meeting_url from public.appointments where id = '00000000-0000-4000-8000-000000001601'),
  '^https://meet\.jit\.si/InnovateHub-[0-9a-f]{33}$', 'the confirmed video meeting got a Jitsi room from the template');
select is((select meeting_url from public.appointments where id = '00000000-0000-4000-8000-000000001602'), null,
  'a phone call gets no room');
select is(
  (select meeting_url from public.visitor_get_booking((select k.token from private.mail_job_tokens k
    join public.mail_jobs j on j.id = k.job_id
    where j.appointment_id = '00000000-0000-4000-8000-000000001601' and j.template = 'booking_confirmed'))),
  (select meeting_url from public.appointments where id = '00000000-0000-4000-8000-000000001601'),
  'the manage page gets the room link');

-- Rooms are unique; a fixed room (Google Meet, Zoom) works as a template without {room}.
select is((select count(distinct private.new_meeting_url())::integer from generate_series(1, 200)), 200,
  '200 rooms, 200 different links');
set local role service_role;
select throws_ok($$select public.configure_meetings('http://meet.example/{room}')$$, 'PT400',
  'invalid_meeting_url_template', 'a template that is not https is refused');
select lives_ok($$select public.configure_meetings('https://meet.google.com/abc-defg-hij')$$,
  'the deploy script may set a fixed room');
reset role;
select is(private.new_meeting_url(), 'https://meet.google.com/abc-defg-hij', 'a template without {room} is that room');
set local role authenticated;
select throws_ok($$select public.configure_meetings('https://meet.example/{room}')$$, '42501', null,
  'staff cannot change the template');
reset role;

-- A reschedule replaces the reminders; the room stays.
create temporary table room on commit drop as
  select meeting_url from public.appointments where id = '00000000-0000-4000-8000-000000001601';
set local role authenticated;
select lives_ok(
  $$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000001601', pg_temp.manila(1, '15:00', 4))$$,
  'staff move the booking a day later');
reset role;
select results_eq($$select pg_temp.reminders('00000000-0000-4000-8000-000000001601')$$,
  $$values (pg_temp.manila(0, '15:00', 4)), (pg_temp.manila(1, '14:00', 4))$$,
  'the reminders moved with the meeting');
select is((select count(*)::integer from public.mail_jobs
  where appointment_id = '00000000-0000-4000-8000-000000001601' and template = 'booking_reminder'), 2,
  'the old reminders are gone, not kept beside the new ones');
select is((select meeting_url from public.appointments where id = '00000000-0000-4000-8000-000000001601'),
  (select meeting_url from room), 'the room link stays the same');

-- Cancel and erasure remove them.
set local role authenticated;
select lives_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000001601', 'cancelled')$$,
  'staff cancel the booking');
reset role;
select is((select count(*)::integer from public.mail_jobs
  where appointment_id = '00000000-0000-4000-8000-000000001601' and template = 'booking_reminder'), 0,
  'a cancelled booking has no reminders left');
set local role service_role;
select is((public.data_subject_erase('call.visitor@example.com') ->> 'appointments')::integer, 1,
  'the phone visitor is erased');
reset role;
select is((select count(*)::integer from public.mail_jobs
  where appointment_id = '00000000-0000-4000-8000-000000001602'), 0, 'erasure removes the reminders too');

select * from finish();
rollback;
