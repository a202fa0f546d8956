-- Visitor self-service: the link in a booking e-mail carries a random token (stored as its SHA-256 only, see
-- private.manage_tokens). With it, and only with it, a visitor may read their booking, cancel it, or move it to
-- another free slot under the site's rules, up to a minimum notice before the meeting. A token
--   - is refused when unknown, already used for a change, or once the meeting has ended;
--   - works for one change: a reschedule hands back a fresh token for the same page, and mails another.
-- Every change bumps the booking's revision (its invite SEQUENCE) and mails the visitor and the team.
-- Errors: PT403 invalid_token, PT409 too_late / not_changeable / slot_taken, PT400 for a slot outside the rules.

insert into private.rate_limits (name, max_count, description) values
  ('visitor_change_notice_minutes', 120, 'Visitors may cancel or reschedule up to this many minutes before the start');

-- The booking a token opens, locked for the rest of the transaction; PT403 invalid_token otherwise.
create function private.booking_for_token(p_token text)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.appointments;
begin
  perform private.check_request_origin();
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise sqlstate 'PT403' using message = 'invalid_token', detail = 'This link is not valid.';
  end if;
  select a.* into v_booking
  from private.manage_tokens t
  join public.appointments a on a.id = t.appointment_id
  where t.token_hash = private.token_hash(p_token)
    and t.used_at is null
    and a.ends_at > pg_catalog.now()
  for update of a;
  if not found then
    raise sqlstate 'PT403' using message = 'invalid_token',
      detail = 'This link is not valid any more: it was used already, or the meeting is over.';
  end if;
  return v_booking;
end
$$;

revoke execute on function private.booking_for_token(text) from public;

-- Changes are allowed for live bookings, up to the minimum notice before the start.
create function private.assert_changeable(p_booking public.appointments)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_booking.status not in ('pending', 'confirmed') then
    raise sqlstate 'PT409' using message = 'not_changeable', detail = 'This booking can no longer be changed.';
  end if;
  if p_booking.scheduled_at - pg_catalog.make_interval(mins => private.rate_limit('visitor_change_notice_minutes'))
    <= pg_catalog.now() then
    raise sqlstate 'PT409' using message = 'too_late',
      detail = 'Changes close 2 hours before the meeting.',
      hint = 'Reply to your confirmation e-mail instead.';
  end if;
end
$$;

revoke execute on function private.assert_changeable(public.appointments) from public;

create function private.use_token(p_token text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.manage_tokens t set used_at = pg_catalog.now()
  where t.token_hash = private.token_hash(p_token)
$$;

revoke execute on function private.use_token(text) from public;

-- What the manage page shows: times, kind, status and how to join (the video room once confirmed, or the last
-- digits of the number the team calls, as in the e-mails); nothing else about the visitor.
create function public.visitor_get_booking(p_token text)
returns table (
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text,
  meeting_type text,
  status text,
  change_deadline timestamptz,
  meeting_url text,
  phone_last_digits text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.appointments := private.booking_for_token(p_token);
begin
  return query select v_booking.scheduled_at, v_booking.ends_at, v_booking.duration, v_booking.meeting_type,
    v_booking.status,
    v_booking.scheduled_at - pg_catalog.make_interval(mins => private.rate_limit('visitor_change_notice_minutes')),
    v_booking.meeting_url,
    (select case when pg_catalog.char_length(d.digits) >= 4 then pg_catalog.right(d.digits, 4) end
     from (select pg_catalog.regexp_replace(coalesce(v_booking.phone, ''), '[^0-9]', '', 'g') as digits) d);
end
$$;

create function public.visitor_cancel_booking(p_token text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.appointments := private.booking_for_token(p_token);
begin
  perform private.assert_changeable(v_booking);
  update public.appointments a
  set status = 'cancelled', revision = a.revision + 1, updated_at = pg_catalog.now()
  where a.id = v_booking.id;
  perform private.use_token(p_token);
  perform private.enqueue_mail('booking_cancelled', 'visitor', v_booking.id, null);
  perform private.enqueue_mail('booking_cancelled', 'team', v_booking.id, null);
end
$$;

-- Moves the booking (same duration) to p_scheduled_at and returns a fresh token for the page that asked.
create function public.visitor_reschedule_booking(p_token text, p_scheduled_at timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.appointments := private.booking_for_token(p_token);
  v_ends_at timestamptz;
begin
  perform private.assert_changeable(v_booking);
  perform private.assert_bookable_start(p_scheduled_at, true);
  if p_scheduled_at = v_booking.scheduled_at then
    raise sqlstate 'PT400' using message = 'same_slot', detail = 'The booking is already at this time.';
  end if;
  v_ends_at := p_scheduled_at + (v_booking.ends_at - v_booking.scheduled_at);

  perform private.assert_slot_free(p_scheduled_at, v_ends_at, v_booking.id);

  -- The CHECK constraints (weekday, hours, grid, excluded slots) judge the new time.
  update public.appointments a
  set scheduled_at = p_scheduled_at, ends_at = v_ends_at, revision = a.revision + 1, updated_at = pg_catalog.now()
  where a.id = v_booking.id;
  perform private.use_token(p_token);
  perform private.enqueue_mail('booking_rescheduled', 'visitor', v_booking.id, null);
  perform private.enqueue_mail('booking_rescheduled', 'team', v_booking.id, null);
  return private.new_manage_token(v_booking.id);
end
$$;

revoke execute on function public.visitor_get_booking(text) from public;
revoke execute on function public.visitor_cancel_booking(text) from public;
revoke execute on function public.visitor_reschedule_booking(text, timestamptz) from public;
grant execute on function public.visitor_get_booking(text) to anon, authenticated, service_role;
grant execute on function public.visitor_cancel_booking(text) to anon, authenticated, service_role;
grant execute on function public.visitor_reschedule_booking(text, timestamptz) to anon, authenticated, service_role;
