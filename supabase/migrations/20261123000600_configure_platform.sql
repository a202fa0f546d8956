-- The two project-specific settings the deploy script writes through the API with the service role key:
-- where the schedule sends its HTTP call (the project's functions URL) and which browser origins the visitor
-- functions answer. Nothing else can change them (the settings table itself is closed to the API).
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
