-- Agent documents in Storage: Storage signs an upload URL only when the caller may INSERT the object, so these
-- inserts as anon are what signing checks. Only the path of a document authorised for this application, inside
-- its window, once; a wrong type or size is refused before a path exists; the type the file's content shows
-- decides whether it is received.
begin;
select plan(14);
\ir ../helpers.sql

create temporary table answers (name text primary key, answer jsonb);
grant insert, select on answers to anon;

insert into answers select 'first', public.submit_agent_application(
  p_id => 'agt-00000000-0000-4000-8000-000000000211', p_full_name => 'Jose Reyes', p_mobile => '+639181112222',
  p_email => 'jose@example.com', p_date_of_birth => date '1985-01-15', p_language => 'en',
  p_store_name => 'Reyes Loading Station', p_store_type => 'business', p_years_in_operation => 2,
  p_region_code => '0400000000', p_province_code => '0401000000', p_city_code => '0401005000',
  p_barangay_code => '0401005001', p_street => '3 Mabini Street', p_business_package => 'plus',
  p_heard_from => 'event', p_consent_notice_version => '2026-11-26');
insert into answers select 'second', public.submit_agent_application(
  p_id => 'agt-00000000-0000-4000-8000-000000000212', p_full_name => 'Ana Cruz', p_mobile => '+639183334444',
  p_email => 'ana@example.com', p_date_of_birth => date '1980-03-02', p_language => 'fil',
  p_store_name => 'Cruz Pharmacy', p_store_type => 'retail', p_years_in_operation => 10,
  p_region_code => '0400000000', p_province_code => '0401000000', p_city_code => '0401005000',
  p_barangay_code => '0401005001', p_street => '9 Luna Street', p_business_package => 'undecided',
  p_heard_from => 'search', p_consent_notice_version => '2026-11-26');

create function pg_temp.token(p_name text) returns text language sql as $$
  select answer ->> 'upload_token' from answers where name = p_name
$$;
grant execute on function pg_temp.token(text) to anon;

set local role anon;
insert into answers select 'id', public.authorize_agent_document_upload(pg_temp.token('first'), 'government_id',
  'image/jpeg', 250000, 'philsys');
insert into answers select 'other', public.authorize_agent_document_upload(pg_temp.token('second'), 'store_photo',
  'image/webp', 300000);
select throws_ok($$select public.authorize_agent_document_upload(pg_temp.token('first'), 'store_photo', 'application/pdf', 1000)$$,
  'PT400', 'invalid_document', 'a PDF is not a store photo');
select throws_ok($$select public.authorize_agent_document_upload(pg_temp.token('first'), 'business_permit', 'image/jpeg', 10485761)$$,
  'PT400', 'invalid_document', 'a file over 10 MiB is refused');
select throws_ok($$select public.authorize_agent_document_upload(pg_temp.token('first'), 'selfie', 'image/jpeg', 1000)$$,
  'PT400', 'invalid_document', 'an unknown kind is refused');
select throws_ok($$select public.authorize_agent_document_upload(repeat('b', 64), 'store_photo', 'image/jpeg', 1000)$$,
  'PT403', 'invalid_token', 'an unknown token opens nothing');
select lives_ok(format($$insert into storage.objects (bucket_id, name) values ('agent-documents', %L)$$,
    (select answer ->> 'path' from answers where name = 'id')),
  'anon may put the file at its own authorised path');
select throws_ok(format($$insert into storage.objects (bucket_id, name) values ('agent-documents', %L)$$,
    (select answer ->> 'path' from answers where name = 'id')),
  '42501', null, 'but only once');
select throws_ok($$insert into storage.objects (bucket_id, name)
    values ('agent-documents', 'agt-00000000-0000-4000-8000-000000000211/' || gen_random_uuid())$$,
  '42501', null, 'a path that was not authorised is refused');
select throws_ok(format($$insert into storage.objects (bucket_id, name) values ('other-bucket', %L)$$,
    (select answer ->> 'path' from answers where name = 'other')),
  '42501', null, 'another bucket is refused');
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 0,
  'anon reads no file, its own included');
reset role;

-- The upload window: once it has passed, the path is closed.
update public.agent_application_documents set upload_expires_at = now() - interval '1 second'
where storage_path = (select answer ->> 'path' from answers where name = 'other');
set local role anon;
select throws_ok(format($$insert into storage.objects (bucket_id, name) values ('agent-documents', %L)$$,
    (select answer ->> 'path' from answers where name = 'other')),
  '42501', null, 'an upload after its window is refused');
reset role;

-- The verdict by content.
select is(public.record_agent_document_check((select (answer ->> 'document_id')::uuid from answers where name = 'id'),
    'application/pdf'), 'refused', 'a PDF declared as a JPEG is refused');
select is((select status from public.agent_application_documents
    where id = (select (answer ->> 'document_id')::uuid from answers where name = 'id')), 'refused',
  'and recorded as refused');
set local role anon;
insert into answers select 'id2', public.authorize_agent_document_upload(pg_temp.token('first'), 'government_id',
  'image/jpeg', 250000, 'passport');
insert into storage.objects (bucket_id, name) values ('agent-documents', (select answer ->> 'path' from answers where name = 'id2'));
reset role;
select is(public.record_agent_document_check((select (answer ->> 'document_id')::uuid from answers where name = 'id2'),
    'image/jpeg'), 'received', 'a JPEG that is a JPEG is received');
select is((select file_size_limit from storage.buckets where id = 'agent-documents'), 10485760::bigint,
  'the bucket holds its own size limit');

select * from finish();
rollback;
