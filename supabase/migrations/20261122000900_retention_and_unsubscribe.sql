-- The privacy page's promises, kept by the database:
--   1. retention: bookings are deleted one year after the meeting, inquiries two years after they were sent
--      (with their e-mail jobs and tokens, by cascade), and the per-network write log after one day;
--   2. unsubscribe: the acknowledgement of an inquiry sent with "subscribe" carries a link that turns the flag
--      off for every inquiry from that mailbox, at any time.

-- 1. Retention, run daily by pg_cron (the local backend runs it on its schedule too).
insert into private.rate_limits (name, max_count, description) values
  ('retention_booking_days', 365, 'Bookings are deleted this many days after the meeting'),
  ('retention_inquiry_days', 730, 'Inquiries are deleted this many days after they were sent');

create function private.purge_expired_data()
returns table (appointments integer, inquiries integer, write_log integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_appointments integer;
  v_inquiries integer;
  v_write_log integer;
begin
  delete from public.appointments a
  where a.ends_at < pg_catalog.now() - pg_catalog.make_interval(days => private.rate_limit('retention_booking_days'));
  get diagnostics v_appointments = row_count;

  delete from public.inquiries i
  where i.created_at < pg_catalog.now() - pg_catalog.make_interval(days => private.rate_limit('retention_inquiry_days'));
  get diagnostics v_inquiries = row_count;

  delete from private.write_log w where w.created_at < pg_catalog.now() - interval '1 day';
  get diagnostics v_write_log = row_count;

  return query select v_appointments, v_inquiries, v_write_log;
end
$$;

revoke execute on function private.purge_expired_data() from public;

select cron.schedule('purge-expired-data', '17 3 * * *', 'select private.purge_expired_data()');

-- 2. Unsubscribe. The tokens are made with each subscriber's acknowledgement (see the mail outbox).
-- Turns the subscription off for the token's mailbox (however it is written) and records when it was withdrawn.
-- Using a link twice is fine.
create function public.unsubscribe(p_token text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  perform private.check_request_origin();
  select private.normalized_email(i.email) into v_email
  from private.unsubscribe_tokens t
  join public.inquiries i on i.id = t.inquiry_id
  where p_token ~ '^[0-9a-f]{64}$'
    and t.token_hash = private.token_hash(p_token);
  if v_email is null then
    raise sqlstate 'PT403' using message = 'invalid_token', detail = 'This link is not valid.';
  end if;
  update public.inquiries i set subscribe = false, consent_withdrawn_at = pg_catalog.now()
  where private.normalized_email(i.email) = v_email and i.subscribe;
end
$$;

revoke execute on function public.unsubscribe(text) from public;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;
