-- Applications nobody answered escalate as leads do (20261127001410_agent_application_escalation): at each level
-- of private.agent_application_escalation_minutes() (60 business minutes, then a business day) on the lead clock,
-- once per application and level (a second run repeats nothing), to the team's e-mail and its chat when chat is
-- on; never while the application awaits its CAPTCHA; no further once a staff move answered it. The one
-- escalation job (private.escalate_leads) runs it, reading only the applications that can still escalate.
begin;
select plan(15);
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
select is(private.escalate_leads(pg_temp.manila(0, '09:59', -1)), 0, 'under the first level, nothing escalates');

-- Monday 10:00: 60 business minutes, the first level.
select is(private.escalate_leads(pg_temp.manila(0, '10:00', -1)), 2,
  'the escalation job escalates the two unanswered, cleared applications at the first level');
select results_eq(
  $$select recipient, count(*)::integer from public.mail_jobs where template = 'agent_application_unanswered'
    group by recipient order by recipient$$,
  $$values ('chat'::text, 2), ('team', 2)$$,
  'each mails the team and alerts the chat');
select is(private.escalate_leads(pg_temp.manila(0, '16:59', -1)), 0, 'a second run the same day repeats nothing');

-- One is answered now: moved to screening.
select pg_temp.sign_in('00000000-0000-4000-a000-000000000242');
set local role authenticated;
select lives_ok($$select public.staff_move_agent_application((select id from ids where name = 'moved'), 'screening')$$,
  'an agent answers one application by moving it');
reset role;

-- Tuesday 09:00: 480 business minutes, a whole business day; the moved one has stopped.
select is(private.escalate_leads(pg_temp.manila(1, '09:00', -1)), 1, 'a business day later, the second level');
select results_eq(
  $$select i.name, e.level from private.lead_escalations e join ids i on i.id = e.agent_application_id
    order by i.name, e.level$$,
  $$values ('cold'::text, 1::smallint), ('cold', 2::smallint), ('moved', 1::smallint)$$,
  'each level is recorded once per application; the moved application escalates no further');
select is((select unanswered_escalations from public.agent_applications where id = (select id from ids where name = 'cold')),
  2::smallint, 'the application records the level it reached');
select is(private.escalate_agent_applications(pg_temp.manila(4, '16:00', -1)), 0,
  'after the last level nothing repeats, even days later');
select is((select count(*)::integer from public.mail_jobs
    where template = 'agent_application_unanswered' and agent_application_id = (select id from ids where name = 'held')),
  0, 'an application awaiting its CAPTCHA never alerts');

-- Once its CAPTCHA passes, the held application is a lead like the others: past both levels, it alerts once, at the
-- highest.
update public.agent_applications set awaiting_captcha = false where id = (select id from ids where name = 'held');
select is(private.escalate_leads(pg_temp.manila(1, '09:05', -1)), 1, 'a cleared application escalates');
select results_eq(
  $$select e.level, (select count(*)::integer from public.mail_jobs j
      where j.template = 'agent_application_unanswered' and j.recipient = 'team' and j.agent_application_id = e.agent_application_id)
    from private.lead_escalations e where e.agent_application_id = (select id from ids where name = 'held')$$,
  $$values (2::smallint, 1)$$,
  'at the highest level it passed, with one e-mail');

-- The worker's claim says which level the application reached, for the alert's words.
select results_eq(
  $$select distinct (agent_application ->> 'unanswered_escalations')::integer from public.claim_mail_jobs(100, 60)
    where template = 'agent_application_unanswered' and agent_application ->> 'id' = (select id from ids where name = 'cold')$$,
  $$values (2)$$,
  'the claim returns the level the application reached');

create function pg_temp.explain_escalation() returns table ("QUERY PLAN" text) language plpgsql as $$
begin
  return query execute 'explain select a.id from public.agent_applications a
    where a.waiting and not a.awaiting_captcha and a.unanswered_escalations < 2
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
    where waiting and not awaiting_captcha and unanswered_escalations < 2), 0,
  'and that index holds nothing once every unanswered application reached the last level');

select * from finish();
rollback;
