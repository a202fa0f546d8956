-- Retention and erasure of agent applications (numbers: packages/domain AGENT_CLOSED_RETENTION_DAYS and friends,
-- checked by tooling/local-backend/test/agents-contract.test.ts). A declined application goes, documents, links
-- and e-mails with it, once its days after the decision are up, and its files are queued for the Storage API; an
-- agency's application is kept however old; an untouched unfinished one goes; a never-checked upload goes; a
-- replaced file and a file without a document are queued; a person's erasure covers their applications, except an
-- agency's, which the record-keeping rule keeps.
begin;
select plan(29);
\ir ../helpers.sql

create function pg_temp.apply(p_serial integer, p_email text default null) returns text language plpgsql as $$
declare
  v_id text := format('agt-00000000-0000-4000-8000-%s', lpad(p_serial::text, 12, '0'));
begin
  perform public.submit_agent_application(
    p_id => v_id, p_full_name => 'Retention Applicant', p_mobile => format('+63917%s', lpad(p_serial::text, 7, '0')),
    p_email => coalesce(p_email, format('applicant%s@example.com', p_serial)), p_date_of_birth => date '1982-02-02',
    p_language => 'en', p_store_name => 'Retention Store', p_store_type => 'retail', p_years_in_operation => 3,
    p_region_code => '0400000000', p_province_code => '0401000000', p_city_code => '0401005000',
    p_barangay_code => '0401005001', p_street => '8 Retention Street', p_business_package => 'basic',
    p_heard_from => 'facebook', p_consent_notice_version => '2026-11-27');
  return v_id;
end
$$;

-- A received government ID with its file in the bucket; answers the file's path.
create function pg_temp.document(p_application text) returns text language plpgsql as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into public.agent_application_documents (id, application_id, kind, government_id_type, storage_path,
    content_type, byte_size, status, upload_expires_at, checked_at)
  values (v_id, p_application, 'government_id', 'philsys', p_application || '/' || v_id, 'image/jpeg', 2000,
    'received', now() + interval '10 minutes', now());
  insert into storage.objects (bucket_id, name) values ('agent-documents', p_application || '/' || v_id);
  return p_application || '/' || v_id;
end
$$;

