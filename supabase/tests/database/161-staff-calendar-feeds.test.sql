-- Staff calendar feeds: a secret URL per member, stored hashed, replaced or revoked by its owner, read only by the
-- edge function (service role), rate-limited.
begin;
\ir ../helpers.sql
select plan(18);

insert into auth.users (id, email, aud, role) values
  ('00000000-0000-4000-a000-0000000016bb', 'feeds@innovatehub.test', 'authenticated', 'authenticated');
insert into public.staff (user_id, email, role) values
  ('00000000-0000-4000-a000-0000000016bb', 'feeds@innovatehub.test', 'agent');
insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status) values
  ('00000000-0000-4000-8000-000000001611', 'Feed Pending', 'feed.pending@example.com', pg_temp.manila(2, '09:00', 4),
    '30min', 'video', 'Feeds', 'pending'),
  ('00000000-0000-4000-8000-000000001612', 'Feed Cancelled', 'feed.cancelled@example.com', pg_temp.manila(2, '11:00', 4),
    '30min', 'video', 'Feeds', 'cancelled');

set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016bb', 'aal1');
select throws_ok($$select public.staff_create_calendar_feed()$$, 'PT403', 'mfa_required',
  'a password-only session cannot make a feed');
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016bb');
select is(public.staff_calendar_feed(), null, 'no feed at first');
create temporary table feed on commit drop as select public.staff_create_calendar_feed() as token;
select matches((select token from feed), '^[0-9a-f]{64}$', 'the feed token is 64 hex digits, returned once');
select isnt(public.staff_calendar_feed(), null, 'the member now has a feed');
select throws_ok($$select * from public.calendar_feed_bookings((select token from feed))$$, '42501', null,
  'staff cannot read a feed through the API; only the edge function can');
reset role;

select is((select count(*)::integer from private.staff_calendar_feeds
  where token_hash = private.token_hash((select token from feed))), 1, 'only the hash of the token is stored');
select is((select count(*)::integer from private.staff_calendar_feeds f
  where position(convert_to((select token from feed), 'UTF8') in f.token_hash) > 0
     or encode(f.token_hash, 'escape') like '%' || (select token from feed) || '%'), 0,
  'the clear token is stored nowhere in the feeds table');

grant select on feed to service_role;
set local role service_role;
create temporary table listed on commit drop as
  select id from public.calendar_feed_bookings((select token from feed));
select ok('00000000-0000-4000-8000-000000001611'::uuid in (select id from listed), 'the feed lists a pending booking');
select ok('00000000-0000-4000-8000-000000001612'::uuid not in (select id from listed), 'but not a cancelled one');
select throws_ok($$select * from public.calendar_feed_bookings(repeat('0', 64))$$, 'PT404', 'unknown_feed',
  'an unknown token reads nothing');
select throws_ok($$select * from public.calendar_feed_bookings('not a token')$$, 'PT404', 'unknown_feed',
  'a malformed token reads nothing');
reset role;

-- The rate limit: the hour's requests are counted per feed.
update private.rate_limits set max_count = 2 where name = 'calendar_feed_requests_per_hour';
set local role service_role;
select lives_ok($$select * from public.calendar_feed_bookings((select token from feed))$$, 'the second request of the hour is answered');
select throws_ok($$select * from public.calendar_feed_bookings((select token from feed))$$, 'PT429', 'rate_limited',
  'a feed asked too often is refused');
reset role;

-- Regenerate and revoke.
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016bb');
create temporary table feed2 on commit drop as select public.staff_create_calendar_feed() as token;
reset role;
grant select on feed2 to service_role;
set local role service_role;
select throws_ok($$select * from public.calendar_feed_bookings((select token from feed))$$, 'PT404', 'unknown_feed',
  'a regenerated feed''s old URL reads nothing');
select lives_ok($$select * from public.calendar_feed_bookings((select token from feed2))$$, 'the new URL works');
reset role;
set local role authenticated;
select pg_temp.sign_in('00000000-0000-4000-a000-0000000016bb');
select ok(public.staff_revoke_calendar_feed(), 'the member revokes the feed');
reset role;
set local role service_role;
select throws_ok($$select * from public.calendar_feed_bookings((select token from feed2))$$, 'PT404', 'unknown_feed',
  'a revoked feed reads nothing');
reset role;

set local role anon;
select throws_ok($$select * from private.staff_calendar_feeds$$, '42501', null, 'anon cannot see the feeds table');
reset role;

select * from finish();
rollback;
