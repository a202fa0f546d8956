-- How long an agent application and its documents are kept, and how their files leave Storage (docs/product.md
-- §16.6; RA 10173). The numbers and stage lists mirror packages/domain (src/agents.ts), checked by the local
-- backend's contract test.
--   1. the stages the rules read, and when an application was closed (closed_at, set by a trigger);
--   2. the file-deletion queue: a row per Storage object to delete, written in the same transaction as whatever
--      makes the file unwanted (a document row deleted, a document refused or replaced), and drained through the
--      Storage API by the storage-deletion-worker function: a project refuses SQL deletes of storage.objects
--      (storage.protect_delete), and only the API removes the bytes too. A row leaves the queue only once its
--      object is gone, so a failed call is retried until it succeeds;
--   3. retention, daily: closed applications, unfinished ones, never-checked uploads, and any file left without
--      a document;
--   4. access and erasure requests cover applications, their documents' metadata and their e-mails.

insert into private.rate_limits (name, max_count, description) values
  ('retention_agent_closed_days', 90,
    'A declined or withdrawn agent application is deleted, documents and all, this many days after the decision'),
  ('retention_agent_unfinished_days', 90,
    'An agent application still before a decision, with no stage change and no new document for this many days, is deleted'),
  ('retention_agent_unchecked_upload_hours', 24,
    'An authorised document upload that was never checked is deleted this many hours after its window closed');

-- 1. The stages the retention rules read (packages/domain: agentStagesClosed, agentStagesBeforeDecision). Every
-- other stage is an agency (approved, onboarded): kept, because an agent's identification records must outlive
-- the agency by five years (anti-money-laundering record keeping), and this system does not record its end.
create function private.agent_stages_closed()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['declined', 'withdrawn'] $$;

create function private.agent_stages_before_decision()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['new', 'screening', 'documents_requested', 'site_visit'] $$;

revoke execute on function private.agent_stages_closed() from public;
revoke execute on function private.agent_stages_before_decision() from public;

alter table public.agent_applications add column closed_at timestamptz;
comment on column public.agent_applications.closed_at is
  'When the application was declined or withdrawn (null otherwise); retention counts from here.';
update public.agent_applications set closed_at = updated_at where stage = any(private.agent_stages_closed());

-- Whoever moves the stage (a staff function, the service role), the clock follows: closing stamps closed_at,
-- reopening clears it, and every move counts as activity for the unfinished rule.
create function private.agent_applications_stage_clock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stage is distinct from old.stage then
    new.updated_at := pg_catalog.now();
    new.closed_at := case
      when new.stage <> all(private.agent_stages_closed()) then null
      when old.stage = any(private.agent_stages_closed()) then old.closed_at
      else pg_catalog.now()
    end;
  end if;
  return new;
end
$$;

revoke execute on function private.agent_applications_stage_clock() from public;

create trigger agent_applications_stage_clock
  before update of stage on public.agent_applications
  for each row execute function private.agent_applications_stage_clock();

-- 2. The file-deletion queue (the outbox of Storage deletes).
create table private.storage_deletions (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  object_name text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_expires_at timestamptz,
  constraint storage_deletions_one_per_object unique (bucket_id, object_name)
);
create index storage_deletions_due_idx on private.storage_deletions (next_attempt_at);
revoke all on private.storage_deletions from public;

