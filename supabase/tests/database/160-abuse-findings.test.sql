-- Issue 26's findings, each as the attacker made it: a forwarding header the client writes, a global ceiling a
-- few clients fill, mailto: queries in addresses, +tag and Gmail-dot addresses escaping erasure, invisible
-- characters, unverified leads holding slots, and a signed-out staff token.
begin;
\ir ../helpers.sql
select plan(43);

create function pg_temp.book(p_email text, p_at timestamptz, p_name text default 'Probe Visitor',
  p_notes text default null) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, notes, status)
  values (gen_random_uuid(), p_name, p_email, p_at, '30min', 'video', 'Probe', p_notes, 'pending')
$$;

create function pg_temp.inquire(p_email text, p_name text default 'Probe Visitor',
  p_details jsonb default '{}'::jsonb) returns void language sql as $$
  insert into public.inquiries (id, kind, name, email, phone, details)
  values ('inq-' || gen_random_uuid(), 'ecommerce', p_name, p_email, '+63 912 345 6789', p_details)
$$;

-- The headers PostgREST passes on: what the client wrote in X-Forwarded-For (the gateway appends the real
-- address after it), and CF-Connecting-IP, which the platform sets to the connecting address.
create function pg_temp.request_from(p_forwarded_for text, p_connecting_ip text) returns void language sql as $$
  select set_config('request.headers',
    json_build_object('x-forwarded-for', p_forwarded_for || ', ' || p_connecting_ip,
      'cf-connecting-ip', p_connecting_ip)::text, true)
$$;

-- 1. The per-address limit counts the address the platform sets, whatever the client writes first.
select pg_temp.request_from('192.0.2.1', '203.0.113.60');
select is(private.client_address(), '203.0.113.60', 'the client address is CF-Connecting-IP, not the first X-Forwarded-For entry');

update private.rate_limits set max_count = 3 where name = 'inquiries_per_client_per_hour';
set local role anon;
select lives_ok($$select pg_temp.request_from('198.51.100.' || n, '203.0.113.61'), pg_temp.inquire('spoof' || n || '@example.com')
                  from generate_series(1, 3) n$$,
  'three inquiries from one real address under three forged X-Forwarded-For values are accepted');
select pg_temp.request_from('198.51.100.99', '203.0.113.61');
select throws_ok($$select pg_temp.inquire('spoof4@example.com')$$, 'PT429', 'rate_limited',
  'the fourth is refused although the client wrote a new X-Forwarded-For value');
reset role;
update private.rate_limits set max_count = 60 where name = 'inquiries_per_client_per_hour';

-- No ceiling over everyone: 220 inquiries from 220 addresses leave the form open to a new visitor.
select is((select count(*)::integer from private.rate_limits where name in ('appointments_per_hour', 'inquiries_per_hour')), 0,
  'there is no global hourly ceiling any more');
set local role anon;
select lives_ok($$select pg_temp.request_from('192.0.2.1', '10.1.' || (n / 200) || '.' || (n % 200)),
                    pg_temp.inquire('flood' || n || '@example.com')
                  from generate_series(1, 220) n$$,
  '220 inquiries from 220 addresses are accepted');
select pg_temp.request_from('192.0.2.1', '203.0.113.200');
select lives_ok($$select pg_temp.inquire('new.visitor@example.com')$$,
  'and a new visitor from a new address can still send one');
reset role;

select is((select max_count from private.rate_limits where name = 'appointments_per_client_per_hour'), 30,
  'bookings per client address: 30 an hour, a loose backstop for shared networks');
select is((select max_count from private.rate_limits where name = 'inquiries_per_client_per_hour'), 60,
  'inquiries per client address: 60 an hour (an office or a recruitment event on one network)');

-- The strict limits sit on the mailbox, across every address.
select is(private.normalized_email('J.O.Hn+News@GoogleMail.com'), 'john@gmail.com',
  'a Gmail mailbox is one mailbox with dots, tags and googlemail.com');
set local role anon;
select lives_ok($$select pg_temp.request_from('192.0.2.1', '203.0.113.' || n),
                    pg_temp.book('day.cap+' || n || '@example.com', pg_temp.manila(0, t, 4))
                  from unnest(array['09:00', '09:30', '11:00']) with ordinality s(t, n)$$,
  'three bookings for one mailbox from three addresses are accepted');
