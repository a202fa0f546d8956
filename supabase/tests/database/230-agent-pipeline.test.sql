-- The agent pipeline: every stage move allowed and refused as packages/domain's agentStageTransitions says (the
-- table restated below), each move audited, answering the applicant (first response) and mailing them; a document
-- asked for again with its reason; a document opened only with a row in the staff history (the read grant and the
-- audit row come from one function); the view log the admins'; an agent at aal1 and a removed member read nothing.
begin;
select plan(38);
\ir ../helpers.sql

select pg_temp.add_staff('00000000-0000-4000-a000-000000000230', 'agent.pipeline@innovatehub.ph', 'agent');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000231', 'admin.pipeline@innovatehub.ph', 'admin');
select pg_temp.add_staff('00000000-0000-4000-a000-000000000232', 'gone.pipeline@innovatehub.ph', 'agent');

create temporary sequence applicant_serial;
grant usage on sequence applicant_serial to authenticated;

-- An application in p_stage, with a received government ID whose file is in the bucket (as the server role).
create function pg_temp.application(p_stage text default 'new', p_language text default 'en') returns text
language plpgsql as $$
declare
  v_serial integer := nextval('applicant_serial');
  v_id text := 'agt-00000000-0000-4000-8230-' || lpad(v_serial::text, 12, '0');
  v_document uuid := gen_random_uuid();
begin
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
    heard_from, consent_notice_version)
  values (v_id, 'Pipeline Applicant', '+63917230' || lpad(v_serial::text, 4, '0'),
    'pipeline' || v_serial || '@example.com', date '1988-02-02', p_language, 'Pipeline Store', 'retail', 3,
    '0400000000', '0410000000', '0410005000', '0410005001', '1 Pipeline Street', 'basic', 'facebook', '2026-11-26');
  update public.agent_applications set stage = p_stage,
    decline_reason = case when p_stage = 'declined' then 'other' end where id = v_id;
  insert into public.agent_application_documents (id, application_id, kind, government_id_type, storage_path,
    content_type, byte_size, status, upload_expires_at)
  values (v_document, v_id, 'government_id', 'philsys', v_id || '/' || v_document, 'image/jpeg', 1000, 'received',
    now() + interval '10 minutes');
  insert into storage.objects (bucket_id, name) values ('agent-documents', v_id || '/' || v_document);
  return v_id;
end
$$;

create function pg_temp.document_of(p_application text) returns uuid language sql as $$
  select id from public.agent_application_documents where application_id = p_application limit 1
$$;
grant execute on function pg_temp.document_of(text) to authenticated;

-- 1. Every pair of stages, tried by the agent at aal2: documents_requested through a document's review, a decline
-- with a reason from the list, every other move through the move function.
create temporary table tried (from_stage text, to_stage text, allowed boolean);
grant insert on tried to authenticated;
do $$
declare
  v_stages text[] := array['new', 'screening', 'documents_requested', 'site_visit', 'approved', 'onboarded',
    'declined', 'withdrawn'];
  v_from text;
  v_to text;
  v_id text;
begin
  foreach v_from in array v_stages loop
    foreach v_to in array v_stages loop
      v_id := pg_temp.application(v_from);
      begin
        perform pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
        set local role authenticated;
        if v_to = 'documents_requested' then
          perform public.staff_review_agent_document(pg_temp.document_of(v_id), 'requested_again', 'unreadable');
        else
          perform public.staff_move_agent_application(v_id, v_to,
            case when v_to = 'declined' then 'area_covered' end);
        end if;
        reset role;
        insert into tried values (v_from, v_to, true);
      exception when sqlstate 'PT409' then
        insert into tried values (v_from, v_to, false);
      end;
    end loop;
  end loop;
end
$$;
reset role;

select results_eq(
  $$select from_stage, to_stage from tried where allowed order by 1, 2$$,
  $$values ('approved', 'declined'), ('approved', 'onboarded'), ('approved', 'withdrawn'),
    ('documents_requested', 'declined'), ('documents_requested', 'documents_requested'),
    ('documents_requested', 'screening'), ('documents_requested', 'withdrawn'),
    ('new', 'declined'), ('new', 'documents_requested'), ('new', 'screening'), ('new', 'withdrawn'),
    ('screening', 'declined'), ('screening', 'documents_requested'), ('screening', 'site_visit'),
    ('screening', 'withdrawn'),
    ('site_visit', 'approved'), ('site_visit', 'declined'), ('site_visit', 'withdrawn')$$,
  'staff make exactly the moves the domain lists (asking for another document keeps documents_requested)');
