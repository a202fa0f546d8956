-- The database refuses hostile input itself: value rules, a booking horizon, limits per mailbox, per client
-- address and overall, and honeypots.
begin;
\ir ../helpers.sql
select plan(24);

create function pg_temp.book(p_name text, p_email text, p_at timestamptz, p_duration text, p_topic text default 'Test',
  p_honeypot text default null) returns void language sql as $$
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status, honeypot)
  values (gen_random_uuid(), p_name, p_email, p_at, p_duration, 'video', p_topic, 'pending', p_honeypot)
$$;

create function pg_temp.inquire(p_name text, p_email text, p_honeypot text default null) returns void language sql as $$
  insert into public.inquiries (id, kind, name, email, phone, honeypot)
  values ('inq-' || gen_random_uuid(), 'global', p_name, p_email, '+63 912 345 6789', p_honeypot)
$$;

-- The address the platform sets (CF-Connecting-IP); the forwarding header starts with whatever the client wrote.
create function pg_temp.from_client(p_address text) returns void language sql as $$
  select set_config('request.headers',
    json_build_object('x-forwarded-for', '192.0.2.1, ' || p_address, 'cf-connecting-ip', p_address)::text, true)
$$;

set local role anon;
-- Single-line fields.
select throws_ok($$select pg_temp.book(E'Eve\r\nBcc: x@example.com', 'eve@example.com', pg_temp.manila(0, '09:00'), '30min')$$,
  '23514', null, 'CR/LF in a booking name is refused');
select throws_ok($$select pg_temp.book('Eve Tester', 'eve@example.com', pg_temp.manila(0, '09:00'), '30min', E'Hi\u0007')$$,
  '23514', null, 'a control character in the topic is refused');
select lives_ok($$select pg_temp.book('Éva Tëster-O''Neil', 'eva@example.com', pg_temp.manila(0, '09:00'), '30min', 'Café & co.')$$,
  'accents, apostrophes and punctuation are accepted');
select throws_ok($$select pg_temp.inquire(E'Eve\nTester', 'eve@example.com')$$, '23514', null,
  'a line break in an inquiry name is refused');
select lives_ok($$select pg_temp.inquire('Eve Tester', 'eve.inq@example.com')$$, 'a plain inquiry name is accepted');

-- E-mail shape.
select throws_ok($$select pg_temp.book('Eve Tester', 'Eve <eve@example.com>', pg_temp.manila(0, '11:00'), '30min')$$,
  '23514', 'new row for relation "appointments" violates check constraint "appointments_email_shape"',
  'a display-name address is refused');
select throws_ok($$select pg_temp.book('Eve Tester', 'eve@localhost', pg_temp.manila(0, '11:00'), '30min')$$,
  '23514', null, 'an address without a top-level domain is refused');
select throws_ok($$select pg_temp.inquire('Eve Tester', '"eve"@example.com')$$, '23514', null,
  'a quoted inquiry address is refused');
select lives_ok($$select pg_temp.book('Eve Tester', 'eve.o''neil+work@mail.example.co.uk', pg_temp.manila(0, '11:00'), '30min')$$,
  'a plain address with a tag and a subdomain is accepted');

-- The start times the site offers.
select throws_ok($$select pg_temp.book('Slot Tester', 'slot1@example.com', pg_temp.manila(1, '10:00'), '30min')$$,
  '23514', 'new row for relation "appointments" violates check constraint "appointments_excluded_slots"',
  '10:00 is never offered');
select throws_ok($$select pg_temp.book('Slot Tester', 'slot2@example.com', pg_temp.manila(1, '14:30'), '30min')$$,
  '23514', 'new row for relation "appointments" violates check constraint "appointments_excluded_slots"',
  '14:30 is never offered');
select throws_ok($$select pg_temp.book('Slot Tester', 'slot3@example.com', pg_temp.manila(1, '11:30'), '60min')$$,
  '23514', 'new row for relation "appointments" violates check constraint "appointments_hourly_grid"',
  'a 60-minute meeting off the hour is refused');
select lives_ok($$select pg_temp.book('Slot Tester', 'slot4@example.com', pg_temp.manila(1, '16:00'), '60min')$$,
  'a 60-minute meeting on the hour is accepted');

-- Horizon.
select throws_ok($$select pg_temp.book('Far Tester', 'far@example.com',
    ((now() at time zone 'Asia/Manila')::date + 70 + time '09:00') at time zone 'Asia/Manila', '30min')$$,
  'PT400', 'slot_too_far', 'a booking beyond the horizon is refused');

-- Honeypots: a filled trap stores nothing and raises nothing.
select lives_ok($$select pg_temp.book('Bot', 'bot@example.com', pg_temp.manila(2, '09:00'), '30min', 'Test', 'https://spam.example')$$,
  'a booking with the honeypot filled answers like a success');
select lives_ok($$select pg_temp.inquire('Bot', 'bot@example.com', 'https://spam.example')$$,
  'an inquiry with the honeypot filled answers like a success');
reset role;
select is((select count(*)::integer from public.appointments where email = 'bot@example.com')
  + (select count(*)::integer from public.inquiries where email = 'bot@example.com'), 0,
  'neither honeypot row was stored');

-- Per mailbox, however it is written.
set local role anon;
select lives_ok($$select pg_temp.book('Tag Tester', 'tag@example.com', pg_temp.manila(3, '09:00'), '30min');
                  select pg_temp.book('Tag Tester', 'Tag+a@Example.com', pg_temp.manila(3, '09:30'), '30min');
                  select pg_temp.book('Tag Tester', 'TAG+b@example.com', pg_temp.manila(3, '11:00'), '30min')$$,
  'three pending bookings for one mailbox are accepted');
select throws_ok($$select pg_temp.book('Tag Tester', 'tag+c@example.com', pg_temp.manila(3, '11:30'), '30min')$$,
  'PT429', 'rate_limited', 'a fourth with another +tag is refused');

-- Per client address, counted on accepted writes only (the real limit is 30 an hour; 10 keeps this test short).
reset role;
update private.rate_limits set max_count = 10 where name = 'appointments_per_client_per_hour';
set local role anon;
select pg_temp.from_client('203.0.113.7');
select lives_ok($$select pg_temp.book('Net Tester', 'net' || n || '@example.com', pg_temp.manila(4, t), '30min')
                  from unnest(array['09:00','09:30','10:30','11:00','11:30','12:00','12:30','13:00','13:30','14:00']) with ordinality as s(t, n)$$,
  'ten bookings from one client address in an hour are accepted');
select throws_ok($$select pg_temp.book('Net Tester', 'net11@example.com', pg_temp.manila(4, '15:00'), '30min')$$,
  'PT429', 'rate_limited', 'the eleventh from that address is refused');
select pg_temp.from_client('198.51.100.9');
select lives_ok($$select pg_temp.book('Net Tester', 'net12@example.com', pg_temp.manila(4, '15:00'), '30min')$$,
  'another client address can still book');
select lives_ok($$select pg_temp.inquire('Net Tester', 'net.inquiry@example.com')$$,
  'inquiries have their own allowance per address');
reset role;
select is((select count(*)::integer from private.write_log where client_hash = sha256(convert_to('203.0.113.7', 'UTF8'))),
  10, 'only a hash of the client address is kept');

select * from finish();
rollback;
