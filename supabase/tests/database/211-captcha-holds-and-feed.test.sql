-- Bots never reach staff: with CAPTCHA on, a booking awaiting its CAPTCHA is in no feed, agenda or list and has no
-- reminders until it is cleared, and one address may leave only so many waiting. The feed carries what a calendar
-- needs and no e-mail (20261127000210_captcha_holds_kept_from_staff, 20261127000220_calendar_feed_minimum).
begin;
\ir ../helpers.sql
select plan(18);

delete from public.closures;

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000021bb', 'holds@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000021bb', 'holds@innovatehub.test', 'agent');

create function pg_temp.from_client(p_address text) returns void language sql as $$
  select set_config('request.headers', json_build_object('cf-connecting-ip', p_address)::text, true)
$$;
-- Every bot booking asks for the same slot and mailbox, as the forty of the attack did.
create function pg_temp.bot_book() returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
  values (gen_random_uuid(), 'Bot', 'bot@example.com', pg_temp.manila(1, '11:00', 4), '30min', 'video', 'Spam text')
$$;
grant execute on function pg_temp.from_client(text) to anon;
grant execute on function pg_temp.bot_book() to anon;
grant execute on function pg_temp.manila(integer, text, integer) to anon;
grant execute on function pg_temp.monday(integer) to anon;

set local role service_role;
select public.configure_captcha(true);
reset role;

-- The bound per address.
set local role anon;
select pg_temp.from_client('198.51.100.7');
select lives_ok($$select pg_temp.bot_book() from generate_series(1, 10)$$,
  'an address may leave 10 bookings awaiting the CAPTCHA');
select throws_ok($$select pg_temp.bot_book()$$, 'PT429', 'rate_limited', 'the 11th is refused');
select pg_temp.from_client('198.51.100.8');
select lives_ok($$select pg_temp.bot_book()$$, 'another address is not held back by it');
reset role;
select is((select count(*)::integer from public.appointments where email = 'bot@example.com' and awaiting_captcha), 11,
  'the accepted ones all await the CAPTCHA');

-- A booking that passes its CAPTCHA no longer counts against its address.
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, phone)
  select '00000000-0000-4000-8000-000000002111', 'Real Visitor', 'real.visitor@example.com',
    pg_temp.manila(2, '11:00', 4), '30min', 'call', 'Real topic', '+63 912 345 6789';
update public.appointments set awaiting_captcha = true where id = '00000000-0000-4000-8000-000000002111';
insert into private.captcha_holds (appointment_id, client_hash)
  values ('00000000-0000-4000-8000-000000002111', sha256(convert_to('198.51.100.9', 'UTF8')));
update private.rate_limits set max_count = 1 where name = 'appointments_awaiting_captcha_per_client';
select pg_temp.from_client('198.51.100.9');
set local role anon;
select throws_ok($$select pg_temp.bot_book()$$, 'PT429', 'rate_limited', 'with one waiting and a limit of one, the next is refused');
reset role;
set local role service_role;
select lives_ok($$select public.release_held_mail_jobs('00000000-0000-4000-8000-000000002111')$$,
  'the visitor passes the CAPTCHA');
reset role;
set local role anon;
select lives_ok($$select pg_temp.bot_book()$$, 'and the address may leave one waiting again');
reset role;

-- Staff see none of those awaiting the CAPTCHA.
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000021bb');
select is((select count(*)::integer from public.staff_week_agenda(pg_temp.monday(4)) where name = 'Bot'), 0,
  'the agenda lists no booking awaiting the CAPTCHA');
select is((select count(*)::integer from public.appointments where email = 'bot@example.com'), 0,
  'staff read no booking awaiting the CAPTCHA');
select is((select count(*)::integer from public.staff_week_agenda(pg_temp.monday(4)) where name = 'Real Visitor'), 1,
  'a cleared booking is on the agenda');
select is((select count(*)::integer from public.staff_list_leads(p_search => 'bot@example.com')), 0,
  'the inbox (which reads as its owner) lists no lead awaiting the CAPTCHA');
create temporary table feed on commit drop as select public.staff_create_calendar_feed() as token;
reset role;
grant select on feed to service_role;
set local role service_role;
create temporary table listed on commit drop as select * from public.calendar_feed_bookings((select token from feed));
reset role;
select is((select count(*)::integer from listed where name = 'Bot'), 0, 'the feed lists no booking awaiting the CAPTCHA');
select results_eq($$select meeting_type, call_phone from listed where name = 'Real Visitor'$$,
  $$values ('call'::text, '+63 912 345 6789'::text)$$, 'a cleared phone call is listed with the number to call');
select ok(not exists (select 1 from pg_proc p where p.proname = 'calendar_feed_bookings'
    and ('email' = any(p.proargnames) or 'company' = any(p.proargnames) or 'notes' = any(p.proargnames))),
  'the feed gives no e-mail, company or notes');

-- Reminders wait for the CAPTCHA.
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
  values ('00000000-0000-4000-8000-000000002112', 'Waiting Visitor', 'waiting.visitor@example.com',
    pg_temp.manila(3, '11:00', 4), '30min', 'video', 'Waiting');
update public.appointments set awaiting_captcha = true where id = '00000000-0000-4000-8000-000000002112';
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000021bb');
select lives_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000002112', 'confirmed')$$,
  'staff confirm a booking still awaiting its CAPTCHA');
reset role;
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000002112'
  and template = 'booking_reminder'), 0, 'it has no reminders while it awaits the CAPTCHA');
set local role service_role;
select lives_ok($$select public.release_held_mail_jobs('00000000-0000-4000-8000-000000002112')$$,
  'its visitor passes the CAPTCHA');
reset role;
select is((select count(*)::integer from public.mail_jobs where appointment_id = '00000000-0000-4000-8000-000000002112'
  and template = 'booking_reminder'), 2, 'its two reminders are queued once it is cleared');

select * from finish();
rollback;
