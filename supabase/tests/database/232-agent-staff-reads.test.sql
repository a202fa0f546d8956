-- Who reads an agent application and its documents: staff at aal2 only, and a file only through its logged view. A member at aal1, a removed member, a
-- signed-out session and a signed-in stranger read no application, no document row and no file; anon reads none
-- and cannot reach the file-deletion queue or its worker's functions.
begin;
select plan(15);
\ir ../helpers.sql

create temporary table answers (name text primary key, answer jsonb);
grant insert, select on answers to anon, authenticated;

set local role anon;
insert into answers select 'application', public.submit_agent_application(
  p_id => 'agt-00000000-0000-4000-8000-000000000230', p_full_name => 'Lito Garcia', p_mobile => '+639175550230',
  p_email => 'lito@example.com', p_date_of_birth => date '1979-07-07', p_language => 'en',
  p_store_name => 'Garcia Bills Payment', p_store_type => 'agent', p_years_in_operation => 6,
  p_region_code => '0400000000', p_province_code => '0401000000', p_city_code => '0401005000',
  p_barangay_code => '0401005001', p_street => '4 Bonifacio Street', p_business_package => 'premium',
  p_heard_from => 'existing_agent', p_consent_notice_version => '2026-11-27');
insert into answers select 'document', public.authorize_agent_document_upload(
  (select answer ->> 'upload_token' from answers where name = 'application'), 'government_id', 'image/jpeg', 2000,
  'umid');
insert into storage.objects (bucket_id, name)
values ('agent-documents', (select answer ->> 'path' from answers where name = 'document'));
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 0,
  'anon reads no file, not even the one it just uploaded');
select throws_ok($$select count(*) from public.agent_application_documents$$, '42501', null,
  'anon reads no document row');
select throws_ok($$select public.claim_storage_deletions(10, 60)$$, '42501', null,
  'anon cannot claim the file deletions');
select throws_ok($$select public.settle_storage_deletions(array[1::bigint])$$, '42501', null,
  'anon cannot settle them');
select throws_ok($$select count(*) from private.storage_deletions$$, '42501', null, 'anon cannot read the queue');
reset role;
select is(public.record_agent_document_check((select (answer ->> 'document_id')::uuid from answers where name = 'document'),
  'image/jpeg'), 'received', 'the file is received');

create function pg_temp.visible() returns text language sql as $$
  select format('%s applications, %s documents, %s files',
    (select count(*) from public.agent_applications),
    (select count(*) from public.agent_application_documents),
    (select count(*) from storage.objects where bucket_id = 'agent-documents'))
$$;
grant execute on function pg_temp.visible() to authenticated;

select pg_temp.add_staff('00000000-0000-4000-a000-000000000230', 'agent230@innovatehub.ph');

select pg_temp.sign_in('00000000-0000-4000-a000-000000000230', 'aal1');
set local role authenticated;
select is(pg_temp.visible(), '0 applications, 0 documents, 0 files', 'staff at aal1 read nothing');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-000000000230', 'aal2');
set local role authenticated;
select is(pg_temp.visible(), '1 applications, 1 documents, 0 files',
  'staff at aal2 read the application and its document; the file not without a logged view');
select isnt(public.staff_view_agent_document((select (answer ->> 'document_id')::uuid from answers where name = 'document')),
  null, 'staff at aal2 open the file through its logged view');
select is(pg_temp.visible(), '1 applications, 1 documents, 1 files', 'then the file is theirs to read, for a minute');
select throws_ok($$select public.claim_storage_deletions(10, 60)$$, '42501', null,
  'staff cannot claim the file deletions either');
reset role;

-- Signed out: Auth deleted the session; the token still verifies until it expires.
delete from auth.sessions where user_id = '00000000-0000-4000-a000-000000000230';
set local role authenticated;
select is(pg_temp.visible(), '0 applications, 0 documents, 0 files', 'a signed-out session reads nothing');
reset role;

-- Removed: the staff row is gone, the aal2 session is live.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230', 'aal2');
delete from public.staff where user_id = '00000000-0000-4000-a000-000000000230';
set local role authenticated;
select is(pg_temp.visible(), '0 applications, 0 documents, 0 files', 'a removed member reads nothing');
reset role;

-- Somebody with an account but no staff row, at aal2.
insert into auth.users (id, email, aud, role)
values ('00000000-0000-4000-a000-000000000231', 'stranger@example.com', 'authenticated', 'authenticated');
select pg_temp.sign_in('00000000-0000-4000-a000-000000000231', 'aal2');
set local role authenticated;
select is(pg_temp.visible(), '0 applications, 0 documents, 0 files', 'a signed-in stranger reads nothing');
delete from storage.objects where bucket_id = 'agent-documents';
reset role;
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 1,
  'the file is still there after the stranger''s delete');

select * from finish();
rollback;
