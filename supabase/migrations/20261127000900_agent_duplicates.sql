-- Duplicates on an agent application (docs/product.md §17.7): another application, a booking or an inquiry with
-- the same mobile number or mailbox, or another application at the same store address. The match reasons and the
-- most matches answered mirror packages/domain (src/agents.ts: agentDuplicateReasons, AGENT_DUPLICATE_MATCHES_MAX),
-- checked by the local backend's contract test.
--   1. the forms the comparisons use: a Philippine mobile number as an application stores it (E.164) and a
--      street line with case, spacing and punctuation dropped;
--   2. the indexes the lookups need, so one application's check stays a handful of index probes at any size;
--   3. the staff function that answers the matches with why each matched.

-- 1. An application's mobile is E.164 (+639 and nine digits, its CHECK); a booking's or an inquiry's phone is
-- free text ("0917 123 4567", "+63 (0)917-123-4567", a landline, a foreign number). No database function read a
-- phone before (the forms normalise an applicant's number in the browser, with libphonenumber), so this one gives
-- the free text the application's form: a Philippine mobile written in any of the usual ways, or null for anything
-- else. A "+" means the digits carry their country code; without one, only the local 09 form and 639 are read.
create function private.normalized_ph_mobile(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when v.digits ~ '^09[0-9]{9}$' and not v.international then '+63' || pg_catalog.substr(v.digits, 2)
    when v.digits ~ '^639[0-9]{9}$' then '+' || v.digits
    when v.digits ~ '^6309[0-9]{9}$' then '+63' || pg_catalog.substr(v.digits, 4)
    when v.digits ~ '^00639[0-9]{9}$' and not v.international then '+' || pg_catalog.substr(v.digits, 3)
  end
  from (
    select pg_catalog.regexp_replace(p_phone, '[^0-9]', '', 'g') as digits,
      pg_catalog.btrim(p_phone) like '+%' as international
  ) v
$$;

-- A store's street line as people write it differently: "7 Rizal St." and "7  rizal st" are one street.
create function private.normalized_street(p_street text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(pg_catalog.lower(p_street), '[[:space:][:punct:]]+', '', 'g')
$$;

-- Index expressions run with the inserting role's EXECUTE right (as private.normalized_email's); the schema stays
-- closed.
revoke execute on function private.normalized_ph_mobile(text) from public;
revoke execute on function private.normalized_street(text) from public;
grant execute on function private.normalized_ph_mobile(text) to anon, authenticated, service_role;
grant execute on function private.normalized_street(text) to anon, authenticated, service_role;

-- 2. The indexes: each match source is read newest first and stops after 20 rows, so one check reads at most
-- 7 x 20 rows however many leads share a number (the benchmark's 150,000 inquiries share one). Mailboxes use the
-- indexes the abuse limits made (private.normalized_email on all three tables; a mailbox's leads are few, the
-- limits see to that), an application's mobile agent_applications_mobile_idx (mobile, created_at). Only phones
-- that are Philippine mobiles enter the two phone indexes: the rest never match.
create index appointments_ph_mobile_idx on public.appointments (private.normalized_ph_mobile(phone), created_at)
  where private.normalized_ph_mobile(phone) is not null;
create index inquiries_ph_mobile_idx on public.inquiries (private.normalized_ph_mobile(phone), created_at)
  where private.normalized_ph_mobile(phone) is not null;
create index agent_applications_store_address_idx
  on public.agent_applications (barangay_code, private.normalized_street(street), created_at);

-- 3. The matches of one application, newest first, at most 20 (AGENT_DUPLICATE_MATCHES_MAX): each with its kind
-- (booking, inquiry, application), status, a subject line (a booking's topic, an inquiry's kind, an application's
-- reference), when it arrived and why it matched (email, phone, address; one or more, in that order). Nothing else
-- of the other person travels: the console links to the match, whose own page shows what the member may read.
-- Staff at aal2, agents and admins alike; only the application's id is sent. Errors: PT404 not_found, and
-- require_staff's.
-- A lead or an application still awaiting its CAPTCHA is no match, as staff read none (their restrictive policies).
-- Each source (a table and a reason) gives its newest 20. That is exact: a match among the 20 newest overall has
-- fewer than 20 newer matches in any source it belongs to, so every source it belongs to gives it, with its reason.
create function public.staff_agent_application_duplicates(p_id text)
returns table (
  id text,
  kind text,
  status text,
  subject text,
  created_at timestamptz,
  reasons text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_application public.agent_applications;
  v_mailbox text;
  v_street text;
  v_most constant integer := 20;
begin
  perform private.require_staff();
  select * into v_application from public.agent_applications a where a.id = p_id and not a.awaiting_captcha;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No application has this id.';
  end if;
  v_mailbox := private.normalized_email(v_application.email);
  v_street := private.normalized_street(v_application.street);

  return query
  with hits (id, kind, status, subject, created_at, reason) as (
    (select a.id::text, 'booking'::text, a.status, a.topic, a.created_at, 'email'::text
      from public.appointments a where private.normalized_email(a.email) = v_mailbox and not a.awaiting_captcha
      order by a.created_at desc, a.id::text limit v_most)
    union all
    (select a.id::text, 'booking', a.status, a.topic, a.created_at, 'phone'
      from public.appointments a
      where private.normalized_ph_mobile(a.phone) = v_application.mobile and not a.awaiting_captcha
      order by a.created_at desc, a.id::text limit v_most)
    union all
    (select i.id, 'inquiry', i.status, i.kind, i.created_at, 'email'
      from public.inquiries i where private.normalized_email(i.email) = v_mailbox and not i.awaiting_captcha
      order by i.created_at desc, i.id limit v_most)
    union all
    (select i.id, 'inquiry', i.status, i.kind, i.created_at, 'phone'
      from public.inquiries i
      where private.normalized_ph_mobile(i.phone) = v_application.mobile and not i.awaiting_captcha
      order by i.created_at desc, i.id limit v_most)
    union all
    (select g.id, 'application', g.stage, g.reference, g.created_at, 'email'
      from public.agent_applications g
      where private.normalized_email(g.email) = v_mailbox and g.id <> v_application.id and not g.awaiting_captcha
      order by g.created_at desc, g.id limit v_most)
    union all
    (select g.id, 'application', g.stage, g.reference, g.created_at, 'phone'
      from public.agent_applications g
      where g.mobile = v_application.mobile and g.id <> v_application.id and not g.awaiting_captcha
      order by g.created_at desc, g.id limit v_most)
    union all
    (select g.id, 'application', g.stage, g.reference, g.created_at, 'address'
      from public.agent_applications g
      where g.barangay_code = v_application.barangay_code and private.normalized_street(g.street) = v_street
        and g.id <> v_application.id and not g.awaiting_captcha
      order by g.created_at desc, g.id limit v_most)
  )
  select h.id, h.kind, h.status, h.subject, h.created_at,
    pg_catalog.array_agg(h.reason order by pg_catalog.array_position(array['email', 'phone', 'address'], h.reason))
  from hits h
  group by h.id, h.kind, h.status, h.subject, h.created_at
  order by h.created_at desc, h.id
  limit v_most;
end
$$;

revoke execute on function public.staff_agent_application_duplicates(text) from public, anon;
grant execute on function public.staff_agent_application_duplicates(text) to authenticated;
