-- Staff access: who reads what (restrictive aal2 policies) and what each staff function does, refuses and audits.
begin;
\ir ../helpers.sql
select plan(90);

-- The dates below are relative to today and may fall on a seeded holiday; closed days are tested in
-- 150-closures and 160-closed-days-and-notice, so this file opens every day (rolled back at the end).
delete from public.closures;

create function pg_temp.audit_count(p_action text, p_before text default null, p_after text default null)
returns integer language sql as $$
  select count(*)::integer from public.audit_log
  where action = p_action
    and (p_before is null or before_status = p_before)
    and (p_after is null or after_status = p_after)
$$;

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-00000000000a', 'agent@innovatehub.test', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-a000-00000000000b', 'admin@innovatehub.test', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-a000-00000000000c', 'outsider@example.com', 'authenticated', 'authenticated'),
  ('00000000-0000-4000-a000-00000000000d', 'former@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-00000000000a', 'agent@innovatehub.test', 'agent'),
  ('00000000-0000-4000-a000-00000000000b', 'admin@innovatehub.test', 'admin'),
  ('00000000-0000-4000-a000-00000000000d', 'former@innovatehub.test', 'agent');

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000901', 'Subject Person', 'Subject.Person@example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'Staff test'),
  ('00000000-0000-4000-8000-000000000902', 'Other Visitor', 'other.visitor@example.com', pg_temp.manila(0, '11:30', 5), '30min', 'call', 'Staff test'),
  ('00000000-0000-4000-8000-000000000903', 'Third Visitor', 'third.visitor@example.com', pg_temp.manila(1, '13:00', 5), '30min', 'video', 'Staff test');
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-000000000901', 'ai', 'Subject Person', 'subject.person@example.com', '+63 912 345 6789');
insert into public.mail_jobs (id, template, recipient, appointment_id, status, attempts, max_attempts, last_error) values
  ('00000000-0000-4000-9000-000000000901', 'booking_received', 'visitor', '00000000-0000-4000-8000-000000000901', 'dead', 3, 3, 'provider_5xx'),
  ('00000000-0000-4000-9000-000000000902', 'booking_new', 'team', '00000000-0000-4000-8000-000000000901', 'pending', 0, 8, null);

-- The removed member still holds a token; their staff row is gone.
delete from public.staff where user_id = '00000000-0000-4000-a000-00000000000d';

-- Every staff function: anon may not call it, and a signed-in user who is not staff is refused by it.
select function_privs_are('public', f.name, f.args, 'anon', array[]::text[], 'anon may not call ' || f.name)
from (values
  ('staff_set_appointment_status', array['uuid', 'text']),
  ('staff_reschedule_appointment', array['uuid', 'timestamp with time zone', 'text']),
  ('staff_set_inquiry_status', array['text', 'text']),
  ('staff_assign_inquiry', array['text', 'uuid']),
  ('staff_add_note', array['text', 'uuid', 'text']),
  ('staff_retry_mail_job', array['uuid']),
  ('staff_members', array[]::text[]),
  ('data_subject_export', array['text']),
  ('data_subject_erase', array['text']),
  ('add_staff_member', array['text', 'text']),
  ('remove_staff_member', array['text'])
) as f(name, args);
select function_privs_are('public', f.name, f.args, 'authenticated', array[]::text[], 'authenticated may not call ' || f.name)
from (values ('add_staff_member', array['text', 'text']), ('remove_staff_member', array['text'])) as f(name, args);

set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000c', 'aal2');
select throws_ok(f.call, 'PT403', 'staff_only', 'a non-staff user is refused by ' || f.name)
from (values
  ('staff_reschedule_appointment', format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L)$$, pg_temp.manila(2, '09:00', 5))),
  ('staff_set_inquiry_status', $$select public.staff_set_inquiry_status('inq-00000000-0000-4000-8000-000000000901', 'contacted')$$),
  ('staff_assign_inquiry', $$select public.staff_assign_inquiry('inq-00000000-0000-4000-8000-000000000901', null)$$),
  ('staff_add_note', $$select public.staff_add_note('Hello', '00000000-0000-4000-8000-000000000901')$$),
  ('staff_retry_mail_job', $$select public.staff_retry_mail_job('00000000-0000-4000-9000-000000000901')$$),
  ('staff_members', $$select * from public.staff_members()$$),
  ('data_subject_export', $$select public.data_subject_export('subject.person@example.com')$$)
) as f(name, call);
reset role;

