-- The project-specific settings and the platform extensions the rest of the schema uses:
--   1. private.settings: where the schedule sends its HTTP call (the project's functions URL) and which browser
--      origins the visitor functions answer. The deploy script writes both through public.configure_platform
--      with the service role key; nothing else can change them (the table is closed to the API).
--   2. pg_cron and pg_net, enabled where the platform has them (Supabase). Elsewhere supabase/platform-stubs
--      provides the same cron.schedule and net.http_post, loaded before the migrations.

-- 1. Settings; the database owner only.
create table private.settings (
  name text primary key,
  value text
);
revoke all on private.settings from public;
insert into private.settings (name, value) values
  ('functions_url', null),
  -- Comma-separated origins allowed to call the visitor functions from a browser; empty allows any (local use).
  ('allowed_origins', null);
comment on table private.settings is
  'functions_url: https://<project-ref>.supabase.co/functions/v1 (set by tooling/scripts/deploy-supabase.sh).';

create function public.configure_platform(p_functions_url text, p_allowed_origins text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_functions_url is null or p_functions_url !~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$' then
    raise sqlstate 'PT400' using message = 'invalid_functions_url',
      detail = 'Give the functions base URL, e.g. https://<project-ref>.supabase.co/functions/v1.';
  end if;
  if p_allowed_origins is not null and p_allowed_origins !~ '^(https?://[^[:space:],/]+)(, ?https?://[^[:space:],/]+)*$' then
    raise sqlstate 'PT400' using message = 'invalid_allowed_origins',
      detail = 'Give comma-separated origins, e.g. https://innovatehub.ph,https://www.innovatehub.ph.';
  end if;
  update private.settings set value = pg_catalog.rtrim(p_functions_url, '/') where name = 'functions_url';
  update private.settings set value = p_allowed_origins where name = 'allowed_origins';
end
$$;

revoke execute on function public.configure_platform(text, text) from public, anon, authenticated;
grant execute on function public.configure_platform(text, text) to service_role;

-- Refuses a browser request from an origin outside private.settings.allowed_origins when that is set.
create function private.check_request_origin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_allowed text := (select s.value from private.settings s where s.name = 'allowed_origins');
  v_origin text := (nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb) ->> 'origin';
begin
  if v_allowed is null or v_allowed = '' or v_origin is null then
    return;
  end if;
  if not v_origin = any (pg_catalog.string_to_array(pg_catalog.replace(v_allowed, ' ', ''), ',')) then
    raise sqlstate 'PT403' using message = 'origin_not_allowed';
  end if;
end
$$;

revoke execute on function private.check_request_origin() from public;

-- 2. Platform extensions.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;
