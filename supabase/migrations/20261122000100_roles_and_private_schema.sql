-- Roles and schemas every later migration relies on.
-- On a Supabase project the three API roles already exist; they are created here only where missing
-- (a plain PostgreSQL for the database tests, PGlite for the embedded local backend).
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Nothing in public is exposed unless a migration grants it explicitly (Supabase's "securing your API").
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

-- Server-only helpers and settings live outside the API-exposed schema.
create schema if not exists private;
revoke all on schema private from public;

-- True when the statement runs for a public API role (PostgREST switches with "set local role").
-- current_setting('role') keeps the switched role even inside security definer functions.
create function private.is_public_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_setting('role', true) in ('anon', 'authenticated')
$$;

revoke execute on function private.is_public_caller() from public;
