-- The agent documents' files, in Supabase Storage (docs/product.md §16):
--   1. a private bucket whose size and type limits Storage itself enforces on every upload;
--   2. row level security on storage.objects: Storage checks the caller's INSERT right when it signs an upload URL
--      (the upload through that URL then needs no other credential), so the public roles may sign only the path of
--      a document whose upload public.authorize_agent_document_upload opened, inside its window, once; staff read
--      the files at aal2; nobody else reads, changes or deletes one (the service role bypasses row level security);
--   3. after the upload, the agent-document-check function reads the file's first bytes and reports the type they
--      show; the database decides whether the document is received (its type as declared, uploaded in time) or
--      refused (the function then deletes the file).

-- 1. The bucket. Numbers: packages/domain (AGENT_DOCUMENT_MAX_BYTES, agentDocumentContentTypes).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('agent-documents', 'agent-documents', false, 10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- 2. True when p_name is the path of a document awaiting its upload, inside its window, with no file there yet.
-- Security definer: the public roles read neither the documents nor other objects.
create function private.agent_document_upload_open(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.agent_application_documents d
    where d.storage_path = p_name
      and d.status = 'awaiting_upload'
      and d.upload_expires_at > pg_catalog.now()
  ) and not exists (
    select 1 from storage.objects o where o.bucket_id = 'agent-documents' and o.name = p_name
  )
$$;

-- Policy expressions run with the caller's EXECUTE right; the schema stays closed to the API roles.
revoke execute on function private.agent_document_upload_open(text) from public;
grant execute on function private.agent_document_upload_open(text) to anon, authenticated;

create function private.is_staff_member()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff s where s.user_id = (select auth.uid()))
$$;

revoke execute on function private.is_staff_member() from public;
grant execute on function private.is_staff_member() to authenticated;

create policy agent_documents_signed_upload on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'agent-documents' and private.agent_document_upload_open(name));

create policy agent_documents_staff_read on storage.objects
  for select to authenticated
  using (bucket_id = 'agent-documents' and private.is_staff_member() and private.is_mfa_session());

-- 3. What the check function needs: the document a token's holder uploaded, and whether its file is there.
-- Service role only. PT403 invalid_token, PT404 unknown_document.
create function public.agent_document_for_check(p_token text, p_document_id uuid)
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
  select d.* into v_document from public.agent_application_documents d
  where d.id = p_document_id and d.application_id = v_application.id;
  if not found then
    raise sqlstate 'PT404' using message = 'unknown_document';
  end if;
  return pg_catalog.jsonb_build_object(
    'document_id', v_document.id,
    'kind', v_document.kind,
    'status', v_document.status,
    'content_type', v_document.content_type,
    'path', v_document.storage_path,
    'uploaded', exists (select 1 from storage.objects o
      where o.bucket_id = 'agent-documents' and o.name = v_document.storage_path));
end
$$;

revoke execute on function public.agent_document_for_check(text, uuid) from public, anon, authenticated;
grant execute on function public.agent_document_for_check(text, uuid) to service_role;

-- The verdict on an uploaded file, given the type its content shows (null: none the product accepts). Received
-- when that is the declared type and the file arrived inside the upload window; an earlier received document of
-- the same kind is then replaced. Refused otherwise. Returns the document's status; a document already judged
-- keeps its verdict (a retried check changes nothing).
create function public.record_agent_document_check(p_document_id uuid, p_detected_type text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_document public.agent_application_documents;
  v_uploaded_at timestamptz;
  v_status text;
begin
  select d.* into v_document from public.agent_application_documents d where d.id = p_document_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'unknown_document';
  end if;
  if v_document.status <> 'awaiting_upload' then
    return v_document.status;
  end if;
  select o.created_at into v_uploaded_at from storage.objects o
  where o.bucket_id = 'agent-documents' and o.name = v_document.storage_path;
  if v_uploaded_at is null then
    raise sqlstate 'PT409' using message = 'not_uploaded', detail = 'The file has not arrived yet.';
  end if;
  v_status := case
    when p_detected_type is not distinct from v_document.content_type
      and v_uploaded_at <= v_document.upload_expires_at then 'received'
    else 'refused'
  end;
  if v_status = 'received' then
    update public.agent_application_documents d set status = 'replaced'
    where d.application_id = v_document.application_id and d.kind = v_document.kind and d.status = 'received';
  end if;
  update public.agent_application_documents d set status = v_status, checked_at = pg_catalog.now()
  where d.id = p_document_id;
  return v_status;
end
$$;

revoke execute on function public.record_agent_document_check(uuid, text) from public, anon, authenticated;
grant execute on function public.record_agent_document_check(uuid, text) to service_role;
