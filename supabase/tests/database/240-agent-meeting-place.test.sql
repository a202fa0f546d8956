-- The columns a meeting with an agent applicant added to appointments (20261127001000_agent_meetings) refuse bad
-- values themselves, whoever writes them: a place too long, blank or on two lines (also when staff send an area that
-- makes it so), an unknown purpose, an application that does not exist. Staff move and cancel these meetings as any
-- other, and the applicant's e-mail about it carries the status link; the meetings go with their application.
begin;
\ir ../helpers.sql
select plan(13);

delete from public.closures;
select pg_temp.add_staff('00000000-0000-4000-a000-000000000240', 'agent.place@innovatehub.ph', 'agent');

insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
  store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
  heard_from, consent_notice_version)
values ('agt-00000000-0000-4000-8240-000000000001', 'Place Applicant', '+639172400001', 'place240@example.com',
  date '1985-05-05', 'en', 'Place Store', 'retail', 2, '0400000000', '0410000000', '0410014000', '0410014001',
  '12 Rizal Street', 'basic', 'facebook', '2026-11-26');
update public.agent_applications set stage = 'screening' where id = 'agt-00000000-0000-4000-8240-000000000001';

select pg_temp.sign_in('00000000-0000-4000-a000-000000000240');
set local role authenticated;
select throws_ok($$select public.staff_book_agent_meeting('agt-00000000-0000-4000-8240-000000000001', 'site_visit',
    'in_person', pg_temp.manila(1, '09:00'), '60min', repeat('a', 400))$$,
  '23514', null, 'an area that makes the place longer than its limit is refused');
select throws_ok($$select public.staff_book_agent_meeting('agt-00000000-0000-4000-8240-000000000001', 'site_visit',
    'in_person', pg_temp.manila(1, '09:00'), '60min', E'Poblacion\nLipa City')$$,
  '23514', null, 'an area on two lines is refused');
create temporary table booked on commit drop as
  select (public.staff_book_agent_meeting('agt-00000000-0000-4000-8240-000000000001', 'site_visit', 'in_person',
    pg_temp.manila(1, '09:00'), '60min', 'Poblacion, Lipa City, Batangas')).id;
reset role;

select throws_ok($$update public.appointments set place = '  x  ' where id = (select id from booked)$$,
  '23514', null, 'a place of one character (trimmed) is refused, even from the server role');
select throws_ok($$update public.appointments set place = repeat('p', 401) where id = (select id from booked)$$,
  '23514', null, 'and one over 400 characters');
select throws_ok($$update public.appointments set purpose = 'sales_call' where id = (select id from booked)$$,
  '23514', null, 'an unknown purpose is refused');
select throws_ok($$update public.appointments set agent_application_id = 'agt-00000000-0000-4000-8240-000000000999'
    where id = (select id from booked)$$,
  '23503', null, 'a meeting names an application that exists');

-- Staff move it: the applicant is told, with the application's status link and still no manage link.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000240');
set local role authenticated;
select lives_ok($$select public.staff_reschedule_appointment((select id from booked), pg_temp.manila(1, '13:00'))$$,
  'staff move an applicant''s meeting as any other');
reset role;
select is((select count(*)::integer from public.mail_jobs j
    join private.mail_job_tokens t on t.job_id = j.id
    join private.agent_application_tokens a on a.token_hash = private.token_hash(t.token)
    where j.appointment_id = (select id from booked) and j.template = 'booking_rescheduled'
      and a.purpose = 'status' and a.application_id = 'agt-00000000-0000-4000-8240-000000000001'),
  1, 'a moved meeting''s e-mail carries the application''s status link');
select is((select count(*)::integer from private.manage_tokens where appointment_id = (select id from booked)), 0,
  'and never a manage link');
select pg_temp.sign_in('00000000-0000-4000-a000-000000000240');
set local role authenticated;
select lives_ok($$select public.staff_set_appointment_status((select id from booked), 'cancelled')$$,
  'and cancel it');
reset role;
select is((select count(*)::integer from public.mail_jobs
    where appointment_id = (select id from booked) and template = 'booking_cancelled' and recipient = 'visitor'),
  1, 'a cancelled meeting is mailed to the applicant');

select is((select count(*)::integer from public.appointments where id = (select id from booked)), 1,
  'the site visit is kept after its cancellation');
delete from public.agent_applications where id = 'agt-00000000-0000-4000-8240-000000000001';
select is((select count(*)::integer from public.appointments where id = (select id from booked)), 0,
  'an application''s meetings go with it (its erasure or its retention)');

select * from finish();
rollback;
