-- Meetings that happen: a video room for every confirmed video meeting, and reminder e-mails before it.
--   1. the room link: private.settings.meeting_url_template (set by the deploy script from MEETING_URL_TEMPLATE
--      through public.configure_meetings); "{room}" in it becomes an unguessable room name, a template without it
--      is one fixed room (Google Meet, Zoom) for every meeting;
--   2. the reminder offsets (mirrored from @innovatehub/domain, checked by a contract test);
--   3. triggers on appointments: a confirmed video booking gets its room, and every change of status or time
--      replaces the booking's unsent reminders in the same transaction. Reminders are outbox jobs
--      (template booking_reminder) due at their send time (mail_jobs.next_attempt_at); one already inside its
--      window is not queued, so none is ever sent late. The worker re-checks the booking when it sends.

-- 1. The room link.
insert into private.settings (name, value) values
  ('meeting_url_template', 'https://meet.jit.si/InnovateHub-{room}');

create function public.configure_meetings(p_url_template text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_url_template is null or pg_catalog.char_length(p_url_template) > 300
    or p_url_template !~ '^https://[^[:space:][:cntrl:]/]+(/[^[:space:][:cntrl:]]*)?$' then
    raise sqlstate 'PT400' using message = 'invalid_meeting_url_template',
      detail = 'Give an https URL, with {room} where each meeting''s own room name goes, e.g. https://meet.jit.si/InnovateHub-{room}.';
  end if;
  update private.settings set value = p_url_template where name = 'meeting_url_template';
end
$$;

revoke execute on function public.configure_meetings(text) from public, anon, authenticated;
grant execute on function public.configure_meetings(text) to service_role;

-- 33 hex digits carrying 130 random bits: two v4 UUIDs (122 random bits each) without their fixed version digit.
create function private.random_room_name()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.left(pg_catalog.string_agg(pg_catalog.left(h, 12) || pg_catalog.substr(h, 14), ''), 33)
  from (
    select pg_catalog.replace(pg_catalog.gen_random_uuid()::text, '-', '') as h
    from pg_catalog.generate_series(1, 2)
  ) uuids
$$;

create function private.new_meeting_url()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select pg_catalog.replace(s.value, '{room}', private.random_room_name())
  from private.settings s
  where s.name = 'meeting_url_template'
$$;

revoke execute on function private.random_room_name() from public;
revoke execute on function private.new_meeting_url() from public;

-- 2. Minutes before the start at which a confirmed booking's visitor is reminded (BOOKING_REMINDER_OFFSETS_MINUTES
-- in @innovatehub/domain).
create function private.booking_reminder_offsets_minutes()
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select array[1440, 60]
$$;

-- When a booking starting at p_scheduled_at, confirmed at p_now, is reminded: one time per offset, only those
-- still ahead (a reminder whose time has come already is skipped, never sent late). Earliest first.
create function private.booking_reminder_times(p_scheduled_at timestamptz, p_now timestamptz)
returns setof timestamptz
language sql
immutable
set search_path = ''
as $$
  select p_scheduled_at - pg_catalog.make_interval(mins => o.minutes)
  from pg_catalog.unnest(private.booking_reminder_offsets_minutes()) as o(minutes)
  where p_scheduled_at - pg_catalog.make_interval(mins => o.minutes) > p_now
  order by 1
$$;

revoke execute on function private.booking_reminder_offsets_minutes() from public;
revoke execute on function private.booking_reminder_times(timestamptz, timestamptz) from public;

-- 3. The triggers.
create function private.appointments_assign_meeting_url()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and new.meeting_type = 'video' and new.meeting_url is null then
    new.meeting_url := private.new_meeting_url();
  end if;
  return new;
end
$$;

revoke execute on function private.appointments_assign_meeting_url() from public;

create trigger appointments_assign_meeting_url
  before insert or update of status on public.appointments
  for each row execute function private.appointments_assign_meeting_url();

-- Drops the booking's reminders not yet sent, then queues one per offset whose time is still ahead when the
-- booking is confirmed. A sent (or skipped) reminder stays as history.
create function private.appointments_sync_reminders()
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

  if new.status = 'confirmed' then
    for v_send_at in select private.booking_reminder_times(new.scheduled_at, pg_catalog.now()) loop
      perform private.enqueue_mail('booking_reminder', 'visitor', new.id, null, v_send_at);
    end loop;
  end if;
  return null;
end
$$;

revoke execute on function private.appointments_sync_reminders() from public;

create trigger appointments_sync_reminders_on_insert
  after insert on public.appointments
  for each row
  when (new.status = 'confirmed')
  execute function private.appointments_sync_reminders();

create trigger appointments_sync_reminders_on_update
  after update of status, scheduled_at on public.appointments
  for each row
  when (old.status is distinct from new.status or old.scheduled_at is distinct from new.scheduled_at)
  execute function private.appointments_sync_reminders();
