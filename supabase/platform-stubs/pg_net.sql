-- Stand-in for pg_net where the extension is not installed (the test PostgreSQL, the embedded local backend).
-- Loaded before the migrations, and only when the real extension is unavailable: net.http_post queues the request
-- in net.http_request_queue as pg_net does; the local backend sends the queued requests and deletes them.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    return;
  end if;
  create schema if not exists net;
  create table if not exists net.http_request_queue (
    id bigserial primary key,
    method text not null,
    url text not null,
    headers jsonb not null,
    body bytea,
    timeout_milliseconds integer not null
  );
  create or replace function net.http_post(
    url text,
    body jsonb default '{}'::jsonb,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds integer default 5000
  )
  returns bigint
  language sql
  as $fn$
    insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
    values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
    returning id
  $fn$;
  revoke all on schema net from public;
end
$$;
