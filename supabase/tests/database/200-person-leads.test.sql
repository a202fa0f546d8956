-- The person behind a lead: the same mailbox (case and +tags ignored), oldest first, staff at aal2 only.
begin;
\ir ../helpers.sql
select plan(4);

select pg_temp.add_staff('00000000-0000-4000-a000-0000000000a9', 'person@innovatehub.test', 'agent');
delete from public.closures;

insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-0000000000a1', 'ai', 'Pat', 'pat@example.com', '+63 912 345 6789'),
  ('inq-00000000-0000-4000-8000-0000000000a2', 'digital', 'Other', 'other@example.com', '+63 912 345 6789');
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-0000000000a1', 'Pat', 'Pat+work@Example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'Demo');
update public.inquiries set created_at = '2026-03-02 10:00+08' where id like '%a1';

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000a9', 'aal2');
set local role authenticated;
select results_eq($$select kind, id from public.staff_person_leads(p_appointment_id => '00000000-0000-4000-8000-0000000000a1')$$,
  $$values ('inquiry'::text, 'inq-00000000-0000-4000-8000-0000000000a1'::text),
    ('booking', '00000000-0000-4000-8000-0000000000a1')$$,
  'the same mailbox (case and +tag ignored), oldest first, the lead itself included');
select is((select count(*)::integer from public.staff_person_leads(p_inquiry_id => 'inq-00000000-0000-4000-8000-0000000000a2')), 1,
  'a person with one lead has only that one');
select throws_ok($$select * from public.staff_person_leads(p_inquiry_id => 'inq-nope')$$, 'PT404', 'not_found', 'an unknown lead');
select pg_temp.sign_in('00000000-0000-4000-a000-0000000000a9', 'aal1');
select throws_ok($$select * from public.staff_person_leads(p_inquiry_id => 'inq-00000000-0000-4000-8000-0000000000a2')$$,
  'PT403', 'mfa_required', 'staff at aal1 are refused');
reset role;

select * from finish();
rollback;
