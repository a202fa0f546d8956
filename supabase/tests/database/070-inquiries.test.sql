-- Inquiries: every form's fields are accepted, anything else is refused. Answer keys and length limits are checked
-- against packages/domain by tooling/local-backend/test/domain-contract.test.ts.
begin;
select plan(15);

create function pg_temp.inquire(p_kind text, p_details jsonb, p_id text default null, p_email text default 'form@example.com',
  p_phone text default '+63 912 345 6789', p_name text default 'Form Sender') returns void language sql as $$
  insert into public.inquiries (id, kind, name, email, phone, company, details, subscribe, consent_notice_version,
    consent_form)
  values (coalesce(p_id, 'inq-' || gen_random_uuid()), p_kind, p_name, p_email, p_phone, 'Sender Co', p_details, true,
    '2026-11-26', '/inquiry')
$$;

set local role anon;
select lives_ok($$select pg_temp.inquire('ai', '{"industry": "finance", "aiType": "chatbot", "dataAvailable": "not-sure", "budget": "under-50k", "requirements": "A support chatbot for agents."}')$$,
  'an AI inquiry is accepted');
select lives_ok($$select pg_temp.inquire('digital', '{"projectType": "web-app", "budget": "5k-20k", "timeline": "flexible", "requirements": "A booking portal."}')$$,
  'a digital inquiry is accepted');
select lives_ok($$select pg_temp.inquire('ecommerce', '{"requirements": "retail", "products": "Coffee beans", "features": ["payment-gateway", "shipping"], "budget": "10k-30k", "additionalInfo": "None"}')$$,
  'an e-commerce inquiry is accepted');
select lives_ok($$select pg_temp.inquire('global', '{"position": "CEO", "industry": "retail", "companySize": "11-50", "currentMarkets": "PH", "targetMarkets": "UAE", "timeline": "planning", "expansionGoals": "Open a Dubai office."}')$$,
  'a global inquiry is accepted');
select lives_ok($$select pg_temp.inquire('ai', '{}', 'inq-00000000-0000-4000-8000-000000000071', 'retry@example.com');
                  select pg_temp.inquire('ai', '{}', 'inq-00000000-0000-4000-8000-000000000071', 'retry@example.com')$$,
  'retrying the same inquiry id is accepted');
select throws_ok($$select pg_temp.inquire('ai', '{}', 'inq-00000000-0000-4000-8000-000000000071', 'someone.else@example.com')$$,
  'PT409', 'duplicate_id', 'reusing an inquiry id for another sender is refused');
select throws_ok($$select pg_temp.inquire('fintech', '{}')$$, '23514', null, 'an unknown kind is refused');
select throws_ok($$select pg_temp.inquire('ai', '{}', 'inq-123')$$, '23514', null, 'an id that is not inq- plus a uuid is refused');
select throws_ok($$select pg_temp.inquire('ai', '{"projectType": "web-app"}')$$, '23514', null, 'a field of another form is refused');
select throws_ok($$select pg_temp.inquire('ai', '{"requirements": 42}')$$, '23514', null, 'a non-text answer is refused');
select throws_ok($$select pg_temp.inquire('ecommerce', '{"features": ["a", 1]}')$$, '23514', null, 'a list with a non-text item is refused');
select throws_ok($$select pg_temp.inquire('ai', '["requirements"]')$$, '23514', null, 'details that are not an object are refused');
select throws_ok($$select pg_temp.inquire('ai', '{}', null, 'no-at-sign')$$, '23514', null, 'a bad e-mail is refused');
select throws_ok($$select pg_temp.inquire('ai', '{}', null, 'form@example.com', 'call me')$$, '23514', null, 'a phone with letters is refused');
reset role;

select is((select count(*)::integer from public.inquiries where id = 'inq-00000000-0000-4000-8000-000000000071'), 1,
  'the retried inquiry is stored once');

select * from finish();
rollback;