-- anon
set local role anon;
select throws_ok('select * from public.staff', '42501', null, 'anon cannot read staff');
select throws_ok('select * from public.audit_log', '42501', null, 'anon cannot read the audit log');
select throws_ok('select * from public.mail_jobs', '42501', null, 'anon cannot read mail jobs');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'confirmed')$$,
  '42501', null, 'anon cannot call a staff function');
select throws_ok($$select public.data_subject_export('subject.person@example.com')$$, '42501', null,
  'anon cannot export a person''s data');
reset role;

-- An authenticated user who is not staff, even with multi-factor authentication
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000c', 'aal2');
select is_empty('select * from public.appointments', 'a non-staff user reads no appointments');
select is_empty('select * from public.inquiries', 'a non-staff user reads no inquiries');
select is_empty('select * from public.mail_jobs', 'a non-staff user reads no mail jobs');
select is_empty('select * from public.staff', 'a non-staff user reads no staff rows');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'confirmed')$$,
  'PT403', 'staff_only', 'a non-staff user cannot confirm a booking');
select throws_ok($$select public.data_subject_erase('subject.person@example.com')$$, 'PT403', 'staff_only',
  'a non-staff user cannot erase a person');

-- Staff at aal1 (password only)
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000a', 'aal1');
select is_empty('select * from public.appointments', 'staff at aal1 read no appointments');
select is_empty('select * from public.inquiries', 'staff at aal1 read no inquiries');
select is_empty('select * from public.mail_jobs', 'staff at aal1 read no mail jobs');
select is_empty('select * from public.staff', 'staff at aal1 do not even read their own staff row');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'confirmed')$$,
  'PT403', 'mfa_required', 'staff at aal1 cannot confirm a booking');
select throws_ok('select * from public.staff_members()', 'PT403', 'mfa_required', 'staff at aal1 cannot list staff');

-- A removed member whose token is still valid
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000d', 'aal2');
select is_empty('select * from public.appointments', 'a removed member reads no appointments');
select throws_ok($$select public.staff_set_inquiry_status('inq-00000000-0000-4000-8000-000000000901', 'contacted')$$,
  'PT403', 'staff_only', 'a removed member cannot change an inquiry');

-- An agent at aal2
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000a', 'aal2');
select ok((select count(*) from public.appointments where id::text like '00000000-0000-4000-8000-00000000090%') = 3,
  'an agent at aal2 reads appointments');
select ok(exists (select 1 from public.inquiries where id = 'inq-00000000-0000-4000-8000-000000000901'),
  'an agent at aal2 reads inquiries');
select ok((select count(*) from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000901') >= 2,
  'an agent at aal2 reads mail jobs');
select results_eq('select user_id from public.staff',
  $$values ('00000000-0000-4000-a000-00000000000a'::uuid)$$, 'an agent reads only their own staff row');
select results_eq('select email, role from public.staff_members()',
  $$values ('admin@innovatehub.test'::text, 'admin'::text), ('agent@innovatehub.test', 'agent')$$,
  'staff_members lists the current staff');
select throws_ok($$select public.data_subject_export('subject.person@example.com')$$, 'PT403', 'admin_only',
  'an agent cannot export a person''s data');
select throws_ok($$select public.data_subject_erase('subject.person@example.com')$$, 'PT403', 'admin_only',
  'an agent cannot erase a person');
select throws_ok($$update public.appointments set status = 'confirmed'$$, '42501', null,
  'staff cannot update a booking directly');
select throws_ok($$delete from public.inquiries$$, '42501', null, 'staff cannot delete an inquiry directly');

-- Booking lifecycle
select is((public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'confirmed')).status, 'confirmed',
  'an agent confirms a pending booking');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'declined')$$,
  'PT409', 'illegal_transition', 'a confirmed booking cannot be declined');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'pending')$$,
  'PT409', 'illegal_transition', 'a booking never goes back to pending');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-0000000009ff', 'confirmed')$$,
  'PT404', 'not_found', 'an unknown booking is not found');
