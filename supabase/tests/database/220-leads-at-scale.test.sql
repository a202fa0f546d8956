-- What the reads built for scale must keep exact: paging across the waiting/answered boundary, stored response
-- minutes, the overdue instant, and the keyed time-zone lookup.
begin;
\ir ../helpers.sql
select plan(14);

delete from public.closures;
delete from public.appointments;
delete from public.inquiries;
select pg_temp.add_staff('00000000-0000-4000-a000-0000000006a1', 'scale.staff@innovatehub.test');

-- Three waiting inquiries (W1 oldest) and three answered ones (A3 newest).
insert into public.inquiries (id, kind, name, email, phone)
select format('inq-00000000-0000-4000-8000-%s', lpad(g::text, 12, '0')), 'ai',
  case when g <= 3 then 'W' || g else 'A' || (g - 3) end, format('lead%s@example.com', g), '+63 912 345 6789'
from generate_series(1, 6) g;
-- The insert stamps the server's clock: the ages are set afterwards, one day apart.
update public.inquiries set created_at = now() - make_interval(days => 10 - right(id, 1)::integer);
update public.inquiries set status = 'contacted', first_response_at = created_at + interval '1 hour'
where name like 'A%';

select pg_temp.sign_in('00000000-0000-4000-a000-0000000006a1');
set local role authenticated;
select results_eq($$select name, total_count from public.staff_list_leads(p_page_size => 2)$$,
  $$values ('W1'::text, 6::bigint), ('W2', 6)$$, 'page 1: the oldest waiting leads');
select results_eq($$select name from public.staff_list_leads(p_page => 2, p_page_size => 2)$$,
  $$values ('W3'::text), ('A3')$$, 'page 2 crosses from the waiting leads to the newest answered one');
select results_eq($$select name from public.staff_list_leads(p_page => 3, p_page_size => 2)$$,
  $$values ('A2'::text), ('A1')$$, 'page 3, past every waiting lead, continues newest first');
select is_empty($$select * from public.staff_list_leads(p_page => 4, p_page_size => 2)$$, 'page 4 is empty');
select results_eq($$select name from public.staff_list_leads(p_sort => 'date_desc', p_page => 2, p_page_size => 4)$$,
  $$values ('W2'::text), ('W1')$$, 'newest first pages through both parts alike');
reset role;

select is((select i.response_minutes from public.inquiries i where i.name = 'A1'),
  (select public.business_minutes(i.created_at, i.first_response_at) from public.inquiries i where i.name = 'A1'),
  'the response minutes are stamped with the first response');
select is(public.business_minutes(pg_temp.manila(0, '16:30', 5), pg_temp.manila(1, '09:15', 5)), 45,
  'business minutes span the night');
select is(private.business_instant_before(pg_temp.manila(0, '10:00', 5), 60), pg_temp.manila(0, '09:00', 5),
  'an hour of business time before Monday 10:00 starts at 09:00');
select is(private.business_instant_before(pg_temp.manila(0, '09:30', 5), 60), pg_temp.manila(-3, '16:30', 5),
  'before Monday 09:30 it reaches back into Friday');

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, visitor_time_zone) values
  ('00000000-0000-4000-8000-0000000006b1', 'Zoned', 'zoned@example.com', pg_temp.manila(0, '09:00', 5), '30min', 'video', 'AI', 'Europe/Berlin'),
  ('00000000-0000-4000-8000-0000000006b2', 'Unzoned', 'unzoned@example.com', pg_temp.manila(0, '11:00', 5), '30min', 'video', 'AI', 'Mars/Olympus_Mons');
select is((select visitor_time_zone from public.appointments where name = 'Zoned'), 'Europe/Berlin',
  'a zone the database knows is kept');
select is((select visitor_time_zone from public.appointments where name = 'Unzoned'), null,
  'a well-formed zone it does not know is dropped');

select is(private.escalate_leads(), 3, 'the three waiting inquiries escalate');
select results_eq($$select name from public.inquiries where unanswered_escalated_at is not null order by name$$,
  $$values ('W1'::text), ('W2'), ('W3')$$, 'each lead records its escalation');
select is(private.escalate_leads(), 0, 'and is never read by the job again');

select * from finish();
rollback;
