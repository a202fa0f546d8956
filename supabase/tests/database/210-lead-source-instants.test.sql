-- Every timestamp a visitor sends is a real instant in a sane range, and the lead source's texts follow the one
-- single-line rule (20261127000200_lead_source_instants_and_text).
begin;
\ir ../helpers.sql
select plan(17);

delete from public.closures;

create function pg_temp.inquire(p_source jsonb) returns void language plpgsql as $$
begin
  insert into public.inquiries (id, kind, name, email, phone, source)
  values ('inq-' || gen_random_uuid(), 'ai', 'Instant Test', 'instant@example.com', '+63 912 345 6789', p_source);
end
$$;
create function pg_temp.landed(p_offset interval) returns jsonb language sql stable as $$
  select jsonb_build_object('landed_at', to_char((now() + p_offset) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
$$;
grant execute on function pg_temp.inquire(jsonb) to anon;
grant execute on function pg_temp.landed(interval) to anon;
grant execute on function pg_temp.manila(integer, text, integer) to anon;
grant execute on function pg_temp.monday(integer) to anon;

set local role anon;
-- The accepted cases beside the refusals.
select lives_ok($$select pg_temp.inquire(pg_temp.landed(interval '-5 minutes'))$$, 'a landing time minutes ago is kept');
select lives_ok($$select pg_temp.inquire(pg_temp.landed(interval '-29 days'))$$,
  'a landing time 29 days ago is kept (a tab kept open)');
select lives_ok($$select pg_temp.inquire(pg_temp.landed(interval '23 hours'))$$,
  'a landing time up to a day ahead is kept (a browser clock running fast)');
select lives_ok($$select pg_temp.inquire(jsonb_build_object('utm_campaign', 'Año nuevo 2027 — 日本語 🎉'))$$,
  'a campaign in any script, with emoji, is kept');

-- Impossible or out-of-range instants.
select throws_ok($$select pg_temp.inquire('{"landed_at":"2026-13-45T25:61:61Z"}')$$, '23514', null,
  'an impossible date and time is refused');
select throws_ok($$select pg_temp.inquire('{"landed_at":"0000-00-00T00:00:00Z"}')$$, '23514', null,
  'a zero date is refused');
select throws_ok($$select pg_temp.inquire('{"landed_at":"2027-02-30T10:00:00Z"}')$$, '23514', null,
  'February 30 is refused');
select throws_ok($$select pg_temp.inquire('{"landed_at":"infinity"}')$$, '23514', null, 'infinity is refused');
select throws_ok($$select pg_temp.inquire(pg_temp.landed(interval '-31 days'))$$, '23514', null,
  'a landing time more than 30 days before the lead is refused');
select throws_ok($$select pg_temp.inquire(pg_temp.landed(interval '25 hours'))$$, '23514', null,
  'a landing time more than a day after the lead is refused');

-- The single-line rule: the characters [[:cntrl:]] let through.
select throws_ok($$select pg_temp.inquire(jsonb_build_object('utm_source', 'news' || U&'\202E' || 'letter'))$$,
  '23514', null, 'a direction override (U+202E) is refused');
select throws_ok($$select pg_temp.inquire(jsonb_build_object('utm_medium', 'e' || U&'\200B' || 'mail'))$$,
  '23514', null, 'a zero-width space (U+200B) is refused');
select throws_ok($$select pg_temp.inquire(jsonb_build_object('utm_term', 'a' || U&'\2028' || 'b'))$$,
  '23514', null, 'a line separator (U+2028) is refused');
select throws_ok($$select pg_temp.inquire(jsonb_build_object('utm_content', U&'\FEFF' || 'top'))$$,
  '23514', null, 'a byte order mark (U+FEFF) is refused');

-- A booking's source is held to the same rules.
select throws_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, source)
  values (gen_random_uuid(), 'Instant Test', 'instant.booking@example.com', pg_temp.manila(2, '11:00', 5), '30min',
    'video', 'AI', '{"landed_at":"2026-13-45T25:61:61Z"}')$$, '23514', null, 'a booking with an impossible landing time is refused');
select lives_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, source)
  values (gen_random_uuid(), 'Instant Test', 'instant.booking@example.com', pg_temp.manila(2, '11:00', 5), '30min',
    'video', 'AI', pg_temp.landed(interval '-1 minute'))$$, 'a booking with a real landing time is accepted');
reset role;

-- The visitor's meeting start is a timestamptz: infinity is no bookable start.
set local role anon;
select throws_ok($$insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic)
  values (gen_random_uuid(), 'Instant Test', 'instant.infinity@example.com', 'infinity', '30min', 'video', 'AI')$$,
  null, null, 'a booking starting at infinity is refused');
reset role;

select * from finish();
rollback;