select is((select count(*)::integer from tried), 64, 'every pair of stages was tried');

create temporary table ids (name text primary key, id text);
grant select on ids to authenticated;

-- A reply sent from a member's own mail program answers an application, once.
insert into ids values ('replied', pg_temp.application('new'));
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select isnt(public.staff_record_agent_reply((select id from ids where name = 'replied')), null,
  'a recorded reply stamps the first response');
reset role;
update public.agent_applications set first_response_at = first_response_at - interval '1 hour'
where id = (select id from ids where name = 'replied');
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select ok(public.staff_record_agent_reply((select id from ids where name = 'replied')) < now(),
  'a later reply keeps the first response');
reset role;
select ok((select not waiting and stage = 'new' from public.agent_applications
    where id = (select id from ids where name = 'replied')),
  'the replied application no longer waits, and keeps its stage');

-- 2. One move, looked at closely.
insert into ids values ('moved', pg_temp.application('new', 'fil'));
select ok((select waiting from public.agent_applications where id = (select id from ids where name = 'moved')),
  'a new application waits for its first response');

select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select lives_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'screening')$$,
  'an agent at aal2 moves an application to screening');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'declined')$$,
  'PT400', 'decline_reason', 'a decline without a reason is refused');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'declined', 'too_far')$$,
  '23514', null, 'a decline reason outside the list is refused');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'declined', 'other', '  ')$$,
  'PT400', 'decline_note_required', 'a decline for another reason without the team''s note is refused');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'declined', 'other')$$,
  'PT400', 'decline_note_required', 'and so is one with no note at all');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'site_visit', 'area_covered')$$,
  'PT400', 'decline_reason', 'only a decline takes a reason');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'documents_requested')$$,
  'PT400', 'document_required', 'documents_requested names a document: the move function refuses it');
reset role;

select ok((select first_response_at is not null and not waiting from public.agent_applications
    where id = (select id from ids where name = 'moved')),
  'the first move is the first response: the application no longer waits');
select results_eq(
  $$select actor_email, before_status, after_status from public.audit_log
    where agent_application_id = (select id from ids where name = 'moved') and action = 'agent_application_stage_changed'$$,
  $$values ('agent.pipeline@innovatehub.ph'::text, 'new'::text, 'screening'::text)$$,
  'the move is in the staff history: who, from and to');
select ok(exists (select 1 from public.mail_jobs j join private.mail_job_tokens t on t.job_id = j.id
    where j.agent_application_id = (select id from ids where name = 'moved')
      and j.template = 'agent_application_screening' and j.recipient = 'visitor'),
  'the applicant is mailed the stage with a status link');

select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select lives_ok($$select public.staff_add_agent_application_note((select id from ids where name = 'moved'),
    'Called; the ID photo is blurry.')$$,
  'an agent adds a note to an application');
select results_eq(
  $$select n.body, n.author_email, l.action from public.internal_notes n
    join public.audit_log l on l.agent_application_id = n.agent_application_id and l.action = 'note_added'
    where n.agent_application_id = (select id from ids where name = 'moved')$$,
  $$values ('Called; the ID photo is blurry.'::text, 'agent.pipeline@innovatehub.ph'::text, 'note_added'::text)$$,
  'the note is kept with its author and is in the staff history');
reset role;

-- 3. A document asked for again.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select lives_ok($$select public.staff_review_agent_document(pg_temp.document_of((select id from ids where name = 'moved')),
    'requested_again', 'expired')$$,
  'an agent asks for the ID again because it expired');
select throws_ok($$select public.staff_review_agent_document(pg_temp.document_of((select id from ids where name = 'moved')),
    'requested_again')$$,
  'PT400', 'review_reason', 'asking again needs a reason');
