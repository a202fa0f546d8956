-- Inquiries from the four service forms (ai, digital, ecommerce, global). The browser generates the id
-- ("inq-" + uuid), inserts one row and never reads it back. Fields shared by every form are columns; the
-- form-specific answers are a checked jsonb object. Staff work an inquiry through
-- new -> contacted -> qualified -> won | lost, and may assign it to a member.

-- Allowed keys per form (packages/domain: inquiryAnswerKeys), and value shapes: strings up to 5000 characters, or
-- arrays of up to 20 strings of up to 100 characters (packages/domain: src/limits.ts); no invisible format
-- characters (private.is_multi_line_text). The keys and the value limits bound the object's size. Security definer: it names private functions.
create function private.inquiry_details_valid(p_kind text, p_details jsonb)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(p_details) = 'object'
    and not exists (
      select 1
      from pg_catalog.jsonb_each(p_details) d
      where d.key <> all (case p_kind
          when 'ai' then array['industry', 'aiType', 'dataAvailable', 'budget', 'requirements']
          when 'digital' then array['projectType', 'budget', 'timeline', 'requirements']
          when 'ecommerce' then array['requirements', 'products', 'features', 'budget', 'additionalInfo']
          when 'global' then array['position', 'industry', 'companySize', 'currentMarkets', 'targetMarkets',
            'timeline', 'expansionGoals']
          else array[]::text[]
        end)
        or not (
          (pg_catalog.jsonb_typeof(d.value) = 'string' and pg_catalog.char_length(d.value #>> '{}') <= 5000
            and private.is_multi_line_text(d.value #>> '{}'))
          or (
            pg_catalog.jsonb_typeof(d.value) = 'array'
            and pg_catalog.jsonb_array_length(d.value) <= 20
            and not exists (
              select 1 from pg_catalog.jsonb_array_elements(d.value) e
              where pg_catalog.jsonb_typeof(e) <> 'string' or pg_catalog.char_length(e #>> '{}') > 100
                or not private.is_single_line_text(e #>> '{}')
            )
          )
        )
    )
$$;

-- CHECK expressions run with the inserting role's EXECUTE right; the schema stays closed to the API roles.
revoke execute on function private.inquiry_details_valid(text, jsonb) from public;
grant execute on function private.inquiry_details_valid(text, jsonb) to anon, authenticated, service_role;

create table public.inquiries (
  id text primary key,
  kind text not null,
  name text not null,
  email text not null,
  phone text not null,
  company text,
  details jsonb not null default '{}'::jsonb,
  subscribe boolean not null default false,
  created_at timestamptz not null default now(),
  honeypot text,
  -- With CAPTCHA on, true until the visitor's CAPTCHA passes: such an inquiry counts toward no mailbox limit.
  awaiting_captcha boolean not null default false,
  status text not null default 'new',
  assignee uuid references public.staff (user_id) on delete set null,
  updated_at timestamptz not null default now(),

  constraint inquiries_id_shape check (
    id ~ '^inq-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ),
  constraint inquiries_kind_values check (kind in ('ai', 'digital', 'ecommerce', 'global')),
  constraint inquiries_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint inquiries_email_length check (char_length(email) between 3 and 254),
  -- The same plain-mailbox shape as appointments_email_shape.
  constraint inquiries_email_shape check (
    email ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  constraint inquiries_phone_shape check (
    char_length(phone) between 7 and 32 and phone ~ '^[0-9+() .-]+$'
  ),
  constraint inquiries_company_length check (company is null or char_length(company) <= 200),
  -- Single-line fields end up in e-mail headers and subjects (see appointments_single_line_fields).
  constraint inquiries_single_line_fields check (
    private.is_single_line_text(pg_catalog.concat(name, email, phone, company))
  ),
  constraint inquiries_details_valid check (private.inquiry_details_valid(kind, details)),
  constraint inquiries_honeypot_never_stored check (honeypot is null),
  constraint inquiries_status_values check (status in ('new', 'contacted', 'qualified', 'won', 'lost'))
);

comment on table public.inquiries is 'Service inquiries. anon may insert and nothing else.';
comment on column public.inquiries.honeypot is
  'Write-only trap for bots: the forms keep it empty; any value makes the insert a silent no-op.';

create index inquiries_email_lower_idx on public.inquiries (lower(email));
create index inquiries_created_at_idx on public.inquiries (created_at);
create index inquiries_email_normalized_idx on public.inquiries (private.normalized_email(email));
create index inquiries_assignee_idx on public.inquiries (assignee) where assignee is not null;

alter table public.inquiries enable row level security;

revoke all on public.inquiries from anon, authenticated;
grant insert (id, kind, name, email, phone, company, details, subscribe, honeypot)
  on public.inquiries to anon, authenticated;
grant select, insert, update, delete on public.inquiries to service_role;
grant select on public.inquiries to authenticated;

-- Every value is validated by the constraints above; the policy only opens inserts to the API roles.
create policy inquiries_insert on public.inquiries
  for insert to anon, authenticated
  with check (true);

create policy inquiries_staff_read on public.inquiries
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy inquiries_require_aal2 on public.inquiries
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

create function private.inquiries_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.inquiries%rowtype;
begin
  -- The honeypot: a bot's insert is dropped without an error, so it learns nothing.
  if new.honeypot <> '' then
    return null;
  end if;
  new.honeypot := null;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.inquiries'));

  -- A retry with the same browser-generated id is a no-op.
  select * into v_existing from public.inquiries i where i.id = new.id;
  if found then
    if v_existing.email = new.email and v_existing.kind = new.kind then
      return null;
    end if;
    raise sqlstate 'PT409' using
      message = 'duplicate_id',
      detail = 'Another inquiry already uses this id.';
  end if;

  if private.is_public_caller() then
    -- With CAPTCHA on, a public inquiry waits for its visitor's CAPTCHA before it counts.
    new.awaiting_captcha := private.captcha_required();
    perform private.check_limit(
      (select count(*) from public.inquiries i
        where private.normalized_email(i.email) = private.normalized_email(new.email)
          and not i.awaiting_captcha
          and i.created_at > pg_catalog.now() - interval '1 hour'),
      'inquiries_per_email_per_hour',
      'Too many inquiries from this e-mail address.'
    );
    perform private.check_limit(
      (select count(*) from public.inquiries i
        where private.normalized_email(i.email) = private.normalized_email(new.email)
          and not i.awaiting_captcha
          and i.created_at > pg_catalog.now() - interval '1 day'),
      'inquiries_per_email_per_day',
      'Too many inquiries from this e-mail address today.'
    );
    perform private.check_client_limit('inquiry', 'inquiries_per_client_per_hour');
  else
    new.awaiting_captcha := false;
  end if;

  new.created_at := pg_catalog.now();
  return new;
end
$$;

revoke execute on function private.inquiries_before_insert() from public;

create trigger inquiries_before_insert
  before insert on public.inquiries
  for each row execute function private.inquiries_before_insert();
