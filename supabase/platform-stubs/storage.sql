-- Supabase Storage's schema, for databases that lack it: the throwaway PostgreSQL of the database tests and the
-- embedded local backend (PGlite). On a Supabase project the storage schema already exists and this file does
-- nothing. Shapes follow Storage's own tables (the columns the migrations and the local backend use); as on a
-- project, row level security is on for both tables and the policies in the migrations decide who may do what.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    return;
  end if;
  create schema storage;
  -- The API roles do not exist yet (the first migration creates them); Storage runs its queries as the caller's
  -- role, so everyone may use the schema and its tables, and row level security decides.
  grant usage on schema storage to public;

  create table storage.buckets (
    id text primary key,
    name text not null unique,
    owner uuid,
    public boolean not null default false,
    -- Bytes; null means the project's global limit.
    file_size_limit bigint,
    -- Null means any type.
    allowed_mime_types text[],
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );

  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text not null references storage.buckets (id),
    name text not null,
    owner uuid,
    owner_id text,
    metadata jsonb,
    user_metadata jsonb,
    version text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_accessed_at timestamptz not null default now(),
    unique (bucket_id, name)
  );

  -- storage.foldername('a/b/c.jpg') = {a,b}, as Storage defines it.
  create function storage.foldername(name text)
  returns text[]
  language sql
  immutable
  as $fn$
    select (pg_catalog.string_to_array(name, '/'))[1:pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1) - 1]
  $fn$;

  alter table storage.buckets enable row level security;
  alter table storage.objects enable row level security;
  grant select on storage.buckets to public;
  grant select, insert, update, delete on storage.objects to public;
end
$$;
