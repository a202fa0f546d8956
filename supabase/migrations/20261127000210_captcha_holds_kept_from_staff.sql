-- Bots never reach staff (docs/decisions.md D66). With CAPTCHA on (20261124000100_captcha_hold, D38) a lead waits
-- for its visitor's CAPTCHA before it holds a slot or mails anyone, but staff still saw it: the calendar feed served
-- every booking awaiting the CAPTCHA with an alarm, and the agenda and lists showed them. And since a shared
-- address is never refused while CAPTCHA is on, one address could leave any number of them waiting.
--   1. Staff read no lead awaiting its CAPTCHA: a restrictive policy hides it from every staff read that runs with
--      the caller's rights (agenda, lists, the meetings needing an outcome, closed-day bookings), and the calendar
--      feed (the service role) leaves it out itself (20261127000220_calendar_feed_minimum).
--   2. A lead awaiting its CAPTCHA has no reminders; they are queued when it is cleared, as for any booking.
--   3. One client address may have appointments_awaiting_captcha_per_client bookings awaiting the CAPTCHA at once
--      (PT429 rate_limited beyond): a visitor clears theirs within seconds, so only what a bot leaves counts.

-- 1.
create policy appointments_hide_awaiting_captcha on public.appointments
  as restrictive for select to authenticated
  using (not awaiting_captcha);
create policy inquiries_hide_awaiting_captcha on public.inquiries
  as restrictive for select to authenticated
  using (not awaiting_captcha);

-- 2. As 20261126000601_meeting_reminders, for a booking that is not awaiting its CAPTCHA.
create or replace function private.appointments_sync_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_send_at timestamptz;
begin
  delete from public.mail_jobs j
  where j.appointment_id = new.id
    and j.template = 'booking_reminder'
    and j.status in ('held', 'pending', 'sending', 'dead');

  if new.status = 'confirmed' and not new.awaiting_captcha then
    for v_send_at in select private.booking_reminder_times(new.scheduled_at, pg_catalog.now()) loop
      perform private.enqueue_mail('booking_reminder', 'visitor', new.id, null, v_send_at);
    end loop;
  end if;
  return null;
end
$$;

create trigger appointments_sync_reminders_on_captcha_cleared
  after update of awaiting_captcha on public.appointments
  for each row
  when (old.awaiting_captcha and not new.awaiting_captcha)
  execute function private.appointments_sync_reminders();

-- 3. Which address left each booking awaiting its CAPTCHA (a hash, as private.write_log keeps it); gone with the
-- booking (purged, erased) and no longer counted once the booking is cleared.
create table private.captcha_holds (
  appointment_id uuid primary key references public.appointments (id) on delete cascade,
  client_hash bytea not null
);
create index captcha_holds_client_idx on private.captcha_holds (client_hash);

revoke all on private.captcha_holds from public;

insert into private.rate_limits (name, max_count, description) values
  ('appointments_awaiting_captcha_per_client', 10,
    'Bookings one client address may have awaiting the CAPTCHA at once (CAPTCHA on)');

create function private.client_hash()
returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(private.client_address(), 'UTF8'))
$$;

revoke execute on function private.client_hash() from public;

-- Before the insert: refuses a booking awaiting the CAPTCHA beyond the address's limit. Named to fire after
-- appointments_before_insert, which decides awaiting_captcha (triggers fire in name order).
create function private.appointments_limit_captcha_holds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.client_hash();
begin
  if new.awaiting_captcha and v_hash is not null and private.is_public_caller() then
    perform private.check_limit(
      (select pg_catalog.count(*) from private.captcha_holds h
        join public.appointments a on a.id = h.appointment_id
        where h.client_hash = v_hash and a.awaiting_captcha),
      'appointments_awaiting_captcha_per_client',
      'Too many bookings from this network are waiting for their check.',
      'Finish the check on the bookings already made, or try again later.'
    );
  end if;
  return new;
end
$$;

-- After the insert: remembers the address of a booking left awaiting the CAPTCHA.
create function private.appointments_record_captcha_hold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.client_hash();
begin
  if v_hash is not null then
    insert into private.captcha_holds (appointment_id, client_hash) values (new.id, v_hash);
  end if;
  return null;
end
$$;

revoke execute on function private.appointments_limit_captcha_holds() from public;
revoke execute on function private.appointments_record_captcha_hold() from public;

create trigger appointments_limit_captcha_holds
  before insert on public.appointments
  for each row execute function private.appointments_limit_captcha_holds();

create trigger appointments_record_captcha_hold
  after insert on public.appointments
  for each row
  when (new.awaiting_captcha)
  execute function private.appointments_record_captcha_hold();
