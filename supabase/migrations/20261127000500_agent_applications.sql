-- Agent applications (docs/product.md §16): a store owner applies to become a PlataPay agent. Like an inquiry, the
-- browser makes the id ("agt-" + uuid) and sends the row; the public roles may insert and read nothing. Every list
-- and number mirrors packages/domain (src/agents.ts), checked by the local backend's contract test.
--   1. the applications and their documents (the files are in Storage, see the next migration);
--   2. tokens: a status token (mailed, opens the status page) and an upload token (answered to the submit, lets
--      that browser upload the documents for a while), both stored as SHA-256 only;
--   3. the submit: limits, the CAPTCHA hold, one application per mobile number or mailbox per 30 days (a repeat
--      is not stored; the existing application's status link is mailed to its own address, never shown);
--   4. the outbox: the applicant's acknowledgement in their language, the team's alert, the repeat notice;
--   5. the status page's read and the documents' upload authorisation.

insert into private.rate_limits (name, max_count, description) values
  ('agent_applications_per_client_per_hour', 30,
    'Agent applications accepted from one client address in a rolling hour (recruitment events share a network)'),
  ('agent_duplicate_window_days', 30,
    'A second application from the same mobile number or mailbox within this many days is not stored'),
  ('agent_repeat_notices_per_day', 1,
    'Repeat-application notices one application''s applicant may receive in a rolling day'),
  ('agent_upload_token_minutes', 120, 'How long the token answered to a submit lets its browser upload documents'),
  ('agent_document_upload_window_minutes', 10, 'An authorised document upload must reach Storage within this time'),
  ('agent_document_uploads_per_day', 20, 'Document uploads one application may ask for in a rolling day');

-- 1. Applications.
create table public.agent_applications (
  id text primary key,
  -- Shown to the applicant on screen and in every e-mail; made by the database.
  reference text not null unique,
  full_name text not null,
  mobile text not null,
  email text not null,
  date_of_birth date not null,
  language text not null,
  store_name text not null,
  store_type text not null,
  years_in_operation smallint not null,
  business_registration_number text,
  tin text,
  region_code text not null,
  province_code text,
  city_code text not null,
  barangay_code text not null,
  street text not null,
  business_package text not null,
  heard_from text not null,
  consent_notice_version text not null,
  consent_at timestamptz not null default now(),
  source jsonb,
  honeypot text,
  -- With CAPTCHA on, true until the applicant's CAPTCHA passes (see private.mail_jobs_hold_unverified).
  awaiting_captcha boolean not null default false,
  stage text not null default 'new',
  assignee uuid references public.staff (user_id) on delete set null,
  first_response_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint agent_applications_id_shape check (
    id ~ '^agt-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ),
  constraint agent_applications_reference_shape check (reference ~ '^PA-[0-9A-HJKMNP-TV-Z]{8}$'),
  constraint agent_applications_full_name_length check (char_length(btrim(full_name)) between 2 and 100),
  -- A Philippine mobile number in E.164 (landlines, foreign and short numbers are refused).
  constraint agent_applications_mobile_shape check (mobile ~ '^\+639[0-9]{9}$'),
  constraint agent_applications_email_length check (char_length(email) between 3 and 254),
  constraint agent_applications_email_shape check (
    email ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  -- 18 or older on the day of applying, on the Manila calendar (the trigger sets created_at to the server's now).
  constraint agent_applications_adult check (
    date_of_birth >= date '1900-01-01'
    and date_of_birth <= ((created_at at time zone 'Asia/Manila')::date - interval '18 years')::date
  ),
  constraint agent_applications_language_values check (language in ('en', 'fil')),
  constraint agent_applications_store_name_length check (char_length(btrim(store_name)) between 2 and 150),
  constraint agent_applications_store_type_values check (
    store_type in ('agent', 'business', 'remittance', 'food', 'retail', 'other')
  ),
  constraint agent_applications_years_range check (years_in_operation between 0 and 100),
  constraint agent_applications_registration_shape check (
    business_registration_number is null or business_registration_number ~ '^[A-Z0-9][A-Z0-9-]{2,29}$'
  ),
  -- Digits only: 9, then a 3- or 5-digit branch code when there is one.
  constraint agent_applications_tin_shape check (tin is null or tin ~ '^[0-9]{9}([0-9]{3}|[0-9]{5})?$'),
  -- PSGC codes: region RR00000000, province RRPPP00000 (none for NCR and cities outside a province), city or
  -- municipality RRPPPMM000, barangay RRPPPMMBBB; each lies inside the one above it.
  constraint agent_applications_psgc_shape check (
    region_code ~ '^[0-9]{2}0{8}$'
    and (province_code is null or province_code ~ '^[0-9]{5}0{5}$')
    and city_code ~ '^[0-9]{7}000$'
    and barangay_code ~ '^[0-9]{10}$' and barangay_code !~ '000$'
    and left(city_code, 2) = left(region_code, 2)
    and (province_code is null or left(province_code, 2) = left(region_code, 2))
    and (province_code is null or left(city_code, 5) = left(province_code, 5))
    and left(barangay_code, 7) = left(city_code, 7)
  ),
  constraint agent_applications_street_length check (char_length(btrim(street)) between 2 and 200),
  constraint agent_applications_single_line_fields check (
    private.is_single_line_text(pg_catalog.concat(full_name, email, store_name, street))
  ),
  constraint agent_applications_package_values check (
    business_package in ('basic', 'plus', 'premium', 'premium_lottery', 'enterprise_lottery', 'undecided')
  ),
  constraint agent_applications_heard_from_values check (
    heard_from in ('facebook', 'friend_or_family', 'existing_agent', 'event', 'search', 'other')
  ),
  constraint agent_applications_consent_notice_version_shape check (
    consent_notice_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  ),
  constraint agent_applications_source_valid check (private.lead_source_valid(source)),
  constraint agent_applications_honeypot_never_stored check (honeypot is null),
  constraint agent_applications_stage_values check (stage in ('new', 'screening', 'documents_requested',
    'site_visit', 'training', 'activated', 'declined', 'withdrawn'))
);

comment on table public.agent_applications is
  'Applications to become a PlataPay agent. anon may insert (through submit_agent_application) and read nothing.';
comment on column public.agent_applications.consent_notice_version is
  'The privacy notice version (its date) the applicant agreed to; consent_at is the server''s clock.';
comment on column public.agent_applications.first_response_at is
  'When staff first answered the applicant (a stage move or a recorded reply), as for the other leads.';

create index agent_applications_created_at_idx on public.agent_applications (created_at);
create index agent_applications_mobile_idx on public.agent_applications (mobile, created_at);
create index agent_applications_email_normalized_idx
  on public.agent_applications (private.normalized_email(email), created_at);
create index agent_applications_assignee_idx on public.agent_applications (assignee) where assignee is not null;

alter table public.agent_applications enable row level security;
revoke all on public.agent_applications from anon, authenticated;
grant insert (id, full_name, mobile, email, date_of_birth, language, store_name, store_type, years_in_operation,
  business_registration_number, tin, region_code, province_code, city_code, barangay_code, street,
  business_package, heard_from, consent_notice_version, source, honeypot)
  on public.agent_applications to anon, authenticated;
grant select on public.agent_applications to authenticated;
grant select, insert, update, delete on public.agent_applications to service_role;

-- Every value is checked by the constraints above; the policy only opens inserts to the API roles.
create policy agent_applications_insert on public.agent_applications
  for insert to anon, authenticated
  with check (true);

create policy agent_applications_staff_read on public.agent_applications
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy agent_applications_require_aal2 on public.agent_applications
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

-- Documents: one row per file. The file is at storage_path in the agent-documents bucket; a row is made when an
-- upload is authorised, and the file's content is checked after it arrived (see the Storage migration).
create table public.agent_application_documents (
  id uuid primary key default gen_random_uuid(),
  application_id text not null references public.agent_applications (id) on delete cascade,
  kind text not null,
  government_id_type text,
  storage_path text not null unique,
  content_type text not null,
  byte_size integer not null,
  status text not null default 'awaiting_upload',
  upload_expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  checked_at timestamptz,

  constraint agent_application_documents_kind_values check (
    kind in ('government_id', 'store_photo', 'business_permit')
  ),
  constraint agent_application_documents_id_type check (
    (kind = 'government_id') = (government_id_type is not null)
    and (government_id_type is null or government_id_type in ('philsys', 'passport', 'drivers_license', 'umid',
      'sss', 'gsis', 'prc', 'postal', 'voters', 'philhealth', 'senior_citizen', 'other'))
  ),
  constraint agent_application_documents_path_shape check (storage_path = application_id || '/' || id::text),
  constraint agent_application_documents_content_type_values check (
    content_type in ('image/jpeg', 'image/png', 'image/webp')
    or (content_type = 'application/pdf' and kind in ('government_id', 'business_permit'))
  ),
  constraint agent_application_documents_size_range check (byte_size between 1 and 10485760),
  constraint agent_application_documents_status_values check (
    status in ('awaiting_upload', 'received', 'refused', 'replaced')
  )
);

comment on table public.agent_application_documents is
  'An agent application''s documents (files in the private agent-documents bucket). No public read or write.';

create index agent_application_documents_application_idx
  on public.agent_application_documents (application_id, kind);

alter table public.agent_application_documents enable row level security;
revoke all on public.agent_application_documents from anon, authenticated;
grant select on public.agent_application_documents to authenticated;
grant select, insert, update, delete on public.agent_application_documents to service_role;

create policy agent_application_documents_staff_read on public.agent_application_documents
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy agent_application_documents_require_aal2 on public.agent_application_documents
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

-- 2. Tokens, hashed like the booking's manage tokens (private.token_hash of private.random_token).
create table private.agent_application_tokens (
  token_hash bytea primary key,
  application_id text not null references public.agent_applications (id) on delete cascade,
  -- status: mailed, opens the status page and lets the applicant replace a document; upload: answered to the
  -- submit, lets that browser upload the documents until it expires.
  purpose text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  constraint agent_application_tokens_purpose_values check (purpose in ('status', 'upload'))
);
create index agent_application_tokens_application_idx on private.agent_application_tokens (application_id);
revoke all on private.agent_application_tokens from public;

create function private.new_agent_application_token(p_application_id text, p_purpose text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.random_token();
begin
  insert into private.agent_application_tokens (token_hash, application_id, purpose, expires_at)
  values (private.token_hash(v_token), p_application_id, p_purpose,
    case when p_purpose = 'upload'
      then pg_catalog.now() + pg_catalog.make_interval(mins => private.rate_limit('agent_upload_token_minutes'))
    end);
  return v_token;
end
$$;

revoke execute on function private.new_agent_application_token(text, text) from public;

-- The application a token opens (any purpose unless p_purpose is given); PT403 invalid_token otherwise.
create function private.agent_application_for_token(p_token text, p_purpose text default null)
returns public.agent_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_application public.agent_applications;
begin
  perform private.check_request_origin();
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise sqlstate 'PT403' using message = 'invalid_token', detail = 'This link is not valid.';
  end if;
  select a.* into v_application
  from private.agent_application_tokens t
  join public.agent_applications a on a.id = t.application_id
  where t.token_hash = private.token_hash(p_token)
    and (p_purpose is null or t.purpose = p_purpose)
    and (t.expires_at is null or t.expires_at > pg_catalog.now())
  for update of a;
  if not found then
    raise sqlstate 'PT403' using message = 'invalid_token', detail = 'This link is not valid any more.';
  end if;
  return v_application;
end
$$;

revoke execute on function private.agent_application_for_token(text, text) from public;

-- 3 and 4. The outbox. The mail jobs gain a third subject, and the templates of the agent application e-mails.
alter table public.mail_jobs
  add column agent_application_id text references public.agent_applications (id) on delete cascade;
alter table public.mail_jobs drop constraint mail_jobs_one_subject;
alter table public.mail_jobs add constraint mail_jobs_one_subject
  check (num_nonnulls(appointment_id, inquiry_id, agent_application_id) = 1);
alter table public.mail_jobs drop constraint mail_jobs_template_values;
alter table public.mail_jobs add constraint mail_jobs_template_values check (template in (
  'booking_received',
  'booking_new',
  'booking_confirmed',
  'booking_declined',
  'booking_cancelled',
  'booking_rescheduled',
  'booking_reminder',
  'inquiry_received',
  'inquiry_new',
  'lead_unanswered',
  'booking_pending_soon',
  -- To the applicant, in their language, with the status link (a fresh status token per e-mail).
  'agent_application_received',
  -- To the team: a new application.
  'agent_application_new',
  -- To the applicant of an existing application, when someone applies again with its mobile number or mailbox:
  -- the existing status link, sent to the address on file.
  'agent_application_repeat'
));
create index mail_jobs_agent_application_idx on public.mail_jobs (agent_application_id)
  where agent_application_id is not null;

-- Queues one e-mail about an application; an applicant's e-mail carries a fresh status token.
create function private.enqueue_agent_application_mail(p_template text, p_recipient text, p_application_id text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_job_id uuid;
begin
  insert into public.mail_jobs (template, recipient, agent_application_id)
  values (p_template, p_recipient, p_application_id)
  returning id into v_job_id;
  if p_recipient = 'visitor' then
    insert into private.mail_job_tokens (job_id, token)
    values (v_job_id, private.new_agent_application_token(p_application_id, 'status'));
  end if;
  return v_job_id;
end
$$;

revoke execute on function private.enqueue_agent_application_mail(text, text, text) from public;

-- The CAPTCHA hold (20261124000100_captcha_hold) now covers a new application's first e-mails too.
create or replace function private.mail_jobs_hold_unverified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.template in ('booking_received', 'booking_new', 'inquiry_received', 'inquiry_new',
      'agent_application_received', 'agent_application_new')
    and private.captcha_required() then
    new.status := 'held';
  end if;
  return new;
end
$$;

-- What the submit answers, handed from the trigger to submit_agent_application within the transaction.
create function private.set_agent_submit_answer(p_outcome text, p_reference text, p_upload_token text)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.set_config('innovatehub.agent_submit_outcome', p_outcome, true),
    pg_catalog.set_config('innovatehub.agent_submit_reference', coalesce(p_reference, ''), true),
    pg_catalog.set_config('innovatehub.agent_submit_upload_token', coalesce(p_upload_token, ''), true)
$$;

revoke execute on function private.set_agent_submit_answer(text, text, text) from public;

-- A short reference people can read out on the phone: PA- and 8 Crockford base-32 characters (40 random bits).
create function private.new_agent_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'PA-' || pg_catalog.string_agg(
    pg_catalog.substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (pg_catalog.get_byte(b.bytes, i) % 32) + 1, 1), '' order by i)
  from (select pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) as bytes) b,
    pg_catalog.generate_series(0, 7) i
$$;

revoke execute on function private.new_agent_reference() from public;

create function private.agent_applications_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.agent_applications%rowtype;
begin
  -- The honeypot: a bot's insert is dropped without an error, so it learns nothing.
  if new.honeypot <> '' then
    perform private.set_agent_submit_answer('received', null, null);
    return null;
  end if;
  new.honeypot := null;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.agent_applications'));

  -- A retry with the same browser-made id answers as the first submit did, with a fresh upload token.
  select * into v_existing from public.agent_applications a where a.id = new.id;
  if found then
    if v_existing.email = new.email and v_existing.mobile = new.mobile then
      perform private.set_agent_submit_answer('received', v_existing.reference,
        private.new_agent_application_token(v_existing.id, 'upload'));
      return null;
    end if;
    raise sqlstate 'PT409' using message = 'duplicate_id', detail = 'Another application already uses this id.';
  end if;

  if private.is_public_caller() then
    new.awaiting_captcha := private.captcha_required();
    perform private.check_client_limit('agent_application', 'agent_applications_per_client_per_hour');
  else
    new.awaiting_captcha := false;
  end if;

  -- One application per mobile number or mailbox per window: the repeat is not stored, and the applicant on file
  -- gets their status link again by e-mail (at most once a day), so whoever typed the number or address sees
  -- nothing of it.
  select * into v_existing
  from public.agent_applications a
  where (a.mobile = new.mobile or private.normalized_email(a.email) = private.normalized_email(new.email))
    and not a.awaiting_captcha
    and a.created_at > pg_catalog.now()
      - pg_catalog.make_interval(days => private.rate_limit('agent_duplicate_window_days'))
  order by a.created_at desc
  limit 1;
  if found then
    if (select count(*) from public.mail_jobs j
        where j.agent_application_id = v_existing.id and j.template = 'agent_application_repeat'
          and j.created_at > pg_catalog.now() - interval '1 day') < private.rate_limit('agent_repeat_notices_per_day')
    then
      perform private.enqueue_agent_application_mail('agent_application_repeat', 'visitor', v_existing.id);
    end if;
    perform private.set_agent_submit_answer('already_applied', null, null);
    return null;
  end if;

  new.reference := private.new_agent_reference();
  new.stage := 'new';
  new.assignee := null;
  new.first_response_at := null;
  new.created_at := pg_catalog.now();
  new.updated_at := new.created_at;
  new.consent_at := new.created_at;
  return new;
end
$$;

revoke execute on function private.agent_applications_before_insert() from public;

create trigger agent_applications_before_insert
  before insert on public.agent_applications
  for each row execute function private.agent_applications_before_insert();

create function private.agent_applications_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_agent_application_mail('agent_application_received', 'visitor', new.id);
  perform private.enqueue_agent_application_mail('agent_application_new', 'team', new.id);
  perform private.set_agent_submit_answer('received', new.reference,
    private.new_agent_application_token(new.id, 'upload'));
  return null;
end
$$;

revoke execute on function private.agent_applications_after_insert() from public;

create trigger agent_applications_after_insert
  after insert on public.agent_applications
  for each row execute function private.agent_applications_after_insert();

-- The submit. SECURITY INVOKER: the insert runs as the caller, so the table's grants, policy and constraints
-- decide; the triggers leave the answer behind. outcome "received" carries the reference and the upload token
-- (uploads for AGENT_UPLOAD_TOKEN_MINUTES); "already_applied" carries neither (the status link was mailed).
create function public.submit_agent_application(
  p_id text,
  p_full_name text,
  p_mobile text,
  p_email text,
  p_date_of_birth date,
  p_language text,
  p_store_name text,
  p_store_type text,
  p_years_in_operation integer,
  p_region_code text,
  p_city_code text,
  p_barangay_code text,
  p_street text,
  p_business_package text,
  p_heard_from text,
  p_consent_notice_version text,
  p_province_code text default null,
  p_business_registration_number text default null,
  p_tin text default null,
  p_source jsonb default null,
  p_honeypot text default null
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('innovatehub.agent_submit_outcome', '', true);
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, business_registration_number, tin, region_code, province_code, city_code,
    barangay_code, street, business_package, heard_from, consent_notice_version, source, honeypot)
  values (p_id, p_full_name, p_mobile, p_email, p_date_of_birth, p_language, p_store_name, p_store_type,
    p_years_in_operation, p_business_registration_number, p_tin, p_region_code, p_province_code, p_city_code,
    p_barangay_code, p_street, p_business_package, p_heard_from, p_consent_notice_version, p_source, p_honeypot);
  return pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
    'outcome', pg_catalog.current_setting('innovatehub.agent_submit_outcome', true),
    'reference', nullif(pg_catalog.current_setting('innovatehub.agent_submit_reference', true), ''),
    'upload_token', nullif(pg_catalog.current_setting('innovatehub.agent_submit_upload_token', true), '')));
end
$$;

revoke execute on function public.submit_agent_application(text, text, text, text, date, text, text, text, integer,
  text, text, text, text, text, text, text, text, text, text, jsonb, text) from public;
grant execute on function public.submit_agent_application(text, text, text, text, date, text, text, text, integer,
  text, text, text, text, text, text, text, text, text, text, jsonb, text) to anon, authenticated;

-- The CAPTCHA's other half for applications (service role, called by the function that verifies the token):
-- releases one application's held e-mails and lets it count. Returns how many e-mails were held.
create function public.release_held_agent_application(p_application_id text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.agent_applications a set awaiting_captcha = false
  where a.id = p_application_id and a.awaiting_captcha;
  update public.mail_jobs j
  set status = 'pending', next_attempt_at = pg_catalog.now()
  where j.status = 'held' and j.agent_application_id = p_application_id;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke execute on function public.release_held_agent_application(text) from public, anon, authenticated;
grant execute on function public.release_held_agent_application(text) to service_role;

-- Applications whose e-mails are still held after the CAPTCHA limit are deleted, as leads are.
create function private.purge_unverified_agent_applications()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.agent_applications a
  where exists (
    select 1 from public.mail_jobs j
    where j.agent_application_id = a.id and j.status = 'held'
      and j.created_at < pg_catalog.now()
        - pg_catalog.make_interval(mins => private.rate_limit('unverified_lead_minutes'))
  );
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke execute on function private.purge_unverified_agent_applications() from public;

select cron.schedule('purge-unverified-agent-applications', '*/5 * * * *',
  'select private.purge_unverified_agent_applications()');

-- The worker's claim also returns the application an e-mail is about (its language picks the e-mail's).
drop function public.claim_mail_jobs(integer, integer, uuid);
create function public.claim_mail_jobs(
  p_limit integer,
  p_lease_seconds integer,
  p_appointment_id uuid default null
)
returns table (
  id uuid,
  template text,
  recipient text,
  attempts integer,
  max_attempts integer,
  appointment_revision integer,
  manage_token text,
  appointment jsonb,
  inquiry jsonb,
  first_attempt_at timestamptz,
  agent_application jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit not between 1 and 100
    or p_lease_seconds is null or p_lease_seconds not between 10 and 900 then
    raise sqlstate 'PT400' using message = 'invalid_claim',
      detail = 'p_limit must be 1-100 and p_lease_seconds 10-900.';
  end if;

  return query
    with due as (
      select j.id
      from public.mail_jobs j
      where (
          (j.status = 'pending' and j.next_attempt_at <= pg_catalog.now())
          or (j.status = 'sending' and j.lease_expires_at <= pg_catalog.now())
        )
        and j.attempts < j.max_attempts
        and (p_appointment_id is null or j.appointment_id = p_appointment_id)
      order by j.next_attempt_at, j.created_at
      limit p_limit
      for update skip locked
    ),
    claimed as (
      update public.mail_jobs j
      set status = 'sending',
        attempts = j.attempts + 1,
        first_attempt_at = coalesce(j.first_attempt_at, pg_catalog.now()),
        lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => p_lease_seconds)
      from due
      where j.id = due.id
      returning j.*
    )
    select c.id, c.template, c.recipient, c.attempts, c.max_attempts, c.appointment_revision, t.token,
      case when a.id is null then null else pg_catalog.jsonb_build_object(
        'id', a.id, 'name', a.name, 'email', a.email, 'phone', a.phone, 'company', a.company,
        'scheduled_at', a.scheduled_at, 'ends_at', a.ends_at, 'duration', a.duration,
        'meeting_type', a.meeting_type, 'topic', a.topic, 'notes', a.notes, 'status', a.status,
        'revision', a.revision, 'created_at', a.created_at, 'visitor_time_zone', a.visitor_time_zone,
        'meeting_url', a.meeting_url) end,
      case when i.id is null then null else pg_catalog.jsonb_build_object(
        'id', i.id, 'kind', i.kind, 'name', i.name, 'email', i.email, 'phone', i.phone,
        'company', i.company, 'details', i.details, 'subscribe', i.subscribe, 'created_at', i.created_at) end,
      c.first_attempt_at,
      case when g.id is null then null else pg_catalog.jsonb_build_object(
        'id', g.id, 'reference', g.reference, 'language', g.language, 'full_name', g.full_name,
        'mobile', g.mobile, 'email', g.email, 'store_name', g.store_name, 'store_type', g.store_type,
        'years_in_operation', g.years_in_operation, 'region_code', g.region_code,
        'province_code', g.province_code, 'city_code', g.city_code, 'barangay_code', g.barangay_code,
        'business_package', g.business_package, 'heard_from', g.heard_from, 'stage', g.stage,
        'created_at', g.created_at) end
    from claimed c
    left join public.appointments a on a.id = c.appointment_id
    left join public.inquiries i on i.id = c.inquiry_id
    left join public.agent_applications g on g.id = c.agent_application_id
    left join private.mail_job_tokens t on t.job_id = c.id;
end
$$;

revoke execute on function public.claim_mail_jobs(integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_mail_jobs(integer, integer, uuid) to service_role;

-- 5. The status page: what a status token shows (no personal data beyond what the applicant sent themselves:
-- the reference, the stage, the store's name, and each document's kind and state).
create function public.get_agent_application_status(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_application public.agent_applications := private.agent_application_for_token(p_token, 'status');
begin
  return pg_catalog.jsonb_build_object(
    'reference', v_application.reference,
    'stage', v_application.stage,
    'language', v_application.language,
    'store_name', v_application.store_name,
    'submitted_at', v_application.created_at,
    'documents', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', d.id, 'kind', d.kind, 'status', d.status, 'created_at', d.created_at) order by d.created_at)
      from public.agent_application_documents d
      where d.application_id = v_application.id and d.status in ('received', 'refused')
    ), '[]'::jsonb));
end
$$;

revoke execute on function public.get_agent_application_status(text) from public;
grant execute on function public.get_agent_application_status(text) to anon, authenticated;

-- Authorises one document upload for the application a token opens (the submit's upload token or a mailed status
-- token): the kind, the declared type and size are checked here, the bucket checks them again, and the file's
-- content is checked after it arrives. Answers the path to ask Storage for a signed upload URL for, within
-- agent_document_upload_window_minutes. Errors: PT403 invalid_token, PT409 documents_closed, PT400
-- invalid_document (detail says which rule), PT429 rate_limited.
create function public.authorize_agent_document_upload(
  p_token text,
  p_kind text,
  p_content_type text,
  p_byte_size integer,
  p_government_id_type text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_application public.agent_applications := private.agent_application_for_token(p_token);
  v_document public.agent_application_documents;
begin
  if v_application.stage not in ('new', 'screening', 'documents_requested') then
    raise sqlstate 'PT409' using message = 'documents_closed',
      detail = 'This application no longer takes documents.';
  end if;
  perform private.check_limit(
    (select count(*) from public.agent_application_documents d
      where d.application_id = v_application.id and d.created_at > pg_catalog.now() - interval '1 day'),
    'agent_document_uploads_per_day',
    'Too many uploads for this application today.'
  );
  begin
    insert into public.agent_application_documents (id, application_id, kind, government_id_type, storage_path,
      content_type, byte_size, upload_expires_at)
    select v.id, v_application.id, p_kind, p_government_id_type, v_application.id || '/' || v.id::text,
      p_content_type, p_byte_size,
      pg_catalog.now() + pg_catalog.make_interval(mins => private.rate_limit('agent_document_upload_window_minutes'))
    from (select pg_catalog.gen_random_uuid() as id) v
    returning * into v_document;
  exception when check_violation or not_null_violation then
    raise sqlstate 'PT400' using message = 'invalid_document', detail = 'The kind, type or size is not accepted.';
  end;
  return pg_catalog.jsonb_build_object(
    'document_id', v_document.id,
    'bucket', 'agent-documents',
    'path', v_document.storage_path,
    'expires_at', v_document.upload_expires_at);
end
$$;

revoke execute on function public.authorize_agent_document_upload(text, text, text, integer, text) from public;
grant execute on function public.authorize_agent_document_upload(text, text, text, integer, text)
  to anon, authenticated;