create function private.queue_storage_deletion(p_bucket_id text, p_object_name text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.storage_deletions (bucket_id, object_name) values (p_bucket_id, p_object_name)
  on conflict (bucket_id, object_name) do update set next_attempt_at = pg_catalog.now(), lease_expires_at = null
$$;

revoke execute on function private.queue_storage_deletion(text, text) from public;

-- A document row deleted (erasure, retention, the CAPTCHA purge, any cascade) or a document refused or replaced:
-- its file is queued in the same transaction. Replaced and refused rows stay (kind, state, size: no content),
-- with the application, so its history still reads.
create function private.agent_documents_queue_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.queue_storage_deletion('agent-documents', old.storage_path);
  elsif new.status in ('refused', 'replaced') and new.status is distinct from old.status then
    perform private.queue_storage_deletion('agent-documents', new.storage_path);
  end if;
  return null;
end
$$;

revoke execute on function private.agent_documents_queue_file() from public;

create trigger agent_documents_queue_file_on_delete
  after delete on public.agent_application_documents
  for each row execute function private.agent_documents_queue_file();

create trigger agent_documents_queue_file_on_status
  after update of status on public.agent_application_documents
  for each row execute function private.agent_documents_queue_file();

-- The worker's claim (service role): up to p_limit due deletions, leased for p_lease_seconds.
create function public.claim_storage_deletions(p_limit integer, p_lease_seconds integer)
returns table (id bigint, bucket_id text, object_name text)
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
      select q.id from private.storage_deletions q
      where q.next_attempt_at <= pg_catalog.now()
        and (q.lease_expires_at is null or q.lease_expires_at <= pg_catalog.now())
      order by q.next_attempt_at, q.id
      limit p_limit
      for update skip locked
    )
    update private.storage_deletions q
    set attempts = q.attempts + 1,
      lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => p_lease_seconds)
    from due
    where q.id = due.id
    returning q.id, q.bucket_id, q.object_name;
end
$$;