reset role;
select is((select revision from public.appointments where id = '00000000-0000-4000-8000-000000000901'), 1,
  'confirming bumps the revision');
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000901'
  and template = 'booking_confirmed' and recipient = 'visitor' and appointment_revision = 1), 1,
  'confirming queues the visitor''s confirmation for that revision');
select is((select count(*)::integer from public.audit_log where action = 'appointment_status_changed'
  and actor_id = '00000000-0000-4000-a000-00000000000a' and actor_email = 'agent@innovatehub.test'
  and appointment_id = '00000000-0000-4000-8000-000000000901'
  and before_status = 'pending' and after_status = 'confirmed' and created_at = now()), 1,
  'confirming writes an audit row with who, what, when and both statuses');
select is(pg_temp.audit_count('appointment_status_changed', 'confirmed', 'declined'), 0,
  'a refused change writes no audit row');

-- Reschedule
set local role authenticated;
select throws_ok(format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L)$$,
  pg_temp.manila(0, '11:30', 5)), 'PT409', 'slot_taken', 'rescheduling into a taken slot is refused as slot_taken');
select throws_ok(format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L, '60min')$$,
  pg_temp.manila(0, '11:00', 5)), 'PT409', 'slot_taken', 'a longer meeting that overlaps the next booking is refused');
select throws_ok(format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L)$$,
  now() - interval '1 day'), 'PT400', 'slot_in_past', 'rescheduling into the past is refused');
select throws_ok(format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L)$$,
  pg_temp.manila(5, '11:00', 5)), '23514', null, 'rescheduling onto a Saturday breaks the weekday rule');
select throws_ok(format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L)$$,
  pg_temp.manila(1, '08:00', 5)), '23514', null, 'rescheduling before opening breaks the business-hours rule');
select is(
  (public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', pg_temp.manila(2, '15:00', 5), '60min')).ends_at,
  pg_temp.manila(2, '16:00', 5), 'an agent reschedules into a free slot and the end follows the duration');
reset role;
select is((select revision from public.appointments where id = '00000000-0000-4000-8000-000000000901'), 2,
  'rescheduling bumps the revision');
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000901'
  and template = 'booking_rescheduled' and recipient = 'visitor' and appointment_revision = 2), 1,
  'rescheduling queues the visitor''s update');
select is((select details -> 'to' ->> 'duration' from public.audit_log where action = 'appointment_rescheduled'
  and appointment_id = '00000000-0000-4000-8000-000000000901'), '60min', 'rescheduling writes an audit row');

-- Decline frees the slot; outcomes are not mailed
set local role authenticated;
select is((public.staff_set_appointment_status('00000000-0000-4000-8000-000000000902', 'declined')).status, 'declined',
  'an agent declines a pending booking');
select is(
  (public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000903', pg_temp.manila(0, '11:00', 5))).status,
  'pending', 'a declined booking''s slot can be taken again');
-- An outcome is recorded once the meeting has started (213-outcomes-after-start has the refusal): this one began a week ago.
reset role;
update public.appointments set scheduled_at = scheduled_at - interval '6 weeks', ends_at = ends_at - interval '6 weeks'
where id = '00000000-0000-4000-8000-000000000901';
set local role authenticated;
select is((public.staff_set_appointment_status('00000000-0000-4000-8000-000000000901', 'completed')).status,
  'completed', 'a confirmed booking can be marked completed');
select throws_ok(format($$select public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000901', %L)$$,
  pg_temp.manila(3, '15:00', 5)), 'PT409', 'illegal_transition', 'a completed booking cannot be rescheduled');
select is((public.staff_set_appointment_status('00000000-0000-4000-8000-000000000903', 'cancelled')).status,
  'cancelled', 'an agent cancels a pending booking');
reset role;
select is((select revision from public.appointments where id = '00000000-0000-4000-8000-000000000901'), 2,
  'marking completed does not bump the revision');
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000901'
  and appointment_revision > 2), 0, 'marking completed mails nobody');
select is((select count(*)::integer from public.mail_jobs where template in ('booking_declined', 'booking_cancelled')
  and appointment_id in ('00000000-0000-4000-8000-000000000902', '00000000-0000-4000-8000-000000000903')), 2,
  'declining and cancelling each queue the visitor''s e-mail');
select is(pg_temp.audit_count('appointment_status_changed'), 4, 'every booking status change is audited');

