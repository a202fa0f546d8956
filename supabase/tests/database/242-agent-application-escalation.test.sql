-- Applications nobody answered escalate as leads do (20261127001410_agent_application_escalation): once the lead
-- clock says agent_application_overdue_minutes business minutes, once per application (a second run repeats
-- nothing), to the team's e-mail and its chat when chat is on; never while the application awaits its CAPTCHA;
-- not once a staff move answered it. The one escalation job (private.escalate_leads) runs it, and it reads only
-- the applications that can still escalate.
begin;
select plan(13);
\ir ../helpers.sql

delete from public.closures;
delete from public.appointments;
delete from public.inquiries;
select pg_temp.add_staff('00000000-0000-4000-a000-000000000242', 'agent.escalation@innovatehub.ph', 'agent');
select public.configure_chat_alerts(true);

create temporary sequence escalation_applicant_serial;

create function pg_temp.application(p_name text) returns text
language plpgsql as $$
declare
  v_serial integer := nextval('escalation_applicant_serial');
  v_id text := 'agt-00000000-0000-4000-8242-' || lpad(v_serial::text, 12, '0');
begin
  insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
    store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street, business_package,
    heard_from, consent_notice_version)
  values (v_id, p_name, '+63917242' || lpad(v_serial::text, 4, '0'), lower(p_name) || '@example.com',
    date '1985-05-05', 'en', 'Escalation Store', 'retail', 2, '0400000000', '0410000000', '0410014000',
    '0410014001', '12 Rizal Street', 'basic', 'facebook', '2026-11-26');
  -- Arrived last Monday at 09:00 (the insert stamps the server's clock); the runs below pass their own clock.
  update public.agent_applications set created_at = pg_temp.manila(0, '09:00', -1) where id = v_id;
  return v_id;
end
$$;

create temporary table ids (name text primary key, id text);
grant select on ids to authenticated;
insert into ids values
  ('cold', pg_temp.application('Cold')),
  ('held', pg_temp.application('Held')),
  ('moved', pg_temp.application('Moved'));
update public.agent_applications set awaiting_captcha = true where id = (select id from ids where name = 'held');

-- Monday 09:59: 59 business minutes; nothing is overdue yet.
select is(private.escalate_leads(pg_temp.manila(0, '09:59', -1)), 0, 'under the target, nothing escalates');

-- One is answered: moved to screening (now, before the runs below read the table).
select pg_temp.sign_in('00000000-0000-4000-a000-000000000242');
set local role authenticated;
select lives_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'screening')$$,
  'an agent answers one application by moving it');
reset role;

-- Monday 10:00: 60 business minutes.
select is(private.escalate_leads(pg_temp.manila(0, '10:00', -1)), 1,
  'the escalation job escalates the unanswered application at its target');
select results_eq(
  $$select template, recipient, agent_application_id from public.mail_jobs
    where template = 'agent_application_unanswered' order by recipient$$,
  $$values ('agent_application_unanswered'::text, 'chat'::text, (select id from ids where name = 'cold')),
    ('agent_application_unanswered', 'team', (select id from ids where name = 'cold'))$$,
  'it mails the team and alerts the chat, about the cold application only');
select is((select count(*)::integer from private.lead_escalations
    where agent_application_id = (select id from ids where name = 'cold') and reason = 'unanswered'), 1,
  'the escalation is recorded once');
select is((select unanswered_escalated_at from public.agent_applications where id = (select id from ids where name = 'cold')),
  pg_temp.manila(0, '10:00', -1), 'and stamped on the application');

-- Tuesday: a day later, nothing repeats; the held one and the moved one still never escalate.
select is(private.escalate_leads(pg_temp.manila(1, '10:00', -1)), 0, 'a second run repeats nothing');
select is(private.escalate_agent_applications(pg_temp.manila(4, '16:00', -1)), 0,
  'nor does a run at the end of the week');
select is((select count(*)::integer from public.mail_jobs
    where template = 'agent_application_unanswered' and agent_application_id = (select id from ids where name = 'held')),
  0, 'an application awaiting its CAPTCHA never alerts');
select is((select count(*)::integer from public.mail_jobs
    where template = 'agent_application_unanswered' and agent_application_id = (select id from ids where name = 'moved')),
  0, 'an application a move answered never alerts');

-- Once its CAPTCHA passes, the held application is a lead like the others, overdue by its arrival.
update public.agent_applications set awaiting_captcha = false where id = (select id from ids where name = 'held');
select is(private.escalate_leads(pg_temp.manila(1, '10:05', -1)), 1, 'a cleared application escalates');

create function pg_temp.explain_escalation() returns table ("QUERY PLAN" text) language plpgsql as $$
begin
  return query execute 'explain select a.id from public.agent_applications a
    where a.waiting and a.unanswered_escalated_at is null and not a.awaiting_captcha
      and a.created_at <= now()';
end
$$;

-- The job reads the applications that can still escalate through their partial index.
set local enable_seqscan = off;
select ok((select string_agg(line, ' ') from (
    select "QUERY PLAN" as line from pg_temp.explain_escalation()) plan) like '%agent_applications_escalating_idx%',
  'the job''s query reads the partial index of applications that can still escalate');
reset enable_seqscan;
select is((select count(*)::integer from public.agent_applications
    where waiting and unanswered_escalated_at is null and not awaiting_captcha), 0,
  'and that index is empty once every waiting application escalated');

select * from finish();
rollback;
