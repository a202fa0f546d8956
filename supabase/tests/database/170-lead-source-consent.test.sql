-- The first-touch source a lead carries: known keys, bounded single-line strings, a host (not a URL), a path and a
-- UTC time; and the marketing consent a subscribed inquiry records.
begin;
\ir ../helpers.sql
select plan(14);

delete from public.closures;

create function pg_temp.book(p_source jsonb) returns void language plpgsql as $$
begin
  insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, source)
  values (gen_random_uuid(), 'Source Test', 'source@example.com', pg_temp.manila(2, '11:00', 5), '30min', 'video', 'AI', p_source);
end
$$;
-- Refusals go through inquiries, so no booking slot rule answers first.
create function pg_temp.inquire(p_source jsonb) returns void language plpgsql as $$
begin
  insert into public.inquiries (id, kind, name, email, phone, source)
  values ('inq-' || gen_random_uuid(), 'ai', 'Source Test', 'refused@example.com', '+63 912 345 6789', p_source);
end
$$;
grant execute on function pg_temp.book(jsonb) to anon;
grant execute on function pg_temp.inquire(jsonb) to anon;
grant execute on function pg_temp.manila(integer, text, integer) to anon;
grant execute on function pg_temp.monday(integer) to anon;

set local role anon;
select lives_ok($$select pg_temp.book('{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"december",
  "utm_term":"ai","utm_content":"top","referrer_host":"mail.google.com","landing_path":"/ai-solutions",
  "landed_at":"2026-11-26T06:25:00.000Z"}')$$, 'a visitor sends every known key');
select lives_ok($$insert into public.inquiries (id, kind, name, email, phone, source) values
  ('inq-00000000-0000-4000-8000-000000000d01', 'ai', 'Source Test', 'src@example.com', '+63 912 345 6789',
   '{"referrer_host":"www.facebook.com","landing_path":"/","landed_at":"2026-11-26T06:25:00Z"}')$$,
  'an inquiry carries its source too');
select throws_ok($$select pg_temp.inquire('{"utm_id":"x"}')$$, '23514', null, 'an unknown key is refused');
select throws_ok($$select pg_temp.inquire(jsonb_build_object('utm_source', repeat('a', 151)))$$, '23514', null,
  'a value over 150 characters is refused');
select throws_ok($$select pg_temp.inquire('{"utm_campaign":"a\nb"}')$$, '23514', null, 'a control character is refused');
select throws_ok($$select pg_temp.inquire('{"utm_source":""}')$$, '23514', null, 'an empty value is refused');
select throws_ok($$select pg_temp.inquire('{"utm_source":42}')$$, '23514', null, 'a value that is not a string is refused');
select throws_ok($$select pg_temp.inquire('{"referrer_host":"https://example.com/page"}')$$, '23514', null,
  'a referrer URL is refused: only its host is kept');
select throws_ok($$select pg_temp.inquire('{"landing_path":"/ai-solutions?utm_source=x"}')$$, '23514', null,
  'a landing path with its query is refused');
select throws_ok($$select pg_temp.inquire('{"landed_at":"yesterday"}')$$, '23514', null, 'a landing time must be UTC ISO');
select throws_ok($$select pg_temp.inquire('["newsletter"]')$$, '23514', null, 'a source must be an object');
reset role;

-- Consent.
set local role anon;
select throws_ok($$insert into public.inquiries (id, kind, name, email, phone, subscribe) values
  ('inq-00000000-0000-4000-8000-000000000d02', 'ai', 'No Notice', 'nn@example.com', '+63 912 345 6789', true)$$,
  '23514', null, 'a subscription without the notice version and form is refused');
insert into public.inquiries (id, kind, name, email, phone, subscribe, consent_notice_version, consent_form) values
  ('inq-00000000-0000-4000-8000-000000000d03', 'ai', 'Subscriber', 'sub@example.com', '+63 912 345 6789', true,
   '2026-11-26', '/ai-solutions');
reset role;
select results_eq($$select consent_at = now(), consent_notice_version, consent_form from public.inquiries
  where name = 'Subscriber'$$, $$values (true, '2026-11-26'::text, '/ai-solutions'::text)$$,
  'the consent keeps the server''s time, the notice version and the form''s page');
select results_eq($$select consent_at, consent_notice_version from public.inquiries where name = 'Source Test'$$,
  $$values (null::timestamptz, null::text)$$, 'no subscription records no consent');

select * from finish();
rollback;
