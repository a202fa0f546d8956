-- Every timestamp a visitor sends is a real instant in a sane range, and the lead-source texts follow the one
-- single-line rule (docs/decisions.md D66). The only visitor-sent timestamp that is not a timestamptz column is the
-- first-touch source's landed_at (jsonb, 20261126000710_lead_source_and_consent); its shape check let through
-- impossible dates ("2026-13-45T25:61:61Z", "0000-00-00T00:00:00Z") that break every screen formatting them, and
-- its texts were checked for C0/C1 controls only, not for U+2028, zero-width or direction-override characters.
--   1. private.utc_instant: the instant a "YYYY-MM-DDTHH:MM:SS(.mmm)Z" text names, or null when it names none.
--   2. private.lead_source_entry_valid: one key and value, by the domain's leadSourceLimits and text rules.
--   3. The landing time lies within LEAD_SOURCE_MAX_AGE_DAYS before the lead was stored and at most
--      LEAD_SOURCE_CLOCK_SKEW_HOURS after it (a browser clock running fast), checked against the row's created_at so
--      the CHECK stays immutable (@innovatehub/domain; the contract test compares them).
--   4. Rows stored before this migration keep only their valid entries, then both checks are validated.

-- 1. Null for anything but a real UTC instant: the shape, then the calendar (Feb 30 has no instant).
create function private.utc_instant(p_value text)
returns timestamptz
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_parts text[] := pg_catalog.regexp_match(p_value,
    '^([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9](\.[0-9]{1,3})?)Z$');
begin
  if v_parts is null or v_parts[1]::integer < 1 then
    return null;
  end if;
  return pg_catalog.make_timestamptz(v_parts[1]::integer, v_parts[2]::integer, v_parts[3]::integer,
    v_parts[4]::integer, v_parts[5]::integer, v_parts[6]::double precision, 'UTC');
exception
  when data_exception then
    return null;
end
$$;

revoke execute on function private.utc_instant(text) from public;

-- 2. One entry of a source. Security definer: it names other private functions, and the API roles have no usage
-- on the schema (CHECK expressions run with the inserting role's EXECUTE right).
create function private.lead_source_entry_valid(p_key text, p_value jsonb)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select p_key = any (array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
      'referrer_host', 'landing_path', 'landed_at'])
    and pg_catalog.jsonb_typeof(p_value) = 'string'
    and pg_catalog.char_length(p_value #>> '{}') between 1 and case p_key
      when 'referrer_host' then 253
      when 'landing_path' then 300
      when 'landed_at' then 24
      else 150
    end
    and private.is_single_line_text(p_value #>> '{}')
    and case p_key
      when 'referrer_host' then
        (p_value #>> '{}') ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$'
      when 'landing_path' then (p_value #>> '{}') ~ '^/[^?#[:space:]]*$'
      when 'landed_at' then private.utc_instant(p_value #>> '{}') is not null
      else true
    end
$$;

revoke execute on function private.lead_source_entry_valid(text, jsonb) from public;
grant execute on function private.lead_source_entry_valid(text, jsonb) to anon, authenticated, service_role;

-- The constraint keeps its name and its function; only the rule inside changes.
create or replace function private.lead_source_valid(p_source jsonb)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select p_source is null or (
    pg_catalog.jsonb_typeof(p_source) = 'object'
    and not exists (
      select 1 from pg_catalog.jsonb_each(p_source) e
      where not private.lead_source_entry_valid(e.key, e.value)
    )
  )
$$;

-- 3. The landing time, against the row's own creation time (server-owned: the API roles cannot write created_at).
create function private.lead_source_landed_in_time(p_source jsonb, p_created_at timestamptz)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select coalesce(
    private.utc_instant(p_source ->> 'landed_at')
      between p_created_at - interval '30 days' and p_created_at + interval '24 hours',
    -- No landing time, or one the shape check refuses on its own.
    true)
$$;

revoke execute on function private.lead_source_landed_in_time(jsonb, timestamptz) from public;
grant execute on function private.lead_source_landed_in_time(jsonb, timestamptz) to anon, authenticated, service_role;

-- 4. What older rows keep: their valid entries, or no source (a direct lead) when none is left.
create function pg_temp.cleaned_source(p_source jsonb, p_created_at timestamptz)
returns jsonb
language sql
as $$
  select nullif(coalesce(pg_catalog.jsonb_object_agg(e.key, e.value), '{}'::jsonb), '{}'::jsonb)
  from pg_catalog.jsonb_each(p_source) e
  where private.lead_source_entry_valid(e.key, e.value)
    and (e.key <> 'landed_at'
      or private.lead_source_landed_in_time(pg_catalog.jsonb_build_object(e.key, e.value), p_created_at))
$$;

update public.appointments a
set source = pg_temp.cleaned_source(a.source, a.created_at)
where a.source is not null
  and (not private.lead_source_valid(a.source)
    or not private.lead_source_landed_in_time(a.source, a.created_at));
update public.inquiries i
set source = pg_temp.cleaned_source(i.source, i.created_at)
where i.source is not null
  and (not private.lead_source_valid(i.source)
    or not private.lead_source_landed_in_time(i.source, i.created_at));

drop function pg_temp.cleaned_source(jsonb, timestamptz);

alter table public.appointments
  drop constraint appointments_source_valid,
  add constraint appointments_source_valid check (private.lead_source_valid(source)),
  add constraint appointments_source_landed_in_time check (private.lead_source_landed_in_time(source, created_at));
alter table public.inquiries
  drop constraint inquiries_source_valid,
  add constraint inquiries_source_valid check (private.lead_source_valid(source)),
  add constraint inquiries_source_landed_in_time check (private.lead_source_landed_in_time(source, created_at));
