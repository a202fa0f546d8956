-- Access and erasure requests: everything held about one mailbox, matched by private.normalized_email (case, a
-- "+tag" and Gmail's dots ignored: the same mailbox the limits and unsubscribe see),
-- exported as one JSON document or erased. Callable with the service-role key (the SQL console, scripts) and by
-- an admin staff member who has passed multi-factor authentication (the console's People screen); a staff call
-- is audited with counts only, so the audit trail never keeps the address that was erased.

create function private.data_subject_export(p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with
    subject as (select pg_catalog.lower(btrim(p_email)) as email, private.normalized_email(p_email) as mailbox),
    appointments as (
      select a.* from public.appointments a, subject where private.normalized_email(a.email) = subject.mailbox
    ),
    inquiries as (
      select i.* from public.inquiries i, subject where private.normalized_email(i.email) = subject.mailbox
    )
  select pg_catalog.jsonb_build_object(
    'email', (select email from subject),
    'exported_at', pg_catalog.now(),
    'appointments', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(a) order by a.created_at) from appointments a), '[]'::jsonb),
    'inquiries', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(i) order by i.created_at) from inquiries i), '[]'::jsonb),
    'mail_jobs', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(m) order by m.created_at) from public.mail_jobs m
       where m.appointment_id in (select id from appointments) or m.inquiry_id in (select id from inquiries)),
      '[]'::jsonb),
    'notes', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(n) order by n.created_at) from public.internal_notes n
       where n.appointment_id in (select id from appointments) or n.inquiry_id in (select id from inquiries)),
      '[]'::jsonb),
    'audit', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(l) order by l.created_at) from public.audit_log l
       where l.appointment_id in (select id from appointments) or l.inquiry_id in (select id from inquiries)),
      '[]'::jsonb)
  )
$$;

revoke execute on function private.data_subject_export(text) from public;

-- The caller's staff row when a staff member calls, null for the service role; refuses everyone else.
create function private.require_service_role_or_admin()
returns public.staff
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) = 'service_role' then
    return null;
  end if;
  return private.require_staff(true);
end
$$;

revoke execute on function private.require_service_role_or_admin() from public;

create function public.data_subject_export(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_service_role_or_admin();
  v_export jsonb := private.data_subject_export(p_email);
begin
  if v_actor.user_id is not null then
    perform private.write_audit(
      v_actor, 'data_subject_exported', null, null, null, null, null,
      pg_catalog.jsonb_build_object(
        'appointments', pg_catalog.jsonb_array_length(v_export -> 'appointments'),
        'inquiries', pg_catalog.jsonb_array_length(v_export -> 'inquiries')
      )
    );
  end if;
  return v_export;
end
$$;

-- Deletes the person's bookings and inquiries; their mail jobs, notes and audit rows go with them (cascade).
-- Returns how many bookings and inquiries were erased.
create function public.data_subject_erase(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_service_role_or_admin();
  v_mailbox text := private.normalized_email(p_email);
  v_appointments integer;
  v_inquiries integer;
  v_result jsonb;
begin
  delete from public.appointments a where private.normalized_email(a.email) = v_mailbox;
  get diagnostics v_appointments = row_count;
  delete from public.inquiries i where private.normalized_email(i.email) = v_mailbox;
  get diagnostics v_inquiries = row_count;

  v_result := pg_catalog.jsonb_build_object('appointments', v_appointments, 'inquiries', v_inquiries);
  if v_actor.user_id is not null then
    perform private.write_audit(v_actor, 'data_subject_erased', null, null, null, null, null, v_result);
  end if;
  return v_result;
end
$$;

revoke execute on function public.data_subject_export(text) from public, anon;
revoke execute on function public.data_subject_erase(text) from public, anon;
grant execute on function public.data_subject_export(text) to authenticated, service_role;
grant execute on function public.data_subject_erase(text) to authenticated, service_role;
