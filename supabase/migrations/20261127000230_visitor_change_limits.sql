-- A manage link's changes are bounded (docs/decisions.md D66). Each reschedule hands back a fresh link, so one
-- booking could be moved without end, every move mailing the visitor and the team; and the daily mailbox cap
-- counted new bookings only.
--   1. private.visitor_changes records every change a visitor makes through their link (kept with the booking).
--   2. A booking moves at most visitor_reschedules_per_booking times by its visitor: PT409 reschedule_limit.
--   3. appointments_per_email_per_day now counts a mailbox's new bookings and its visitor changes together: a
--      reschedule beyond it is refused (PT429 rate_limited), and so is a new booking. A cancel is never refused
--      (a visitor can always free the slot), but it counts.
-- Otherwise the functions are as 20261122000800_visitor_self_service.

-- 1.
create table private.visitor_changes (
  id bigint generated always as identity primary key,
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  kind text not null,
  created_at timestamptz not null default now(),
  constraint visitor_changes_kind_values check (kind in ('reschedule', 'cancel'))
);
create index visitor_changes_appointment_idx on private.visitor_changes (appointment_id, kind);
create index visitor_changes_created_at_idx on private.visitor_changes (created_at);

revoke all on private.visitor_changes from public;

insert into private.rate_limits (name, max_count, description) values
  ('visitor_reschedules_per_booking', 3, 'Times a visitor may move one booking through its manage link');
update private.rate_limits
set description = 'New bookings and visitor changes one mailbox may make in a rolling 24 hours'
where name = 'appointments_per_email_per_day';

-- 3. What one mailbox did in the last 24 hours: bookings made (those awaiting the CAPTCHA do not count yet) and
-- changes made through manage links.
create function private.mailbox_bookings_and_changes_today(p_email text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select pg_catalog.count(*) from public.appointments a
      where private.normalized_email(a.email) = private.normalized_email(p_email)
        and not a.awaiting_captcha
        and a.created_at > pg_catalog.now() - interval '1 day')
    + (select pg_catalog.count(*) from private.visitor_changes c
      join public.appointments a on a.id = c.appointment_id
      where c.created_at > pg_catalog.now() - interval '1 day'
        and private.normalized_email(a.email) = private.normalized_email(p_email))
$$;

revoke execute on function private.mailbox_bookings_and_changes_today(text) from public;

create function private.check_mailbox_daily_cap(p_email text, p_detail text)
returns void
language sql
stable
security definer
set search_path = ''
as $$
  select private.check_limit(
    private.mailbox_bookings_and_changes_today(p_email),
    'appointments_per_email_per_day',
    p_detail,
    'Please try again tomorrow, or contact us directly.'
  )
$$;

revoke execute on function private.check_mailbox_daily_cap(text, text) from public;

-- A new public booking: the cap over bookings and changes (appointments_before_insert still counts bookings alone,
-- a subset). Named to fire after appointments_before_insert, which skips a retried insert.
create function private.appointments_limit_mailbox_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_public_caller() and not new.awaiting_captcha then
    perform private.check_mailbox_daily_cap(new.email,
      'This e-mail address has made the maximum number of bookings for today.');
  end if;
  return new;
end
$$;

revoke execute on function private.appointments_limit_mailbox_changes() from public;

create trigger appointments_limit_mailbox_changes
  before insert on public.appointments
  for each row execute function private.appointments_limit_mailbox_changes();

-- 2. and 3.
create or replace function public.visitor_reschedule_booking(p_token text, p_scheduled_at timestamptz)
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
  if (select pg_catalog.count(*) from private.visitor_changes c
      where c.appointment_id = v_booking.id and c.kind = 'reschedule')
    >= private.rate_limit('visitor_reschedules_per_booking') then
    raise sqlstate 'PT409' using message = 'reschedule_limit',
      detail = 'This booking has been moved the most times a link allows.',
      hint = 'Reply to your confirmation e-mail to change it.';
  end if;
  perform private.check_mailbox_daily_cap(v_booking.email,
    'This e-mail address has made the maximum number of bookings and changes for today.');
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
  insert into private.visitor_changes (appointment_id, kind) values (v_booking.id, 'reschedule');
  perform private.enqueue_mail('booking_rescheduled', 'visitor', v_booking.id, null);
  perform private.enqueue_mail('booking_rescheduled', 'team', v_booking.id, null);
  return private.new_manage_token(v_booking.id);
end
$$;

create or replace function public.visitor_cancel_booking(p_token text)
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
  insert into private.visitor_changes (appointment_id, kind) values (v_booking.id, 'cancel');
  perform private.enqueue_mail('booking_cancelled', 'visitor', v_booking.id, null);
  perform private.enqueue_mail('booking_cancelled', 'team', v_booking.id, null);
end
$$;