-- Inquiries
set local role authenticated;
select throws_ok($$select public.staff_set_inquiry_status('inq-00000000-0000-4000-8000-000000000901', 'qualified')$$,
  'PT409', 'illegal_transition', 'a new inquiry cannot skip to qualified');
select is((public.staff_set_inquiry_status('inq-00000000-0000-4000-8000-000000000901', 'contacted')).status,
  'contacted', 'an agent moves a new inquiry to contacted');
select throws_ok($$select public.staff_assign_inquiry('inq-00000000-0000-4000-8000-000000000901', '00000000-0000-4000-a000-00000000000c')$$,
  'PT400', 'assignee_not_staff', 'an inquiry cannot be assigned to someone who is not staff');
select is((public.staff_assign_inquiry('inq-00000000-0000-4000-8000-000000000901', '00000000-0000-4000-a000-00000000000b')).assignee,
  '00000000-0000-4000-a000-00000000000b'::uuid, 'an agent assigns an inquiry to a staff member');
select is((public.staff_add_note('Called back, wants a quote.', null, 'inq-00000000-0000-4000-8000-000000000901')).author_email,
  'agent@innovatehub.test', 'an agent adds an internal note');
select throws_ok($$select public.staff_add_note('Which one?')$$, '23514', null,
  'a note must belong to a booking or an inquiry');
select throws_ok($$select public.staff_add_note('   ', '00000000-0000-4000-8000-000000000902')$$, '23514', null,
  'an empty note is refused');
-- Mail jobs
select throws_ok($$select public.staff_retry_mail_job('00000000-0000-4000-9000-000000000902')$$,
  'PT409', 'illegal_transition', 'only a dead mail job can be retried');
select is((public.staff_retry_mail_job('00000000-0000-4000-9000-000000000901')).status, 'pending',
  'a dead mail job goes back to the queue');
reset role;
select ok(pg_temp.audit_count('inquiry_status_changed', 'new', 'contacted') = 1
  and pg_temp.audit_count('inquiry_assigned') = 1 and pg_temp.audit_count('note_added') = 1
  and pg_temp.audit_count('mail_job_retried', 'dead', 'pending') = 1,
  'inquiry, note and mail-job changes are audited');

-- Data-subject requests (admin, or the service role)
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000b', 'aal2');
select is(
  (select jsonb_build_array(jsonb_array_length(e -> 'appointments'), jsonb_array_length(e -> 'inquiries'),
     jsonb_array_length(e -> 'notes'), jsonb_array_length(e -> 'mail_jobs') >= 4)
   from public.data_subject_export('SUBJECT.person@example.com') e),
  '[1, 1, 1, true]'::jsonb, 'an admin exports a person''s bookings, inquiries, notes and mail jobs (any letter case)');
select is(public.data_subject_erase('subject.person@example.com'),
  '{"appointments": 1, "inquiries": 1, "agent_applications": 0, "kept_agent_applications": 0}'::jsonb,
  'an admin erases a person');
reset role;
select ok(not exists (select 1 from public.appointments where lower(email) = 'subject.person@example.com')
  and not exists (select 1 from public.inquiries where lower(email) = 'subject.person@example.com')
  and not exists (select 1 from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000000901')
  and not exists (select 1 from public.internal_notes where inquiry_id = 'inq-00000000-0000-4000-8000-000000000901'),
  'nothing about the erased person is left');
select ok(pg_temp.audit_count('data_subject_exported') = 1 and pg_temp.audit_count('data_subject_erased') = 1
  and not exists (select 1 from public.audit_log where details::text ilike '%subject.person%'),
  'export and erasure are audited without the address');
set local role service_role;
select is((public.data_subject_export('other.visitor@example.com') -> 'appointments' -> 0 ->> 'status'), 'declined',
  'the service role exports too');
reset role;

-- Staff are not bound by the visitors' booking horizon: only the past is refused.
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000000909', 'Far Ahead', 'far.ahead@example.com', pg_temp.manila(1, '09:00', 5), '30min', 'video', 'Staff test');
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-00000000000a', 'aal2');
select is(
  (public.staff_reschedule_appointment('00000000-0000-4000-8000-000000000909', pg_temp.manila(43, '09:00', 5))).scheduled_at,
  pg_temp.manila(43, '09:00', 5), 'staff may reschedule beyond the visitors'' booking horizon');
reset role;

select * from finish();
rollback;
