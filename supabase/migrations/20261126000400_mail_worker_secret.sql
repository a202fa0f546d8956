-- The mail-worker function answers only the schedule: pg_net sends this shared secret in the
-- x-mail-worker-secret header (private.kick_mail_worker), and the function compares it with its
-- MAIL_WORKER_SECRET. The deploy script generates one secret and gives it to both sides; the local backend makes
-- a new one on every start. Until it is set the schedule sends nothing (the function would refuse the call).
-- A dedicated secret rather than the service-role key: it can do one thing (run the worker sooner), so keeping it
-- in the closed private.settings table is proportionate, and the service-role key never has to live in the
-- database.

insert into private.settings (name, value) values ('mail_worker_secret', null);

create function public.configure_mail_worker(p_secret text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_secret is null or p_secret !~ '^[A-Za-z0-9_-]{32,}$' or char_length(p_secret) > 256 then
    raise sqlstate 'PT400' using message = 'invalid_secret',
      detail = 'Give 32 to 256 letters, digits, _ or -, e.g. the output of openssl rand -hex 32.';
  end if;
  update private.settings set value = p_secret where name = 'mail_worker_secret';
end
$$;

revoke execute on function public.configure_mail_worker(text) from public, anon, authenticated;
grant execute on function public.configure_mail_worker(text) to service_role;