revoke execute on function public.claim_storage_deletions(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_storage_deletions(integer, integer) to service_role;

-- After the worker asked Storage to delete the claimed objects, whatever the answer: each row whose object is gone
-- leaves the queue; the others wait 2^attempts minutes (at most an hour) and are tried again. The database, not
-- the worker's reading of an answer, decides. Returns how many left the queue.
create function public.settle_storage_deletions(p_ids bigint[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_done integer;
begin
  delete from private.storage_deletions q
  where q.id = any(p_ids)
    and not exists (select 1 from storage.objects o where o.bucket_id = q.bucket_id and o.name = q.object_name);
  get diagnostics v_done = row_count;
  update private.storage_deletions q
  set lease_expires_at = null,
    next_attempt_at = pg_catalog.now() + pg_catalog.make_interval(mins => least(60, power(2, least(q.attempts, 6))::integer))
  where q.id = any(p_ids);
  return v_done;
end
$$;

revoke execute on function public.settle_storage_deletions(bigint[]) from public, anon, authenticated;
grant execute on function public.settle_storage_deletions(bigint[]) to service_role;

-- The schedule's call to the worker, made only when a deletion is due (an empty queue costs no call). The worker
-- answers the same shared secret as mail-worker: both serve only the schedule.
create function private.kick_storage_deletion_worker()
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_url text := (select s.value from private.settings s where s.name = 'functions_url');
  v_secret text := (select s.value from private.settings s where s.name = 'mail_worker_secret');
begin
  if v_url is null or v_url = '' or v_secret is null or not exists (
    select 1 from private.storage_deletions q
    where q.next_attempt_at <= pg_catalog.now()
      and (q.lease_expires_at is null or q.lease_expires_at <= pg_catalog.now())
  ) then
    return null;
  end if;
  return net.http_post(
    url := v_url || '/storage-deletion-worker',
    body := '{}'::jsonb,
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-mail-worker-secret', v_secret)
  );
end
$$;

revoke execute on function private.kick_storage_deletion_worker() from public;

select cron.schedule('storage-deletion-worker', '* * * * *', 'select private.kick_storage_deletion_worker()');

-- 3. Retention, daily. Deleting an application deletes its documents, tokens and e-mails (cascade), and the
-- document trigger queues each file.
create function private.purge_expired_agent_applications()
returns table (closed integer, unfinished integer, unchecked_uploads integer, orphan_files integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_closed integer;
  v_unfinished integer;
  v_uploads integer;
  v_orphans integer;
begin
  delete from public.agent_applications a
  where a.stage = any(private.agent_stages_closed())
    and a.closed_at < pg_catalog.now()
      - pg_catalog.make_interval(days => private.rate_limit('retention_agent_closed_days'));
  get diagnostics v_closed = row_count;

  delete from public.agent_applications a
  where a.stage = any(private.agent_stages_before_decision())
    and greatest(a.created_at, a.updated_at, (
      select max(d.created_at) from public.agent_application_documents d where d.application_id = a.id
    )) < pg_catalog.now() - pg_catalog.make_interval(days => private.rate_limit('retention_agent_unfinished_days'));
  get diagnostics v_unfinished = row_count;

  delete from public.agent_application_documents d
  where d.status = 'awaiting_upload'
    and d.upload_expires_at < pg_catalog.now()
      - pg_catalog.make_interval(hours => private.rate_limit('retention_agent_unchecked_upload_hours'));
  get diagnostics v_uploads = row_count;

  -- A file whose document is gone, refused or replaced (a late upload through a URL signed before an erasure,
  -- say) is queued too, so nothing in the bucket outlives its row.
  insert into private.storage_deletions (bucket_id, object_name)
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'agent-documents'
    and not exists (
      select 1 from public.agent_application_documents d
      where d.storage_path = o.name and d.status in ('awaiting_upload', 'received')
    )
  on conflict (bucket_id, object_name) do nothing;
  get diagnostics v_orphans = row_count;

  return query select v_closed, v_unfinished, v_uploads, v_orphans;
end
$$;

revoke execute on function private.purge_expired_agent_applications() from public;

select cron.schedule('purge-expired-agent-applications', '27 3 * * *',
  'select private.purge_expired_agent_applications()');

-- 4. Access and erasure requests (20261123000200_data_subject_requests) cover applications. The export holds the
-- application rows, their documents' metadata (kind, type, size, state; never the files or links to them) and
-- their e-mails; erasure deletes the applications with all of that and queues the files.
create or replace function private.data_subject_export(p_email text)
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
    ),
    agent_applications as (
      select g.* from public.agent_applications g, subject where private.normalized_email(g.email) = subject.mailbox
    )
  select pg_catalog.jsonb_build_object(
    'email', (select email from subject),
    'exported_at', pg_catalog.now(),
    'appointments', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(a) order by a.created_at) from appointments a), '[]'::jsonb),
    'inquiries', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(i) order by i.created_at) from inquiries i), '[]'::jsonb),
    'agent_applications', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(g) - 'honeypot' order by g.created_at)
       from agent_applications g), '[]'::jsonb),
    'agent_application_documents', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', d.id, 'application_id', d.application_id, 'kind', d.kind,
          'government_id_type', d.government_id_type, 'content_type', d.content_type, 'byte_size', d.byte_size,
          'status', d.status, 'created_at', d.created_at, 'checked_at', d.checked_at) order by d.created_at)
       from public.agent_application_documents d
       where d.application_id in (select id from agent_applications)), '[]'::jsonb),
    'mail_jobs', coalesce(
      (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(m) order by m.created_at) from public.mail_jobs m
       where m.appointment_id in (select id from appointments) or m.inquiry_id in (select id from inquiries)
         or m.agent_application_id in (select id from agent_applications)),
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

create or replace function public.data_subject_export(p_email text)
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
        'inquiries', pg_catalog.jsonb_array_length(v_export -> 'inquiries'),
        'agent_applications', pg_catalog.jsonb_array_length(v_export -> 'agent_applications')
      )
    );
  end if;
  return v_export;
end
$$;

create or replace function public.data_subject_erase(p_email text)
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
  v_applications integer;
  v_result jsonb;
begin
  delete from public.appointments a where private.normalized_email(a.email) = v_mailbox;
  get diagnostics v_appointments = row_count;
  delete from public.inquiries i where private.normalized_email(i.email) = v_mailbox;
  get diagnostics v_inquiries = row_count;
  delete from public.agent_applications g where private.normalized_email(g.email) = v_mailbox;
  get diagnostics v_applications = row_count;

  v_result := pg_catalog.jsonb_build_object('appointments', v_appointments, 'inquiries', v_inquiries,
    'agent_applications', v_applications);
  if v_actor.user_id is not null then
    perform private.write_audit(v_actor, 'data_subject_erased', null, null, null, null, null, v_result);
  end if;
  return v_result;
end
$$;
