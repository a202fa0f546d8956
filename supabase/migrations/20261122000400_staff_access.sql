-- Staff access: who is staff, and the one check every staff function starts with.
--   - A staff member is an auth user listed in public.staff with the role agent (works leads) or admin (also
--     manages staff and answers data-subject requests). Sign-ups stay disabled; scripts add and remove members.
--   - Staff read appointments, inquiries, their mail jobs, notes and the audit log; nobody else does. Each of those
--     tables pairs its staff read policy with a restrictive one that requires multi-factor authentication (aal2 in
--     the JWT), so a password alone reads nothing. The staff row is looked up on every request, so a removed member
--     whose token has not yet expired reads nothing either.
--   - Staff change rows only through SECURITY DEFINER functions (staff operations); no write is granted.
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

alter table public.staff enable row level security;

revoke all on public.staff from anon, authenticated;
grant select, insert, update, delete on public.staff to service_role;
grant select on public.staff to authenticated;

-- True when the request's token carries aal2 and its session still exists: Supabase Auth deletes the
-- auth.sessions row at sign-out (and when a member is removed), but an access token stays valid until it expires,
-- so the token alone is not enough (issue 26, D43). Every restrictive staff policy and private.require_staff use it.
-- The session_id claim is set by Supabase Auth on every access token; not_after is a session's hard end.
create function private.is_mfa_session()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from auth.sessions s
      where s.id::text = auth.jwt() ->> 'session_id'
        and s.user_id = auth.uid()
        and (s.not_after is null or s.not_after > pg_catalog.now())
    )
$$;

revoke execute on function private.is_mfa_session() from public;
grant execute on function private.is_mfa_session() to authenticated;

-- A member sees their own staff row (the console reads its role from it). The other tables' read policies ask
-- whether the caller has a staff row, which this policy lets them see.
create policy staff_read_own on public.staff
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Multi-factor authentication is mandatory: restrictive policies are ANDed with every permissive one.
create policy staff_require_aal2 on public.staff
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

-- The caller's staff row, checked in this order: a current staff member (the staff row still exists), past
-- multi-factor authentication (aal2) in a session that has not ended, and an admin when p_admin. Errors: PT403
-- staff_only / mfa_required / admin_only, PT401 session_ended.
create function private.require_staff(p_admin boolean default false)
returns public.staff
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_staff public.staff;
begin
  select * into v_staff from public.staff s where s.user_id = auth.uid();
  if not found then
    raise sqlstate 'PT403' using
      message = 'staff_only',
      detail = 'Only staff members may do this.';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise sqlstate 'PT403' using
      message = 'mfa_required',
      detail = 'Enter a code from your authenticator app first.';
  end if;
  if not private.is_mfa_session() then
    raise sqlstate 'PT401' using
      message = 'session_ended',
      detail = 'This session has ended. Sign in again.';
  end if;
  if p_admin and v_staff.role <> 'admin' then
    raise sqlstate 'PT403' using
      message = 'admin_only',
      detail = 'Only an admin may do this.';
  end if;
  return v_staff;
end
$$;

revoke execute on function private.require_staff(boolean) from public;
