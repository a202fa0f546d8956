-- Duplicates on an agent application: another application, a booking or an inquiry with the same mobile number
-- (a booking's or an inquiry's phone written any usual way) or mailbox, or another application at the same store
-- address (same barangay, the street with case, spacing and punctuation ignored), each with why it matched; the
-- person view of leads includes applications. Agents and admins at aal2 only.
begin;
select plan(26);
\ir ../helpers.sql

select pg_temp.add_staff('00000000-0000-4000-a000-000000000234', 'agent.duplicates@innovatehub.ph', 'agent');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000235', 'admin.duplicates@innovatehub.ph', 'admin');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000236', 'gone.duplicates@innovatehub.ph', 'agent');
delete from public.closures;

-- An application as the server role stores one, in barangay 0401005001 unless said.
create function pg_temp.application(p_serial integer, p_mobile text, p_email text, p_street text,
  p_barangay text default '0401005001') returns text
language plpgsql as $$
declare
  v_id text := 'agt-00000000-0000-4000-8234-' || lpad(p_serial::text, 12, '0');
begin
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
    heard_from, consent_notice_version)
  values (v_id, 'Duplicate Applicant', p_mobile, p_email, date '1985-05-05', 'fil', 'Tindahan', 'retail', 4,
    '0400000000', '0401000000', '0401005000', p_barangay, p_street, 'basic', 'facebook', '2026-11-27');
  return v_id;
end
$$;

-- 1. The forms compared.
select is(private.normalized_ph_mobile('0917 555 0901'), '+639175550901', 'a local mobile number reads as E.164');
select is(private.normalized_ph_mobile('+63 (0)917-555-0901'), '+639175550901',
  'so does one with the country code and the trunk zero');
select is(private.normalized_ph_mobile('639175550901'), '+639175550901', 'and one with the country code, no plus');
select is(private.normalized_ph_mobile('(043) 723 1234'), null, 'a landline is no mobile');
select is(private.normalized_ph_mobile('+1 917 555 0901'), null, 'nor a foreign number with the same digits');
select is(private.normalized_street(' 12  Mabini St. '), private.normalized_street('12 mabini st'),
  'a street ignores case, spacing and punctuation');

-- 2. The applicant (A), and what matches it. Their earlier application (O) shares the mobile number: older than the
-- one-per-30-days window, or the submit would not have stored A.
-- Then someone else at the same store (S), and at the same street in another barangay (D).
do $$
begin
  perform pg_temp.application(1, '+639175550901', 'old.mailbox@example.com', '5 Rizal Avenue', '0401005003');
  update public.agent_applications set created_at = now() - interval '40 days' where id like '%8234-000000000001';
  perform pg_temp.application(2, '+639175550901', 'rosa.cruz@gmail.com', '12 Mabini St.');
  perform pg_temp.application(3, '+639175550903', 'store.partner@example.com', '12  MABINI st');
  perform pg_temp.application(4, '+639175550904', 'elsewhere@example.com', '12 Mabini St.', '0401005002');
end
$$;
insert into public.appointments (id, name, email, phone, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8234-000000000001', 'Rosa', 'Rosa.Cruz+demo@googlemail.com', '+1 415 555 2671',
    pg_temp.manila(0, '09:00', 5), '30min', 'video', 'PlataPay agent onboarding'),
  ('00000000-0000-4000-8234-000000000002', 'Stranger', 'stranger@example.com', '0917 555 0999',
    pg_temp.manila(0, '11:00', 5), '30min', 'video', 'Demo');
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8234-000000000001', 'ai', 'Rosa', 'someone.else@example.com', '0917 555 0901'),
  ('inq-00000000-0000-4000-8234-000000000002', 'digital', 'Rosa', 'rosa.cruz@gmail.com', '+63 917 555 0901'),
  ('inq-00000000-0000-4000-8234-000000000003', 'ai', 'Other', 'other@example.com', '(043) 723 1234'),
  ('inq-00000000-0000-4000-8234-000000000004', 'ai', 'Held', 'rosa.cruz@gmail.com', '0917 555 0901');
-- A lead still awaiting its CAPTCHA: staff read none, so it is no match.
update public.inquiries set awaiting_captcha = true where id = 'inq-00000000-0000-4000-8234-000000000004';

create temporary table matched as select * from public.staff_agent_application_duplicates('x') limit 0;
grant insert, select on matched to authenticated;

select pg_temp.sign_in('00000000-0000-4000-a000-000000000234');
set local role authenticated;
insert into matched select * from public.staff_agent_application_duplicates('agt-00000000-0000-4000-8234-000000000002');
reset role;

select results_eq($$select kind, reasons from matched where id = 'agt-00000000-0000-4000-8234-000000000001'$$,
  $$values ('application'::text, array['phone']::text[])$$, 'an earlier application by its mobile number');
select results_eq($$select kind, reasons from matched where id = 'inq-00000000-0000-4000-8234-000000000001'$$,
  $$values ('inquiry'::text, array['phone']::text[])$$, 'an inquiry by its phone written the local way');
