-- With CAPTCHA on, an agent application waits as the leads do: its e-mails held, hidden from staff, no documents
-- until it is cleared, and one address may leave only so many waiting
-- (20261127001200_agent_captcha_holds, docs/decisions.md D80).
begin;
\ir ../helpers.sql
select plan(17);

create function pg_temp.from_client(p_address text) returns void language sql as $$
  select set_config('request.headers', json_build_object('cf-connecting-ip', p_address)::text, true)
$$;
create function pg_temp.apply(p_id text default null, p_email text default 'bot.store@example.com',
  p_mobile text default '+639171230237')
returns jsonb language sql as $$
  select public.submit_agent_application(
    p_id => coalesce(p_id, 'agt-' || gen_random_uuid()),
    p_full_name => 'Maria Santos', p_mobile => p_mobile, p_email => p_email,
    p_date_of_birth => date '1990-05-01', p_language => 'en', p_store_name => 'Santos Sari-Sari Store',
    p_store_type => 'retail', p_years_in_operation => 4, p_region_code => '0400000000',
    p_province_code => '0401000000', p_city_code => '0401005000', p_barangay_code => '0401005001',
    p_street => '12 Rizal Street', p_business_package => 'basic', p_heard_from => 'facebook',
    p_consent_notice_version => '2026-11-26')
$$;
grant execute on function pg_temp.from_client(text) to anon;
grant execute on function pg_temp.apply(text, text, text) to anon;

create temporary table answers (name text primary key, answer jsonb);
grant insert, select on answers to anon;

set local role service_role;
select public.configure_captcha(true);
reset role;

-- The bound per address. The same mobile number again and again: an application awaiting the CAPTCHA is nobody's
-- earlier application, so only this limit stops a bot's repeats.
set local role anon;
select pg_temp.from_client('198.51.100.37');
insert into answers values ('held', pg_temp.apply('agt-00000000-0000-4000-8000-000000000237'));
select lives_ok($$select pg_temp.apply() from generate_series(1, 9)$$,
  'an address may leave 10 applications awaiting the CAPTCHA');
select throws_ok($$select pg_temp.apply()$$, 'PT429', 'rate_limited', 'the 11th is refused');
select pg_temp.from_client('198.51.100.38');
select lives_ok($$select pg_temp.apply()$$, 'another address is not held back by it');
reset role;

select is((select answer ->> 'outcome' from answers where name = 'held'), 'received',
  'the applicant gets the reference and upload token as without CAPTCHA');
select ok((select awaiting_captcha from public.agent_applications where id = 'agt-00000000-0000-4000-8000-000000000237'),
  'the application awaits the CAPTCHA');
select is((select array_agg(template || ':' || status order by template) from public.mail_jobs
    where agent_application_id = 'agt-00000000-0000-4000-8000-000000000237'),
  array['agent_application_new:held', 'agent_application_received:held'],
  'neither the team''s alert nor the applicant''s e-mail goes until it is cleared');

-- Staff see none of them.
select pg_temp.add_staff('00000000-0000-4000-a000-000000000237', 'agent237@innovatehub.ph');
select pg_temp.sign_in('00000000-0000-4000-a000-000000000237', 'aal2');
set local role authenticated;
select is((select count(*)::integer from public.agent_applications where email = 'bot.store@example.com'), 0,
  'staff read no application awaiting the CAPTCHA');
select is((select count(*)::integer from public.staff_list_agent_applications(p_search => 'bot.store@example.com')), 0,
  'the Applications list and its total hold none');
reset role;

-- No document before the CAPTCHA.
set local role anon;
select throws_ok(
  $$select public.authorize_agent_document_upload((select answer ->> 'upload_token' from answers where name = 'held'),
    'store_photo', 'image/jpeg', 1000)$$,
  'PT409', 'awaiting_captcha', 'no upload is authorised for an application awaiting the CAPTCHA');
reset role;

-- Cleared: mailed, listed, takes documents, and no longer counts against its address.
update private.rate_limits set max_count = 1 where name = 'agent_applications_awaiting_captcha_per_client';
set local role service_role;
select is(public.release_held_agent_application('agt-00000000-0000-4000-8000-000000000237'), 2,
  'the applicant passes the CAPTCHA: its two e-mails are released');
reset role;
select is((select array_agg(template || ':' || status order by template) from public.mail_jobs
    where agent_application_id = 'agt-00000000-0000-4000-8000-000000000237'),
  array['agent_application_new:pending', 'agent_application_received:pending'], 'both e-mails are due');
set local role authenticated;
select is((select count(*)::integer from public.staff_list_agent_applications(p_search => 'bot.store@example.com')), 1,
  'the cleared application is listed');
reset role;
set local role anon;
select lives_ok(
  $$select public.authorize_agent_document_upload((select answer ->> 'upload_token' from answers where name = 'held'),
    'store_photo', 'image/jpeg', 1000)$$,
  'a cleared application takes its documents');
select pg_temp.from_client('198.51.100.39');
select lives_ok($$select pg_temp.apply(p_email => 'first.wait@example.com', p_mobile => '+639171230238')$$,
  'with a limit of one, an address may leave one waiting');
select throws_ok($$select pg_temp.apply(p_email => 'second.wait@example.com', p_mobile => '+639171230239')$$, 'PT429', 'rate_limited',
  'and not two');
reset role;

-- Without CAPTCHA nothing waits.
set local role service_role;
select public.configure_captcha(false);
reset role;
set local role anon;
select pg_temp.from_client('198.51.100.40');
insert into answers values ('open', pg_temp.apply('agt-00000000-0000-4000-8000-000000000238', 'open.store@example.com', '+639171230240'));
reset role;
select ok(not (select awaiting_captcha from public.agent_applications where id = 'agt-00000000-0000-4000-8000-000000000238'),
  'with CAPTCHA off an application does not wait');
select is((select count(*)::integer from public.mail_jobs
    where agent_application_id = 'agt-00000000-0000-4000-8000-000000000238' and status = 'held'), 0,
  'and none of its e-mails is held');

select * from finish();
rollback;