reset role;
update public.appointments set status = 'cancelled' where private.normalized_email(email) = 'day.cap@example.com';
set local role anon;
select lives_ok($$select pg_temp.book('Day.Cap@example.com', pg_temp.manila(0, '11:30', 4));
                  select pg_temp.book('day.cap@example.com', pg_temp.manila(0, '12:00', 4))$$,
  'after cancelling them, two more in the same day are accepted');
select pg_temp.request_from('192.0.2.1', '203.0.113.99');
select throws_ok($$select pg_temp.book('day.cap+again@example.com', pg_temp.manila(0, '12:30', 4))$$, 'PT429', 'rate_limited',
  'the sixth booking of one mailbox in a day is refused, from any address');
select lives_ok($$select pg_temp.inquire('victim@example.com'); select pg_temp.inquire('victim+1@example.com');
                  select pg_temp.inquire('Victim@example.com'); select pg_temp.inquire('victim+2@example.com');
                  select pg_temp.inquire('victim+3@example.com')$$,
  'five inquiries for one mailbox in an hour are accepted');
reset role;
update public.inquiries set created_at = now() - interval '2 hours' where private.normalized_email(email) = 'victim@example.com';
set local role anon;
select lives_ok($$select pg_temp.inquire('victim+4@example.com'); select pg_temp.inquire('victim+5@example.com');
                  select pg_temp.inquire('victim+6@example.com')$$,
  'three more an hour later are accepted (eight in the day)');
select throws_ok($$select pg_temp.inquire('victim+7@example.com')$$, 'PT429', 'rate_limited',
  'the ninth inquiry for one mailbox in a day is refused');
reset role;

-- With CAPTCHA on, unverified leads hold no slot, count toward no mailbox limit, and a shared address is not refused.
update private.settings set value = 'on' where name = 'captcha_required';
update private.rate_limits set max_count = 1 where name = 'appointments_per_client_per_hour';
set local role anon;
select pg_temp.request_from('192.0.2.1', '203.0.113.150');
select lives_ok($$select pg_temp.book('squatter' || n || '@example.com', pg_temp.manila(1, '09:00', 4)) from generate_series(1, 2) n$$,
  'with CAPTCHA on, two unverified bookings of one slot from one address are both accepted');
select lives_ok($$select pg_temp.book('busy.bot@example.com', pg_temp.manila(1, t, 4))
                  from unnest(array['11:00', '11:30', '12:00', '12:30']) t$$,
  'unverified bookings do not count toward the mailbox''s pending limit');
select is_empty($$select * from public.get_busy_ranges((now() at time zone 'Asia/Manila')::date,
    (now() at time zone 'Asia/Manila')::date + 40)
  where starts_at = pg_temp.manila(1, '09:00', 4)$$,
  'an unverified booking does not show its slot as busy');
reset role;
set local role service_role;
select lives_ok($$select public.release_held_mail_jobs((select id from public.appointments where email = 'squatter1@example.com'))$$,
  'the first visitor to pass the CAPTCHA takes the slot');
select throws_ok($$select public.release_held_mail_jobs((select id from public.appointments where email = 'squatter2@example.com'))$$,
  'PT409', 'slot_taken', 'the second finds it taken');
reset role;
select is((select awaiting_captcha from public.appointments where email = 'squatter1@example.com'), false,
  'a released booking holds its slot from then on');
update private.settings set value = null where name = 'captcha_required';
update private.rate_limits set max_count = 30 where name = 'appointments_per_client_per_hour';

-- 3. No address that could carry a mailto: query.
set local role anon;
select throws_ok($$select pg_temp.book('x?bcc=attacker%40evil.example&body=hi@example.com', pg_temp.manila(2, '09:00', 4))$$,
  '23514', 'new row for relation "appointments" violates check constraint "appointments_email_shape"',
  'an address with ? & % = is refused');
select throws_ok($$select pg_temp.inquire('"eve"@example.com')$$, '23514', null, 'a quoted address is refused');
select throws_ok($$select pg_temp.inquire('eve smith@example.com')$$, '23514', null, 'an address with a space is refused');
select throws_ok($$select pg_temp.inquire('a=b@example.com')$$, '23514', null, 'an address with = is refused');
select lives_ok($$select pg_temp.book('ana.o''neil-reyes+work@mail.example.ph', pg_temp.manila(2, '09:00', 4))$$,
  'letters, digits, dots, apostrophes, hyphens and a +tag are accepted');