select results_eq($$select kind, reasons from matched where id = '00000000-0000-4000-8234-000000000001'$$,
  $$values ('booking'::text, array['email']::text[])$$,
  'a booking by its mailbox (case, +tag, dots and googlemail.com ignored)');
select results_eq($$select kind, reasons from matched where id = 'inq-00000000-0000-4000-8234-000000000002'$$,
  $$values ('inquiry'::text, array['email', 'phone']::text[])$$, 'an inquiry by both, with both reasons');
select results_eq($$select kind, reasons, subject from matched where id = 'agt-00000000-0000-4000-8234-000000000003'$$,
  $$select 'application'::text, array['address']::text[], reference from public.agent_applications
    where id = 'agt-00000000-0000-4000-8234-000000000003'$$,
  'another applicant at the same store address, named by the application''s reference');
select is((select count(*)::integer from matched where id = 'agt-00000000-0000-4000-8234-000000000004'), 0,
  'the same street in another barangay is no match');
select is((select count(*)::integer from matched), 5, 'nothing else matches: not the application itself, a landline or a lead awaiting its CAPTCHA');
select results_eq($$select id from matched$$,
  $$select id from matched order by created_at desc, id$$, 'newest first');

-- 3. The person view of leads: the mailbox's bookings, inquiries and applications.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000235');
set local role authenticated;
select results_eq(
  $$select kind, id from public.staff_person_leads(p_application_id => 'agt-00000000-0000-4000-8234-000000000002')
    order by kind, id$$,
  $$values ('application'::text, 'agt-00000000-0000-4000-8234-000000000002'::text),
    ('booking', '00000000-0000-4000-8234-000000000001'), ('inquiry', 'inq-00000000-0000-4000-8234-000000000002')$$,
  'an application''s person: the same mailbox''s booking, inquiry and the application itself (an admin asks)');
select results_eq(
  $$select status, subject from public.staff_person_leads(p_appointment_id => '00000000-0000-4000-8234-000000000001')
    where kind = 'application'$$,
  $$select stage, reference from public.agent_applications where id = 'agt-00000000-0000-4000-8234-000000000002'$$,
  'a booking''s person includes the application, its stage as the status and its reference as the subject');
select throws_ok(
  $$select * from public.staff_person_leads(p_inquiry_id => 'inq-00000000-0000-4000-8234-000000000001',
    p_application_id => 'agt-00000000-0000-4000-8234-000000000002')$$,
  'PT400', 'one_lead', 'one lead at a time');
select isnt_empty($$select * from public.staff_agent_application_duplicates('agt-00000000-0000-4000-8234-000000000002')$$,
  'an admin reads the duplicates too');
select throws_ok($$select * from public.staff_agent_application_duplicates('agt-nope')$$, 'PT404', 'not_found',
  'an unknown application');
reset role;

-- 4. Who is refused.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000234', 'aal1');
set local role authenticated;
select throws_ok($$select * from public.staff_agent_application_duplicates('agt-00000000-0000-4000-8234-000000000002')$$,
  'PT403', 'mfa_required', 'an agent at aal1 is refused');
select throws_ok($$select * from public.staff_person_leads(p_application_id => 'agt-00000000-0000-4000-8234-000000000002')$$,
  'PT403', 'mfa_required', 'and reads no person view of an application');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-000000000236');
delete from public.staff where user_id = '00000000-0000-4000-a000-000000000236';
set local role authenticated;
select throws_ok($$select * from public.staff_agent_application_duplicates('agt-00000000-0000-4000-8234-000000000002')$$,
  'PT403', 'staff_only', 'a removed member is refused');
reset role;

set local role anon;
select throws_ok($$select * from public.staff_agent_application_duplicates('agt-00000000-0000-4000-8234-000000000002')$$,
  '42501', null, 'anon cannot call it');
reset role;

-- 5. The lookups stay index probes at any size (docs/performance.md): with sequential scans priced out, the new
-- match conditions are still answered from an index (mailboxes and an application's mobile had theirs already).
create function pg_temp.plan_of(p_sql text) returns text language plpgsql as $$
declare
  v_line text;
  v_plan text := '';
begin
  for v_line in execute 'explain ' || p_sql loop
    v_plan := v_plan || v_line || E'\n';
  end loop;
  return v_plan;
end
$$;
set local enable_seqscan = off;
select unalike(pg_temp.plan_of($$select 1 from public.appointments a
    where private.normalized_ph_mobile(a.phone) = '+639175550901' order by a.created_at desc limit 20$$), '%Seq Scan%',
  'bookings are found by mobile through an index');
select unalike(pg_temp.plan_of($$select 1 from public.inquiries i
    where private.normalized_ph_mobile(i.phone) = '+639175550901' order by i.created_at desc limit 20$$), '%Seq Scan%',
  'inquiries too');
select unalike(pg_temp.plan_of($$select 1 from public.agent_applications g
    where g.barangay_code = '0401005001' and private.normalized_street(g.street) = '12mabinist'
    order by g.created_at desc limit 20$$), '%Seq Scan%',
  'and applications by store address');
reset enable_seqscan;

select * from finish();
rollback;
