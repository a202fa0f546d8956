-- Outcomes only after the start (docs/decisions.md D66): a meeting is completed or a no-show once it has begun,
-- never before. Recording one early dropped the visitor's reminders, stopped their manage link without telling
-- them and counted in the show rate. Checked on the row itself, so every path that records an outcome
-- (staff_set_appointment_status and whatever comes later) is held to it: PT409 meeting_not_started. Only the
-- server roles can insert a booking in another status than pending; they are not checked here.

create function private.appointments_outcome_after_start()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('completed', 'no_show') and new.scheduled_at > pg_catalog.now() then
    raise sqlstate 'PT409' using message = 'meeting_not_started',
      detail = 'An outcome can be recorded once the meeting has started.',
      hint = 'Mark it completed or a no-show after its start.';
  end if;
  return new;
end
$$;

revoke execute on function private.appointments_outcome_after_start() from public;

create trigger appointments_outcome_after_start
  before update of status, scheduled_at on public.appointments
  for each row
  when (new.status in ('completed', 'no_show'))
  execute function private.appointments_outcome_after_start();
