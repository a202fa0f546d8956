-- Staff access: who is staff, what staff may read, and the audit trail of what staff changed.
--   - A staff member is an auth user listed in public.staff with the role agent (works leads) or admin (also
--     manages staff and answers data-subject requests). Sign-ups stay disabled; scripts add and remove members.
--   - Staff read appointments, inquiries, their mail jobs, notes and the audit log; nobody else does. Every read
--     policy is paired with a restrictive one that requires multi-factor authentication (aal2 in the JWT), so a
--     password alone reads nothing. The staff row is looked up on every request, so a removed member whose token
--     has not yet expired reads nothing either.
--   - Staff change rows only through the SECURITY DEFINER functions of the next migration; no write is granted.
-- auth.users exists on every Supabase project; supabase/platform-stubs/auth.sql provides it elsewhere.

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  role text not null,
  created_at timestamptz not null default now(),

  constraint staff_role_values check (role in ('agent', 'admin')),
  constraint staff_email_length check (char_length(email) between 3 and 254)
);

comment on table public.staff is 'Staff members: auth users with a role. Written by the staff:add / staff:remove scripts.';

-- The inquiry pipeline: new -> contacted -> qualified -> won | lost, and who works it.
alter table public.inquiries add column status text not null default 'new';
alter table public.inquiries add constraint inquiries_status_values
  check (status in ('new', 'contacted', 'qualified', 'won', 'lost'));
alter table public.inquiries add column assignee uuid references public.staff (user_id) on delete set null;
alter table public.inquiries add column updated_at timestamptz not null default now();
create index inquiries_assignee_idx on public.inquiries (assignee) where assignee is not null;

-- Internal notes on a booking or an inquiry; never shown or mailed to the visitor.
create table public.internal_notes (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid references public.appointments (id) on delete cascade,
  inquiry_id text references public.inquiries (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text not null,
  body text not null,
  created_at timestamptz not null default now(),

  constraint internal_notes_one_subject check (num_nonnulls(appointment_id, inquiry_id) = 1),
  constraint internal_notes_body_length check (char_length(btrim(body)) between 1 and 4000)
);

create index internal_notes_appointment_idx on public.internal_notes (appointment_id) where appointment_id is not null;
create index internal_notes_inquiry_idx on public.internal_notes (inquiry_id) where inquiry_id is not null;

-- One row per change a staff member makes: who, what, when, and the status before and after.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text not null,
  action text not null,
  appointment_id uuid references public.appointments (id) on delete cascade,
  inquiry_id text references public.inquiries (id) on delete cascade,
  mail_job_id uuid references public.mail_jobs (id) on delete set null,
  before_status text,
  after_status text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),

  constraint audit_log_action_values check (action in (
    'appointment_status_changed',
    'appointment_rescheduled',
    'inquiry_status_changed',
    'inquiry_assigned',
    'note_added',
    'mail_job_retried',
    'data_subject_exported',
    'data_subject_erased'
  ))
);

comment on table public.audit_log is
  'Every change made by staff. Data-subject rows hold counts only, never the e-mail address they concerned.';

create index audit_log_appointment_idx on public.audit_log (appointment_id) where appointment_id is not null;
create index audit_log_inquiry_idx on public.audit_log (inquiry_id) where inquiry_id is not null;

alter table public.staff enable row level security;
alter table public.internal_notes enable row level security;
alter table public.audit_log enable row level security;

revoke all on public.staff, public.internal_notes, public.audit_log from anon, authenticated;
grant select, insert, update, delete on public.staff, public.internal_notes, public.audit_log to service_role;
grant select on public.staff, public.internal_notes, public.audit_log to authenticated;
grant select on public.appointments, public.inquiries, public.mail_jobs to authenticated;

-- A member sees their own staff row (the console reads its role from it). The other read policies ask whether
-- the caller has a staff row, which this policy lets them see.
create policy staff_read_own on public.staff
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy appointments_staff_read on public.appointments
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy inquiries_staff_read on public.inquiries
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy mail_jobs_staff_read on public.mail_jobs
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy internal_notes_staff_read on public.internal_notes
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy audit_log_staff_read on public.audit_log
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

-- Multi-factor authentication is mandatory: restrictive policies are ANDed with every permissive one.
create policy staff_require_aal2 on public.staff
  as restrictive for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

create policy appointments_require_aal2 on public.appointments
  as restrictive for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

create policy inquiries_require_aal2 on public.inquiries
  as restrictive for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

create policy mail_jobs_require_aal2 on public.mail_jobs
  as restrictive for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

create policy internal_notes_require_aal2 on public.internal_notes
  as restrictive for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

create policy audit_log_require_aal2 on public.audit_log
  as restrictive for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');
