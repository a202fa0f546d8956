-- The decision's clock refuses what its trigger would never write (20261127001300_agent_decision_clock_checks),
-- even from the server role, which bypasses every policy.
begin;
\ir ../helpers.sql
select plan(5);

insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
  store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
  heard_from, consent_notice_version)
values ('agt-00000000-0000-4000-8238-000000000001', 'Clock Applicant', '+639172380001', 'clock238@example.com',
  date '1985-05-05', 'en', 'Clock Store', 'retail', 2, '0400000000', '0410000000', '0410014000', '0410014001',
  '12 Rizal Street', 'basic', 'facebook', '2026-11-26');

update public.agent_applications set stage = 'approved' where id = 'agt-00000000-0000-4000-8238-000000000001';
select ok((select decided_at is not null and decision_minutes >= 0 from public.agent_applications
    where id = 'agt-00000000-0000-4000-8238-000000000001'),
  'a decision made through the stage is stamped with its minutes');

select throws_ok($$update public.agent_applications set decision_minutes = -1
    where id = 'agt-00000000-0000-4000-8238-000000000001'$$,
  '23514', null, 'negative minutes are refused');
select throws_ok($$update public.agent_applications set decision_minutes = null
    where id = 'agt-00000000-0000-4000-8238-000000000001'$$,
  '23514', null, 'a decision without its minutes is refused');
select throws_ok($$update public.agent_applications set decided_at = created_at - interval '1 day'
    where id = 'agt-00000000-0000-4000-8238-000000000001'$$,
  '23514', null, 'a decision before the application arrived is refused');

insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
  store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
  heard_from, consent_notice_version)
values ('agt-00000000-0000-4000-8238-000000000002', 'Open Applicant', '+639172380002', 'open238@example.com',
  date '1985-05-05', 'en', 'Open Store', 'retail', 2, '0400000000', '0410000000', '0410014000', '0410014001',
  '14 Rizal Street', 'basic', 'facebook', '2026-11-26');
select throws_ok($$update public.agent_applications set decision_minutes = 30
    where id = 'agt-00000000-0000-4000-8238-000000000002'$$,
  '23514', null, 'minutes without a decision are refused');

select * from finish();
rollback;
