-- Limits on anonymous writes, enforced by the database itself for any client holding the public key:
-- per normalised e-mail address, per client address and overall, sized so that a handful of addresses cannot
-- lock everyone else out. The booking and inquiry triggers apply them; the numbers live in private.rate_limits.

-- Caps and other tunable numbers. Only the database owner (migrations, the service's SQL console) can change them;
-- the API roles cannot even see the table.
create table private.rate_limits (
  name text primary key,
  max_count integer not null,
  description text not null,
  constraint rate_limits_max_count_positive check (max_count > 0)
);

revoke all on private.rate_limits from public;

-- Why these numbers: the team can take at most about 15 meetings a day, so 3 pending bookings per mailbox and
-- 10 writes per network per hour never stop a real visitor; 200 per hour overall is far above real traffic
-- and cannot be reached by fewer than 20 networks, so a handful of addresses cannot lock everyone out.
insert into private.rate_limits (name, max_count, description) values
  ('appointments_pending_per_email', 3, 'Future pending bookings one e-mail address may hold at once'),
  ('appointments_per_hour', 200, 'Bookings accepted from the public in any rolling hour'),
  ('inquiries_per_email_per_hour', 5, 'Inquiries one e-mail address may send in a rolling hour'),
  ('inquiries_per_hour', 200, 'Inquiries accepted from the public in any rolling hour'),
  ('appointments_per_client_per_hour', 10, 'Bookings accepted from one client address in a rolling hour'),
  ('inquiries_per_client_per_hour', 10, 'Inquiries accepted from one client address in a rolling hour');

create function private.rate_limit(p_name text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select r.max_count from private.rate_limits r where r.name = p_name
$$;

revoke execute on function private.rate_limit(text) from public;

-- The one way a limit refuses: PT429 rate_limited (PostgREST answers 429) once p_count has reached the limit.
create function private.check_limit(
  p_count bigint,
  p_limit_name text,
  p_detail text,
  p_hint text default 'Please try again later.'
)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_count >= private.rate_limit(p_limit_name) then
    raise sqlstate 'PT429' using message = 'rate_limited', detail = p_detail, hint = p_hint;
  end if;
end
$$;

revoke execute on function private.check_limit(bigint, text, text, text) from public;

-- One mailbox, however it is written: case folded and "+tag" dropped from the local part.
create function private.normalized_email(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(p_email)), '\+[^@]*@', '@')
$$;

-- Index expressions run with the inserting role's EXECUTE right (like CHECK expressions); the schema stays closed.
revoke execute on function private.normalized_email(text) from public;
grant execute on function private.normalized_email(text) to anon, authenticated, service_role;

-- The client address as the API gateway reports it: the first X-Forwarded-For entry of the request, which
-- PostgREST exposes as request.headers (the local backend passes the socket address the same way). It can be
-- forged by a client, so it is one limit among three, never the only one. Null outside an API request.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(pg_catalog.split_part(
    (nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb) ->> 'x-forwarded-for', ',', 1)), '')
$$;

revoke execute on function private.client_address() from public;

-- Accepted public writes per client address, as a hash; kept one day (see private.purge_expired_data).
create table private.write_log (
  kind text not null,
  client_hash bytea not null,
  created_at timestamptz not null default now()
);
create index write_log_lookup_idx on private.write_log (kind, client_hash, created_at);
revoke all on private.write_log from public;

-- Raises PT429 when the caller's address already made p_limit_name's number of p_kind writes in the last hour,
-- otherwise records this one. Without a known address (a server-side caller) there is nothing to count.
create function private.check_client_limit(p_kind text, p_limit_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_address text := private.client_address();
  v_hash bytea;
begin
  if v_address is null then
    return;
  end if;
  v_hash := pg_catalog.sha256(pg_catalog.convert_to(v_address, 'UTF8'));
  perform private.check_limit(
    (select count(*) from private.write_log w
      where w.kind = p_kind and w.client_hash = v_hash and w.created_at > pg_catalog.now() - interval '1 hour'),
    p_limit_name,
    'Too many requests from this network.'
  );
  insert into private.write_log (kind, client_hash) values (p_kind, v_hash);
end
$$;

revoke execute on function private.check_client_limit(text, text) from public;