-- 5. Invisible and direction-reversing characters.
select throws_ok($$select pg_temp.inquire('rlo@example.com', E'Ana \u202Eevil')$$, '23514', null,
  'a right-to-left override in a name is refused');
select throws_ok($$select pg_temp.inquire('zwsp@example.com', E'Ana\u200BReyes')$$, '23514', null,
  'a zero-width space in a name is refused');
select throws_ok($$select pg_temp.inquire('lsep@example.com', E'Ana\u2028Reyes')$$, '23514', null,
  'a line separator in a name is refused');
select throws_ok($$select pg_temp.inquire('nel@example.com', E'Ana\u0085Reyes')$$, '23514', null,
  'a C1 control in a name is refused');
select throws_ok($$select pg_temp.book('notes@example.com', pg_temp.manila(2, '09:30', 4), 'Ana Reyes', E'Hi\u2029there')$$,
  '23514', null, 'a paragraph separator in the notes is refused');
select lives_ok($$select pg_temp.book('notes@example.com', pg_temp.manila(2, '09:30', 4), 'Ana Reyes', E'Line one\nLine two')$$,
  'a line break in the notes (a multi-line field) is accepted');
select throws_ok($$select pg_temp.inquire('details@example.com', 'Ana Reyes', jsonb_build_object('requirements', E'Shop \u202Ereversed'))$$,
  '23514', null, 'an override character in a form answer is refused');
reset role;

-- 4. Export and erasure by the normalised mailbox.
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic) values
  ('00000000-0000-4000-8000-000000002601', 'Tag Person', 'Tag.Person+news@example.com', pg_temp.manila(3, '09:00', 4), '30min', 'video', 'Probe');
insert into public.inquiries (id, kind, name, email, phone) values
  ('inq-00000000-0000-4000-8000-000000002601', 'ai', 'Dot Person', 'dot.person@gmail.com', '+63 912 345 6789');
set local role service_role;
select is(jsonb_array_length(public.data_subject_export('tag.person@example.com') -> 'appointments'), 1,
  'the export of x@ includes the booking of x+news@');
select is(public.data_subject_erase('DotPerson@googlemail.com') ->> 'inquiries', '1',
  'erasing a Gmail mailbox erases it written with dots');
select is(public.data_subject_erase('tag.person@example.com') ->> 'appointments', '1',
  'erasing x@ erases the booking of x+news@');
reset role;

-- 7. A signed-out staff token reads nothing and may do nothing.
insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-000000002601', 'session.agent@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values ('00000000-0000-4000-a000-000000002601', 'session.agent@innovatehub.test', 'agent');
insert into auth.sessions (id, user_id, aal, created_at, updated_at) values
  ('00000000-0000-4000-b000-000000002601', '00000000-0000-4000-a000-000000002601', 'aal2', now(), now());
select set_config('request.jwt.claims', json_build_object('sub', '00000000-0000-4000-a000-000000002601',
  'role', 'authenticated', 'aal', 'aal2', 'session_id', '00000000-0000-4000-b000-000000002601')::text, true);
set local role authenticated;
select isnt_empty($$select 1 from public.appointments$$, 'a staff token at aal2 in a live session reads bookings');
reset role;
delete from auth.sessions where id = '00000000-0000-4000-b000-000000002601';
set local role authenticated;
select is_empty($$select 1 from public.appointments$$, 'after sign-out the same token reads no bookings');
select throws_ok($$select public.staff_set_appointment_status('00000000-0000-4000-8000-000000002601', 'confirmed')$$,
  'PT401', 'session_ended', 'and a staff function refuses it');
reset role;

-- 9. The schedule calls mail-worker with the secret the function answers, and only once both are configured.
update private.settings set value = 'https://example.supabase.co/functions/v1' where name = 'functions_url';
select is(private.kick_mail_worker(), null, 'without a worker secret the schedule sends nothing');
set local role anon;
select throws_ok($$select public.configure_mail_worker(repeat('a', 32))$$, '42501', null,
  'anon cannot set the worker secret');
reset role;
set local role service_role;
select lives_ok($$select public.configure_mail_worker(repeat('s', 40))$$, 'the service role sets it');
reset role;
select private.kick_mail_worker();
select is((select headers ->> 'x-mail-worker-secret' from net.http_request_queue order by id desc limit 1), repeat('s', 40),
  'the scheduled call carries the secret');

select * from finish();
rollback;
