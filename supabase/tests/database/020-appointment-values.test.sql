-- Every bad value is refused by the database itself, whatever client sends it. Length limits, meeting types and
-- durations are checked against packages/domain by tooling/local-backend/test/domain-contract.test.ts.
begin;
\ir ../helpers.sql
select plan(10);

-- Inserts one anon booking at Monday 11:00 with one column overridden.
create function pg_temp.book(p_column text, p_value text) returns void language plpgsql as $$
declare
  v jsonb := jsonb_build_object(
    'name', 'Valid Name', 'email', 'valid@example.com', 'phone', '+63 912 345 6789', 'company', 'Valid Co',
    'scheduled_at', pg_temp.manila(0, '11:00'), 'duration', '30min', 'meeting_type', 'video',
    'topic', 'General Consultation', 'notes', null
  ) || jsonb_build_object(p_column, p_value);
begin
  insert into public.appointments
    (id, name, email, phone, company, scheduled_at, duration, meeting_type, topic, notes, status)
  values (gen_random_uuid(), v->>'name', v->>'email', v->>'phone', v->>'company', (v->>'scheduled_at')::timestamptz,
    v->>'duration', v->>'meeting_type', v->>'topic', v->>'notes', 'pending');
end
$$;

set local role anon;
select throws_ok($$select pg_temp.book('name', 'A')$$, '23514', null, 'a one-letter name is rejected');
select throws_ok($$select pg_temp.book('name', null)$$, '23502', null, 'a missing name is rejected');
select throws_ok($$select pg_temp.book('email', 'not-an-email')$$, '23514', null, 'an e-mail without @ is rejected');
select throws_ok($$select pg_temp.book('email', 'a b@example.com')$$, '23514', null, 'an e-mail with a space is rejected');
select throws_ok($$select pg_temp.book('email', null)$$, '23502', null, 'a missing e-mail is rejected');
select throws_ok($$select pg_temp.book('phone', '0912<script>')$$, '23514', null, 'a phone with letters is rejected');
select throws_ok($$select pg_temp.book('topic', ' ')$$, '23514', null, 'a blank topic is rejected');
select throws_ok($$select pg_temp.book('scheduled_at', null)$$, '23502', null, 'a missing time is rejected');
-- Last, because the slot check runs before the value checks: a bad row at a taken time reports slot_taken.
select lives_ok($$select pg_temp.book('notes', 'A valid note')$$, 'a valid booking is accepted');
reset role;

select throws_ok(
  $$insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic, status)
    values ('Service Name', 'service@example.com', pg_temp.manila(1, '11:00'), '30min', 'video', 'Test', 'archived')$$,
  '23514', null, 'a status outside the booking lifecycle is rejected for every role');

select * from finish();
rollback;
