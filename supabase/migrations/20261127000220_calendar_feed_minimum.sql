-- The staff calendar feed carries what a calendar needs and nothing more (docs/decisions.md D66). The calendar
-- service that fetches a subscribed feed (Google Calendar, Apple Calendar, Microsoft Outlook) stores it, so the feed
-- gives it each meeting's title (topic and name), time, kind and how to join: the room, or the number to call for
-- a phone call. Never the visitor's e-mail, company or notes, and no phone number for a video meeting. The event
-- links to the lead in the console instead. A booking awaiting its CAPTCHA is not listed
-- (20261127000210_captcha_holds_kept_from_staff). Otherwise as 20261126000602_staff_calendar_feeds.

drop function public.calendar_feed_bookings(text);

create function public.calendar_feed_bookings(p_token text)
returns table (
  id uuid,
  name text,
  topic text,
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text,
  meeting_type text,
  meeting_url text,
  call_phone text,
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
    select a.id, a.name, a.topic, a.scheduled_at, a.ends_at, a.duration, a.meeting_type, a.meeting_url,
      case when a.meeting_type = 'call' then a.phone end,
      a.status, a.revision, a.updated_at
    from public.appointments a
    where a.status in ('pending', 'confirmed')
      and not a.awaiting_captcha
      and a.ends_at > pg_catalog.now()
        - pg_catalog.make_interval(days => private.rate_limit('calendar_feed_past_days'))
    order by a.scheduled_at;
end
$$;

revoke execute on function public.calendar_feed_bookings(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_bookings(text) to service_role;
