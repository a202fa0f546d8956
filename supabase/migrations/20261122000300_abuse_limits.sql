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

-- Why these numbers (docs/product.md "Abuse limits"): the strict limits sit on what identifies one visitor, the
-- mailbox however it is written; the per-address ones are a loose backstop, because a Philippine mobile carrier
-- puts many subscribers behind one public address (carrier-grade NAT) and an office or an agent-recruitment event
-- puts dozens of real visitors on one network. There is no ceiling over everyone: a handful of clients could fill
-- it and lock every real visitor out. Against many addresses and many mailboxes the answer is the CAPTCHA (D38).
--   3 pending bookings per mailbox: one meeting is what a visitor asks for; three leave room for a mistaken
--     booking waiting for the team. 5 bookings per mailbox a day: a create-cancel loop cannot mail one inbox
--     more than five times a day.
--   5 inquiries per mailbox an hour (one per service form, plus a correction) and 8 a day: one inbox gets at most
--     8 acknowledgements a day, not 120.
--   30 bookings and 60 inquiries per client address an hour: far above one office or one recruitment event (the
--     team takes about 15 meetings a day), low enough that one network cannot fill the calendar in an afternoon.
insert into private.rate_limits (name, max_count, description) values
  ('appointments_pending_per_email', 3, 'Future pending bookings one mailbox may hold at once'),
  ('appointments_per_email_per_day', 5, 'Bookings one mailbox may make in a rolling 24 hours'),
  ('inquiries_per_email_per_hour', 5, 'Inquiries one mailbox may send in a rolling hour'),
  ('inquiries_per_email_per_day', 8, 'Inquiries one mailbox may send in a rolling 24 hours'),
  ('appointments_per_client_per_hour', 30, 'Bookings accepted from one client address in a rolling hour'),
  ('inquiries_per_client_per_hour', 60, 'Inquiries accepted from one client address in a rolling hour');

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

-- One mailbox, however it is written: case folded and "+tag" dropped from the local part; for Gmail, whose
-- mailboxes ignore dots and answer at googlemail.com too, the dots dropped and the domain made gmail.com.
-- The limits, unsubscribe, export and erasure all match on it.
create function private.normalized_email(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when pg_catalog.split_part(v.mailbox, '@', 2) in ('gmail.com', 'googlemail.com')
      then pg_catalog.replace(pg_catalog.split_part(v.mailbox, '@', 1), '.', '') || '@gmail.com'
    else v.mailbox
  end
  from (select pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(p_email)), '\+[^@]*@', '@') as mailbox) v
$$;

-- Index expressions run with the inserting role's EXECUTE right (like CHECK expressions); the schema stays closed.
revoke execute on function private.normalized_email(text) from public;
grant execute on function private.normalized_email(text) to anon, authenticated, service_role;

-- Characters no single-line field may hold: C0 and C1 controls, the line and paragraph separators U+2028/U+2029
-- and every invisible format character (Unicode category Cf: zero-width spaces and joiners, direction overrides
-- such as U+202E, soft hyphen, byte order mark, tag characters). They would break e-mail headers and subjects, or
-- hide and reorder text in e-mails, the console and CSV files. @innovatehub/domain's text rules hold the same list
-- (its contract test checks every code point against this function). Multi-line fields allow tab, LF and CR.
create function private.is_single_line_text(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null or p_value !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
$$;

-- Security definer: it names another private function, and the API roles have no usage on the schema.
create function private.is_multi_line_text(p_value text)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select private.is_single_line_text(pg_catalog.translate(p_value, E'\t\n\r', '   '))
$$;

-- CHECK expressions run with the inserting role's EXECUTE right; the schema stays closed to the API roles.
revoke execute on function private.is_single_line_text(text) from public;
revoke execute on function private.is_multi_line_text(text) from public;
grant execute on function private.is_single_line_text(text) to anon, authenticated, service_role;
grant execute on function private.is_multi_line_text(text) to anon, authenticated, service_role;

-- The client address as the platform reports it, never as the client does: CF-Connecting-IP, which Cloudflare (in
-- front of every Supabase project's API and functions) sets to the address that connected to it, replacing any
-- value the client sent. X-Forwarded-For is not read: Supabase's gateway keeps what the client wrote there and
-- appends the real address after it. The local backend sets CF-Connecting-IP from the socket the same way.
-- supabase/README.md ("Client address") has the sources and a check to run on a real project. Null outside an
-- API request, and then nothing is counted per address.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(
    (nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb) ->> 'cf-connecting-ip'), '')
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
-- otherwise records this one. Without a known address (a server-side caller) there is nothing to count. With
-- CAPTCHA on (private.captcha_required, 20261124000100_captcha_hold) a shared address is never refused: every
-- visitor behind it proves themselves with the CAPTCHA instead, and unverified leads send nothing and hold nothing.
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
  if v_address is null or private.captcha_required() then
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
