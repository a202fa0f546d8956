-- Agent documents are viewed only with a row in the staff history (docs/product.md §17):
--   1. staff_view_agent_document writes the audit row (who, when, which document) and, in the same transaction, a
--      grant for that member and that file lasting agent_document_view_seconds;
--   2. the only read policy on the bucket's objects asks for such a grant (and a current member at aal2): Storage
--      signs a read URL, or serves a file, only when the caller may SELECT the object row, so a file cannot be
--      opened, nor a URL to it made, without the audit row;
--   3. the view log is the admins': agents do not read those audit rows.

insert into private.rate_limits (name, max_count, description) values
  ('agent_document_view_seconds', 60,
    'How long a staff member may sign a read URL for a document after opening it (and how long the URL lives)');

create table private.agent_document_view_grants (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  storage_path text not null,
  expires_at timestamptz not null
);
create index agent_document_view_grants_lookup_idx
  on private.agent_document_view_grants (user_id, storage_path, expires_at);
revoke all on private.agent_document_view_grants from public;

-- True when the caller, a current staff member at aal2, opened this file through staff_view_agent_document within
-- its window. Security definer: the grants are private.
create function private.agent_document_view_open(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_staff_session() and exists (
    select 1 from private.agent_document_view_grants g
    where g.user_id = auth.uid() and g.storage_path = p_name and g.expires_at > pg_catalog.now()
  )
$$;

revoke execute on function private.agent_document_view_open(text) from public;
grant execute on function private.agent_document_view_open(text) to authenticated;

drop policy agent_documents_staff_read on storage.objects;
create policy agent_documents_staff_view on storage.objects
  for select to authenticated
  using (bucket_id = 'agent-documents' and private.agent_document_view_open(name));

-- Opens one document for the caller: the audit row and the grant, together. Answers the bucket, the path to sign
-- a read URL for, and the seconds it may live. Errors: PT404 not_found, PT409 document_unavailable (no checked
-- file: awaiting its upload, or refused and deleted).
create function public.staff_view_agent_document(p_document_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_document public.agent_application_documents;
  v_seconds integer := private.rate_limit('agent_document_view_seconds');
begin
  select d.* into v_document from public.agent_application_documents d where d.id = p_document_id;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No document has this id.';
  end if;
  if v_document.status not in ('received', 'replaced') then
    raise sqlstate 'PT409' using message = 'document_unavailable', detail = 'This document has no file to view.';
  end if;
  delete from private.agent_document_view_grants g where g.expires_at < pg_catalog.now() - interval '1 day';
  insert into private.agent_document_view_grants (user_id, storage_path, expires_at)
  values (v_actor.user_id, v_document.storage_path, pg_catalog.now() + pg_catalog.make_interval(secs => v_seconds));
  perform private.write_agent_audit(v_actor, 'agent_document_viewed', v_document.application_id, null, null,
    pg_catalog.jsonb_build_object('document_id', v_document.id, 'kind', v_document.kind));
  return pg_catalog.jsonb_build_object(
    'bucket', 'agent-documents',
    'path', v_document.storage_path,
    'expires_in', v_seconds);
end
$$;

revoke execute on function public.staff_view_agent_document(uuid) from public, anon;
grant execute on function public.staff_view_agent_document(uuid) to authenticated;

-- 3. Whether the caller is an admin (the console's role); for the view log's policy.
create function private.is_staff_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff s where s.user_id = auth.uid() and s.role = 'admin')
$$;

revoke execute on function private.is_staff_admin() from public;
grant execute on function private.is_staff_admin() to authenticated;

create policy audit_log_document_views_admins_only on public.audit_log
  as restrictive for select to authenticated
  using (action <> 'agent_document_viewed' or (select private.is_staff_admin()));
