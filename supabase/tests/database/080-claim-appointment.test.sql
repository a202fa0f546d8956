-- process-appointment claims each booking once through the service role.
begin;
select plan(8);

insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
values ('00000000-0000-4000-8000-000000000081', 'Claim Tester', 'claim@example.com',
  ((date_trunc('week', now() at time zone 'Asia/Manila')::date + 23) + time '13:00') at time zone 'Asia/Manila',
  '30min', 'video', 'Claim test', 'pending');

set local role anon;
select throws_ok($$select * from public.claim_appointment('00000000-0000-4000-8000-000000000081')$$, '42501', null,
  'anon cannot claim a booking');
reset role;

set local role service_role;
select is((select email from public.claim_appointment('00000000-0000-4000-8000-000000000081')), 'claim@example.com',
  'the first claim returns the booking');
select is_empty($$select * from public.claim_appointment('00000000-0000-4000-8000-000000000081')$$,
  'a second claim returns nothing');
select is_empty($$select * from public.claim_appointment('00000000-0000-4000-8000-0000000000ff')$$,
  'an unknown id returns nothing');
select ok(public.release_appointment_claim('00000000-0000-4000-8000-000000000081'), 'a claim can be released');
select is((select count(*)::integer from public.claim_appointment('00000000-0000-4000-8000-000000000081')), 1,
  'a released booking can be claimed again');
reset role;

update public.appointments set status = 'cancelled', processed_at = null where id = '00000000-0000-4000-8000-000000000081';
set local role service_role;
select is_empty($$select * from public.claim_appointment('00000000-0000-4000-8000-000000000081')$$,
  'a cancelled booking is never claimed');
reset role;

select isnt((select processed_at from public.appointments where id = '5b0a6f4e-1c2d-4e8f-9a10-000000000001'), now(),
  'claims touch only the given booking');

select * from finish();
rollback;
