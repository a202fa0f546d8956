-- Private calendar feeds: each staff member may subscribe a calendar app to the upcoming pending and confirmed
-- bookings. The feed URL carries a random token (244 bits, as the manage links); only its SHA-256 is kept, so it is
-- shown once, when made. Making a new one replaces the old one; revoking deletes it. The staff-calendar edge
-- function (service role) reads a feed through public.calendar_feed_bookings, which counts its requests.
-- Errors: PT404 unknown_feed (unknown, malformed or revoked token), PT429 rate_limited.

create table private.staff_calendar_feeds (
  user_id uuid primary key references public.staff (user_id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  -- A fixed one-hour window of requests, for the rate limit.
  window_started_at timestamptz not null default now(),
  window_requests integer not null default 0
);

revoke all on private.staff_calendar_feeds from public;

insert into private.rate_limits (name, max_count, description) values
  ('calendar_feed_requests_per_hour', 60, 'Requests one staff calendar feed URL answers in a fixed hour'),
  ('calendar_feed_past_days', 7, 'Days of past bookings a staff calendar feed still lists');

-- When the caller's feed was made, or null when they have none.
create function public.staff_calendar_feed()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
begin
  return (select f.created_at from private.staff_calendar_feeds f where f.user_id = v_actor.user_id);
end
$$;

-- A new feed token for the caller (the old URL stops working). The clear token is returned once, never stored.
create function public.staff_create_calendar_feed()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_token text := private.random_token();
begin
  insert into private.staff_calendar_feeds (user_id, token_hash)
  values (v_actor.user_id, private.token_hash(v_token))
  on conflict (user_id) do update
    set token_hash = excluded.token_hash, created_at = pg_catalog.now(),
      window_started_at = pg_catalog.now(), window_requests = 0;
  return v_token;
end
$$;

-- Turns the caller's feed off; true when there was one.
create function public.staff_revoke_calendar_feed()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
begin
  delete from private.staff_calendar_feeds f where f.user_id = v_actor.user_id;
  return found;
end
$$;

-- The bookings a feed lists (service role only: the edge function). Counts the request against the feed's hour.
create function public.calendar_feed_bookings(p_token text)
returns table (
  id uuid,
  name text,
  email text,
  phone text,
  company text,
  topic text,
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text,
  meeting_type text,
  meeting_url text,
  status text,
  revision integer,
  updated_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_feed private.staff_calendar_feeds;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise sqlstate 'PT404' using message = 'unknown_feed';
  end if;
  select f.* into v_feed
  from private.staff_calendar_feeds f
  join public.staff s on s.user_id = f.user_id
  where f.token_hash = private.token_hash(p_token)
  for update of f;
  if not found then
    raise sqlstate 'PT404' using message = 'unknown_feed';
  end if;

  if v_feed.window_started_at <= pg_catalog.now() - interval '1 hour' then
    update private.staff_calendar_feeds f
    set window_started_at = pg_catalog.now(), window_requests = 1
    where f.user_id = v_feed.user_id;
  else
    perform private.check_limit(v_feed.window_requests, 'calendar_feed_requests_per_hour',
      'This calendar feed was asked too often.', 'Calendar apps refresh a feed every 15 minutes or more.');
    update private.staff_calendar_feeds f
    set window_requests = f.window_requests + 1
    where f.user_id = v_feed.user_id;
  end if;

  return query
    select a.id, a.name, a.email, a.phone, a.company, a.topic, a.scheduled_at, a.ends_at, a.duration,
      a.meeting_type, a.meeting_url, a.status, a.revision, a.updated_at
    from public.appointments a
    where a.status in ('pending', 'confirmed')
      and a.ends_at > pg_catalog.now()
        - pg_catalog.make_interval(days => private.rate_limit('calendar_feed_past_days'))
    order by a.scheduled_at;
end
$$;

revoke execute on function public.staff_calendar_feed() from public, anon;
revoke execute on function public.staff_create_calendar_feed() from public, anon;
revoke execute on function public.staff_revoke_calendar_feed() from public, anon;
grant execute on function public.staff_calendar_feed() to authenticated;
grant execute on function public.staff_create_calendar_feed() to authenticated;
grant execute on function public.staff_revoke_calendar_feed() to authenticated;
revoke execute on function public.calendar_feed_bookings(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_bookings(text) to service_role;