reset role;
select results_eq(
  $$select a.stage, d.review, d.review_reason from public.agent_applications a
    join public.agent_application_documents d on d.application_id = a.id where a.id = (select id from ids where name = 'moved')$$,
  $$values ('documents_requested'::text, 'requested_again'::text, 'expired'::text)$$,
  'the application waits for documents and the document is marked asked again, with its reason');
update public.mail_jobs set status = 'sent'
where not (template = 'agent_application_documents_requested'
  and agent_application_id = (select id from ids where name = 'moved'));
select is(
  (select c.agent_application -> 'requested_document' from public.claim_mail_jobs(100, 60) c
    where c.template = 'agent_application_documents_requested'
      and c.agent_application ->> 'id' = (select id from ids where name = 'moved')),
  '{"kind": "government_id", "reason": "expired"}'::jsonb,
  'the worker is told which document and why, for the applicant''s e-mail');

-- 4. Viewing a document: only through the function that writes the history row.
insert into ids values ('viewed', pg_temp.application('screening'));
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 0,
  'an agent at aal2 reads no document file without opening it (Storage could not sign a URL)');
select is((public.staff_view_agent_document(pg_temp.document_of((select id from ids where name = 'viewed'))) ->> 'expires_in')::integer,
  60, 'opening a document answers a short life for its URL');
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 1,
  'then that one file, and no other, may be read or signed');
reset role;
select results_eq(
  $$select actor_email, details ->> 'document_id' from public.audit_log
    where action = 'agent_document_viewed' and agent_application_id = (select id from ids where name = 'viewed')$$,
  $$select 'agent.pipeline@innovatehub.ph'::text, pg_temp.document_of((select id from ids where name = 'viewed'))::text$$,
  'the view is in the staff history: who and which document, in the same transaction');

select pg_temp.sign_in('00000000-0000-4000-a000-000000000231');
set local role authenticated;
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 0,
  'another member''s opening does not open the file for an admin');
select is((select count(*)::integer from public.audit_log where action = 'agent_document_viewed'), 1,
  'an admin sees the view log');
reset role;
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select is((select count(*)::integer from public.audit_log where action = 'agent_document_viewed'), 0,
  'an agent does not see the view log');
select throws_ok($$select public.staff_view_agent_document('00000000-0000-4000-8000-000000000000')$$,
  'PT404', 'not_found', 'an unknown document opens nothing');
reset role;

update private.agent_document_view_grants set expires_at = now() - interval '1 second';
select pg_temp.sign_in('00000000-0000-4000-a000-000000000230');
set local role authenticated;
select is((select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 0,
  'once its time has passed the file is closed again');
select results_eq(
  $$select id, waiting from public.staff_list_agent_applications(p_page_size => 3)$$,
  $$select id, waiting from public.agent_applications order by waiting desc,
      case when waiting then created_at end, created_at desc, id limit 3$$,
  'an agent at aal2 lists applications, waiting ones first');
reset role;

-- 5. aal1 and removed members.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000232');
set local role authenticated;
select ok(public.staff_view_agent_document(pg_temp.document_of((select id from ids where name = 'viewed'))) is not null,
  'a member opens a document');
reset role;
delete from public.staff where user_id = '00000000-0000-4000-a000-000000000232';
select pg_temp.sign_in('00000000-0000-4000-a000-000000000232');
set local role authenticated;
select is((select count(*)::integer from public.agent_applications), 0, 'a removed member reads no application');
select is((select count(*)::integer from public.agent_application_documents) +
    (select count(*)::integer from storage.objects where bucket_id = 'agent-documents'), 0,
  'nor any document, not even one they opened before they were removed');
select is((select count(*)::integer from public.staff_list_agent_applications()), 0,
  'and the list is empty for them');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-000000000230', 'aal1');
set local role authenticated;
select is((select count(*)::integer from public.agent_applications) +
    (select count(*)::integer from public.agent_application_documents), 0,
  'an agent at aal1 reads no application and no document');
select throws_ok($$select public.staff_move_agent_application((select id from ids where name = 'viewed'), 'site_visit')$$,
  'PT403', 'mfa_required', 'and moves nothing');
reset role;

select * from finish();
rollback;
