-- Where each lead came from, and the marketing consent it carries (docs/product.md §14.1 and §14.7).
--   1. source: the first-touch source the site kept for the visit (UTM values, the referring site's host, the
--      landing path and time), sent with the booking or inquiry. No cookie and no third party is involved; the
--      database accepts only known keys, bounded single-line strings and well-shaped host, path and time.
--   2. consent: a subscribed inquiry records when, under which privacy notice version and from which page's form
--      the visitor said yes; unsubscribing records when it was withdrawn (see public.unsubscribe).

-- 1. Source. The limits are the domain package's leadSourceLimits (a contract test compares them).
create function private.lead_source_valid(p_source jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_source is null or (
    pg_catalog.jsonb_typeof(p_source) = 'object'
    and not exists (
      select 1
      from pg_catalog.jsonb_each(p_source) e
      where e.key <> all (array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
          'referrer_host', 'landing_path', 'landed_at'])
        or pg_catalog.jsonb_typeof(e.value) <> 'string'
        or pg_catalog.char_length(e.value #>> '{}') not between 1 and case e.key
          when 'referrer_host' then 253
          when 'landing_path' then 300
          when 'landed_at' then 24
          else 150
        end
        or (e.value #>> '{}') ~ '[[:cntrl:]]'
    )
    and coalesce(p_source ->> 'referrer_host' ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$', true)
    and coalesce(p_source ->> 'landing_path' ~ '^/[^?#[:space:]]*$', true)
    and coalesce(p_source ->> 'landed_at' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,3})?Z$', true)
  )
$$;

revoke execute on function private.lead_source_valid(jsonb) from public;
grant execute on function private.lead_source_valid(jsonb) to anon, authenticated, service_role;

alter table public.appointments
  add column source jsonb,
  add constraint appointments_source_valid check (private.lead_source_valid(source));
alter table public.inquiries
  add column source jsonb,
  add constraint inquiries_source_valid check (private.lead_source_valid(source));

comment on column public.appointments.source is
  'First-touch source of the visit (utm_*, referrer_host, landing_path, landed_at); null means direct.';
comment on column public.inquiries.source is
  'First-touch source of the visit (utm_*, referrer_host, landing_path, landed_at); null means direct.';

grant insert (source) on public.appointments to anon, authenticated;
grant insert (source) on public.inquiries to anon, authenticated;

-- 2. Consent. consent_at is the server's clock, never the browser's.
alter table public.inquiries
  add column consent_at timestamptz,
  add column consent_notice_version text,
  add column consent_form text,
  add column consent_withdrawn_at timestamptz,
  add constraint inquiries_consent_notice_version_shape check (
    consent_notice_version is null or consent_notice_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  ),
  add constraint inquiries_consent_form_shape check (
    consent_form is null or (char_length(consent_form) <= 100 and consent_form ~ '^/[a-z0-9/-]*$')
  ),
  add constraint inquiries_consent_recorded check (
    not subscribe or (consent_notice_version is not null and consent_form is not null)
  );

comment on column public.inquiries.consent_notice_version is
  'The privacy notice version (its date) the visitor saw when ticking subscribe.';
comment on column public.inquiries.consent_form is 'The path of the page whose form the visitor subscribed on.';

grant insert (consent_notice_version, consent_form) on public.inquiries to anon, authenticated;

create function private.inquiries_record_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.subscribe then
    new.consent_at := pg_catalog.now();
  else
    new.consent_at := null;
    new.consent_notice_version := null;
    new.consent_form := null;
  end if;
  new.consent_withdrawn_at := null;
  return new;
end
$$;

revoke execute on function private.inquiries_record_consent() from public;

create trigger inquiries_record_consent
  before insert on public.inquiries
  for each row execute function private.inquiries_record_consent();