-- Moves an application to an agency stage: the first of these names the table accepts (the agency stages are
-- the domain's, and their names may change), so the test reads the rule, not a name.
create function pg_temp.make_agency(p_application text) returns void language plpgsql as $$
declare
  v_stage text;
begin
  foreach v_stage in array array['onboarded', 'approved', 'activated', 'training'] loop
    begin
      update public.agent_applications set stage = v_stage where id = p_application;
      return;
    exception when check_violation then
      null;
    end;
  end loop;
  raise exception 'no agency stage accepted';
end
$$;

create function pg_temp.queued(p_path text) returns boolean language sql as $$
  select exists (select 1 from private.storage_deletions where bucket_id = 'agent-documents' and object_name = p_path)
$$;

create function pg_temp.age(p_application text, p_days integer) returns void language sql as $$
  update public.agent_applications
  set created_at = created_at - make_interval(days => p_days), updated_at = updated_at - make_interval(days => p_days),
    closed_at = closed_at - make_interval(days => p_days)
  where id = p_application;
  update public.agent_application_documents set created_at = created_at - make_interval(days => p_days)
  where application_id = p_application;
$$;

create temporary table paths (name text primary key, path text);

-- The decision's clock.
do $$ begin perform pg_temp.apply(1); end $$;
update public.agent_applications set stage = 'declined', decline_reason = 'identity_not_verified'
  where id = pg_temp.apply(2) or id like '%000000000001';
select ok((select closed_at is not null from public.agent_applications where id like '%000000000001'),
  'declining an application stamps when');
update public.agent_applications set stage = 'screening' where id like '%000000000002';
select ok((select closed_at is null from public.agent_applications where id like '%000000000002'),
  'reopening it clears the stamp');

-- Declined 91 days ago (the domain's 90 and one), with a file: deleted, and its file queued.
insert into paths values ('declined', pg_temp.document('agt-00000000-0000-4000-8000-000000000001'));
do $$ begin perform pg_temp.age('agt-00000000-0000-4000-8000-000000000001', 91); end $$;
-- Declined 89 days ago: kept.
do $$ begin perform pg_temp.apply(3); end $$;
update public.agent_applications set stage = 'withdrawn' where id like '%000000000003';
insert into paths values ('recent', pg_temp.document('agt-00000000-0000-4000-8000-000000000003'));
do $$ begin perform pg_temp.age('agt-00000000-0000-4000-8000-000000000003', 89); end $$;
-- An agency, untouched for years: kept, file and all.
do $$ begin perform pg_temp.apply(4); end $$;
do $$ begin perform pg_temp.make_agency('agt-00000000-0000-4000-8000-000000000004'); end $$;
insert into paths values ('agency', pg_temp.document('agt-00000000-0000-4000-8000-000000000004'));
do $$ begin perform pg_temp.age('agt-00000000-0000-4000-8000-000000000004', 2000); end $$;
-- Unfinished: untouched for 91 days, deleted; another as old but with a document sent today, kept.
do $$ begin perform pg_temp.apply(5); end $$;
do $$ begin perform pg_temp.age('agt-00000000-0000-4000-8000-000000000005', 91); end $$;
do $$ begin perform pg_temp.apply(6); end $$;
do $$ begin perform pg_temp.age('agt-00000000-0000-4000-8000-000000000006', 91); end $$;
insert into paths values ('fresh_document', pg_temp.document('agt-00000000-0000-4000-8000-000000000006'));
-- An upload authorised on that application whose window closed 25 hours ago and was never checked.
insert into public.agent_application_documents (id, application_id, kind, storage_path, content_type, byte_size,
  upload_expires_at)
values ('00000000-0000-4000-8000-0000000000ff', 'agt-00000000-0000-4000-8000-000000000006', 'store_photo',
  'agt-00000000-0000-4000-8000-000000000006/00000000-0000-4000-8000-0000000000ff', 'image/jpeg', 1000,
  now() - interval '25 hours');
-- A file whose document row is gone (say a late upload through a URL signed before an erasure).
insert into storage.objects (bucket_id, name)
values ('agent-documents', 'agt-00000000-0000-4000-8000-000000000099/00000000-0000-4000-8000-000000000099');
delete from private.storage_deletions;

select is((select row(closed, unfinished, unchecked_uploads, orphan_files)::text
    from private.purge_expired_agent_applications()), '(1,1,1,1)',
  'retention deletes one closed and one unfinished application, one stale upload, and queues one stray file');
select is((select array_agg(right(id, 1) order by id) from public.agent_applications where id ~ '-0000000000[0-9][0-9]$'
    and id like 'agt-00000000-0000-4000-8000-%'), array['2', '3', '4', '6'],
  'the declined (91 days) and the untouched unfinished applications are gone; the rest stay');
select ok(pg_temp.queued((select path from paths where name = 'declined')), 'the declined application''s file is queued');
select is((select count(*)::integer from public.agent_application_documents
    where application_id = 'agt-00000000-0000-4000-8000-000000000001'), 0, 'its document rows are gone');
select is((select count(*)::integer from private.agent_application_tokens
    where application_id = 'agt-00000000-0000-4000-8000-000000000001'), 0, 'its links are gone');
select is((select count(*)::integer from public.mail_jobs
    where agent_application_id = 'agt-00000000-0000-4000-8000-000000000001'), 0, 'its e-mails are gone');
select ok(not pg_temp.queued((select path from paths where name = 'recent')), 'a file declined 89 days ago stays');
select ok(not pg_temp.queued((select path from paths where name = 'agency'))
    and exists (select 1 from public.agent_application_documents
      where storage_path = (select path from paths where name = 'agency')),
  'an agency keeps its document and its file, however old');
select ok(not exists (select 1 from public.agent_application_documents where id = '00000000-0000-4000-8000-0000000000ff')
    and pg_temp.queued('agt-00000000-0000-4000-8000-000000000006/00000000-0000-4000-8000-0000000000ff'),
  'a never-checked upload is deleted and its path queued');
select ok(pg_temp.queued('agt-00000000-0000-4000-8000-000000000099/00000000-0000-4000-8000-000000000099'),
  'a file without a document is queued');
select ok(not pg_temp.queued((select path from paths where name = 'fresh_document')),
  'a document sent today keeps its application');

-- A replaced document: its file is queued at once, its row stays.
update public.agent_application_documents set status = 'replaced'
where storage_path = (select path from paths where name = 'fresh_document');
select ok(pg_temp.queued((select path from paths where name = 'fresh_document'))
    and exists (select 1 from public.agent_application_documents
      where storage_path = (select path from paths where name = 'fresh_document')),
  'a replaced file is queued and its row kept');

-- The worker's side: the database settles a claimed deletion only once Storage no longer has the object.
delete from private.storage_deletions where object_name not in (
  (select path from paths where name = 'declined'), (select path from paths where name = 'fresh_document'));
select is((select count(*)::integer from public.claim_storage_deletions(10, 60)), 2, 'the worker claims both');
select is((select count(*)::integer from public.claim_storage_deletions(10, 60)), 0, 'a lease holds them');
-- What Storage's API does for the first (a project refuses this statement from SQL; the API may run it).
delete from storage.objects where name = (select path from paths where name = 'declined');
select is(public.settle_storage_deletions(array(select id from private.storage_deletions)), 1,
  'settling removes the deletion whose object is gone');
select ok((select next_attempt_at > now() and lease_expires_at is null from private.storage_deletions
    where object_name = (select path from paths where name = 'fresh_document')),
  'and schedules the other again, later');
select throws_ok($$select public.claim_storage_deletions(0, 60)$$, 'PT400', 'invalid_claim', 'a claim has bounds');

-- Erasure and export of a person cover their applications (as the service role; an admin's calls are audited).
do $$ begin perform pg_temp.apply(7, 'Erase.Me+agent@example.com'); end $$;
insert into paths values ('erased', pg_temp.document('agt-00000000-0000-4000-8000-000000000007'));
grant select on paths to service_role;
set local role service_role;
select is((select jsonb_array_length(public.data_subject_export('erase.me@example.com') -> 'agent_applications')), 1,
  'the export holds the application');
select is((select public.data_subject_export('erase.me@example.com') -> 'agent_application_documents' -> 0 ->> 'kind'),
  'government_id', 'and its documents'' metadata');
select ok((select public.data_subject_export('erase.me@example.com') -> 'agent_application_documents' -> 0) ?& array['status', 'byte_size', 'content_type'],
  'its kind, type, size and state, never the file or a link to it');
select ok((select jsonb_array_length(public.data_subject_export('erase.me@example.com') -> 'mail_jobs') >= 2),
  'and its e-mails');
select is(public.data_subject_erase('erase.me@example.com'),
  '{"appointments": 0, "inquiries": 0, "agent_applications": 1, "kept_agent_applications": 0}'::jsonb,
  'erasure counts the application');
reset role;
select ok(not exists (select 1 from public.agent_applications where id like '%000000000007')
    and not exists (select 1 from public.mail_jobs where agent_application_id like '%000000000007')
    and not exists (select 1 from private.agent_application_tokens where application_id like '%000000000007'),
  'the application, its e-mails and its links are gone');
select ok(pg_temp.queued((select path from paths where name = 'erased')), 'and its file is queued');

-- An agency's application outlives the person's erasure (the record-keeping rule); a declined one does not.
do $$
begin
  perform pg_temp.apply(8, 'keep.me@example.com');
  perform pg_temp.make_agency('agt-00000000-0000-4000-8000-000000000008');
  perform pg_temp.apply(9);
  update public.agent_applications set email = 'Keep.Me@example.com', stage = 'declined', decline_reason = 'other'
  where id = 'agt-00000000-0000-4000-8000-000000000009';
end
$$;
insert into paths values ('erasure_agency', pg_temp.document('agt-00000000-0000-4000-8000-000000000008'));
set local role service_role;
select is(public.data_subject_erase('keep.me@example.com'),
  '{"appointments": 0, "inquiries": 0, "agent_applications": 1, "kept_agent_applications": 1}'::jsonb,
  'erasure deletes the declined application and says the agency''s was kept');
reset role;
select ok(exists (select 1 from public.agent_applications where id like '%000000000008')
    and exists (select 1 from public.agent_application_documents where application_id like '%000000000008')
    and not pg_temp.queued((select path from paths where name = 'erasure_agency')),
  'the agency''s application and its ID stay');
select ok(not exists (select 1 from public.agent_applications where id like '%000000000009'),
  'the declined application is gone');

select * from finish();
rollback;
