-- Optional CAPTCHA for new leads, off by default. A bot never calls a function: it inserts through the API with
-- the public key. So when CAPTCHA is on, the database itself holds a new lead's e-mails:
--   1. the e-mails a new booking or inquiry queues start "held" (the worker claims only pending and expired
--      sending jobs, so it never takes them);
--   2. process-appointment verifies the visitor's CAPTCHA token with the provider and releases that lead's jobs
--      through a service-role-only function;
--   3. a lead whose e-mails are still held after unverified_lead_minutes is deleted (which frees its slot).
-- Turned on by the deploy script (configure_captcha) together with the function's CAPTCHA_SECRET_KEY.

insert into private.settings (name, value) values ('captcha_required', null);
insert into private.rate_limits (name, max_count, description) values
  ('unverified_lead_minutes', 30, 'With CAPTCHA on, a lead never verified is deleted after this many minutes');

create index mail_jobs_held_idx on public.mail_jobs (created_at) where status = 'held';

create function private.captcha_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value = 'on' from private.settings s where s.name = 'captcha_required'), false)
$$;

revoke execute on function private.captcha_required() from public;

-- 1. Only the first e-mails of a new lead are held; later ones (staff or visitor changes) follow a verified lead.
create function private.mail_jobs_hold_unverified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.template in ('booking_received', 'booking_new', 'inquiry_received', 'inquiry_new')
    and private.captcha_required() then
    new.status := 'held';
  end if;
  return new;
end
$$;

revoke execute on function private.mail_jobs_hold_unverified() from public;

create trigger mail_jobs_hold_unverified
  before insert on public.mail_jobs
  for each row execute function private.mail_jobs_hold_unverified();

-- 2. Releases one lead's held e-mails (exactly one of the two ids), due at once, and lets the lead count and hold
-- its slot. Returns how many e-mails were held.
create function public.release_held_mail_jobs(p_appointment_id uuid default null, p_inquiry_id text default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_booking public.appointments;
begin
  if num_nonnulls(p_appointment_id, p_inquiry_id) <> 1 then
    raise sqlstate 'PT400' using message = 'invalid_lead',
      detail = 'Give exactly one of p_appointment_id and p_inquiry_id.';
  end if;
  -- From now on the lead counts toward its mailbox's limits and a booking holds its slot, if it is still free
  -- (PT409 slot_taken otherwise: another visitor verified first; this lead stays held and is purged).
  select a.* into v_booking from public.appointments a where a.id = p_appointment_id and a.awaiting_captcha;
  if found then
    if v_booking.status not in ('cancelled', 'declined') then
      perform private.assert_slot_free(v_booking.scheduled_at, v_booking.ends_at, v_booking.id);
    end if;
    update public.appointments a set awaiting_captcha = false where a.id = v_booking.id;
  end if;
  update public.inquiries i set awaiting_captcha = false where i.id = p_inquiry_id and i.awaiting_captcha;
  update public.mail_jobs j
  set status = 'pending', next_attempt_at = pg_catalog.now()
  where j.status = 'held'
    and (j.appointment_id = p_appointment_id or j.inquiry_id = p_inquiry_id);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke execute on function public.release_held_mail_jobs(uuid, text) from public, anon, authenticated;
grant execute on function public.release_held_mail_jobs(uuid, text) to service_role;

-- The deploy script's switch (service role only): on together with the function's CAPTCHA_SECRET_KEY.
create function public.configure_captcha(p_required boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.settings set value = case when p_required then 'on' end where name = 'captcha_required';
end
$$;

revoke execute on function public.configure_captcha(boolean) from public, anon, authenticated;
grant execute on function public.configure_captcha(boolean) to service_role;

-- 3. Deletes the leads whose e-mails are still held after the limit; their jobs and tokens go by cascade.
create function private.purge_unverified_leads()
returns table (appointments integer, inquiries integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cutoff timestamptz :=
    pg_catalog.now() - pg_catalog.make_interval(mins => private.rate_limit('unverified_lead_minutes'));
  v_appointments integer;
  v_inquiries integer;
begin
  delete from public.appointments a
  where exists (
    select 1 from public.mail_jobs j
    where j.appointment_id = a.id and j.status = 'held' and j.created_at < v_cutoff
  );
  get diagnostics v_appointments = row_count;

  delete from public.inquiries i
  where exists (
    select 1 from public.mail_jobs j
    where j.inquiry_id = i.id and j.status = 'held' and j.created_at < v_cutoff
  );
  get diagnostics v_inquiries = row_count;

  return query select v_appointments, v_inquiries;
end
$$;

revoke execute on function private.purge_unverified_leads() from public;

select cron.schedule('purge-unverified-leads', '*/5 * * * *', 'select private.purge_unverified_leads()');
