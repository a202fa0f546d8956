-- With CAPTCHA on, what frees an address's allowance of applications awaiting the CAPTCHA
-- (20261127001200_agent_captcha_holds): the applicant passing the check, or the purge deleting an application whose
-- check never came (with its hold). An application that passed is kept by the purge.
begin;
\ir ../helpers.sql
select plan(8);

create function pg_temp.from_client(p_address text) returns void language sql as $$
  select set_config('request.headers', json_build_object('cf-connecting-ip', p_address)::text, true)
$$;
create function pg_temp.apply(p_serial integer) returns jsonb language sql as $$
  select public.submit_agent_application(
    p_id => 'agt-00000000-0000-4000-8239-' || lpad(p_serial::text, 12, '0'),
    p_full_name => 'Maria Santos', p_mobile => '+63917239' || lpad(p_serial::text, 4, '0'),
    p_email => 'wait' || p_serial || '@example.com',
    p_date_of_birth => date '1990-05-01', p_language => 'en', p_store_name => 'Santos Sari-Sari Store',
    p_store_type => 'retail', p_years_in_operation => 4, p_region_code => '0400000000',
    p_province_code => '0401000000', p_city_code => '0401005000', p_barangay_code => '0401005001',
    p_street => '12 Rizal Street', p_business_package => 'basic', p_heard_from => 'facebook',
    p_consent_notice_version => '2026-11-26')
$$;
create function pg_temp.id(p_serial integer) returns text language sql immutable as $$
  select 'agt-00000000-0000-4000-8239-' || lpad(p_serial::text, 12, '0')
$$;
grant execute on function pg_temp.from_client(text) to anon;
grant execute on function pg_temp.apply(integer) to anon;

set local role service_role;
select public.configure_captcha(true);
reset role;
update private.rate_limits set max_count = 2 where name = 'agent_applications_awaiting_captcha_per_client';

set local role anon;
select pg_temp.from_client('198.51.100.239');
select pg_temp.apply(1);
select pg_temp.apply(2);
select throws_ok($$select pg_temp.apply(3)$$, 'PT429', 'rate_limited', 'the address has left its two waiting');
reset role;

-- 1. The applicant passes the check: theirs no longer counts.
set local role service_role;
select public.release_held_agent_application(pg_temp.id(1));
reset role;
set local role anon;
select pg_temp.from_client('198.51.100.239');
select lives_ok($$select pg_temp.apply(3)$$, 'a cleared application frees its place');
select throws_ok($$select pg_temp.apply(4)$$, 'PT429', 'rate_limited', 'and only its one place');
reset role;

-- 2. Nobody passes the check for application 2: once its e-mails have been held past the limit, the purge deletes
-- it and its hold, and the cleared application stays.
update public.mail_jobs set created_at = now()
  - make_interval(mins => private.rate_limit('unverified_lead_minutes') + 1)
where agent_application_id in (pg_temp.id(1), pg_temp.id(2));
select is(private.purge_unverified_agent_applications(), 1, 'the purge deletes the one never cleared');
select is((select array_agg(id order by id) from public.agent_applications where id like 'agt-00000000-0000-4000-8239-%'),
  array[pg_temp.id(1), pg_temp.id(3)], 'the cleared application and the one still in its time stay');
select is((select count(*)::integer from private.agent_application_captcha_holds where application_id = pg_temp.id(2)),
  0, 'its hold is gone with it');
set local role anon;
select pg_temp.from_client('198.51.100.239');
select lives_ok($$select pg_temp.apply(4)$$, 'and its place is free again');
select throws_ok($$select pg_temp.apply(5)$$, 'PT429', 'rate_limited', 'the allowance still holds');
reset role;

select * from finish();
rollback;
