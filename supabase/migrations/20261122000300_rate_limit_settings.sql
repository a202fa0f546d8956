-- Caps for anonymous writes. Only the database owner (migrations, the service's SQL console) can change them;
-- the API roles cannot even see the table.
create table private.rate_limits (
  name text primary key,
  max_count integer not null,
  description text not null,
  constraint rate_limits_max_count_positive check (max_count > 0)
);

revoke all on private.rate_limits from public;

insert into private.rate_limits (name, max_count, description) values
  ('appointments_pending_per_email', 3, 'Future pending bookings one e-mail address may hold at once'),
  ('appointments_per_hour', 60, 'Bookings accepted from the public in any rolling hour'),
  ('inquiries_per_email_per_hour', 5, 'Inquiries one e-mail address may send in a rolling hour'),
  ('inquiries_per_hour', 60, 'Inquiries accepted from the public in any rolling hour');

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
