-- Only the service role (the deploy script) sets the schedule's URL and the allowed origins.
begin;
select plan(5);

set local role anon;
select throws_ok($$select public.configure_platform('https://x.supabase.co/functions/v1', null)$$, '42501', null,
  'anon cannot configure the platform');
reset role;

set local role service_role;
select throws_ok($$select public.configure_platform('javascript:alert(1)', null)$$, 'PT400', 'invalid_functions_url',
  'a malformed functions URL is refused');
select throws_ok($$select public.configure_platform('https://x.supabase.co/functions/v1', 'https://a.ph, evil')$$,
  'PT400', 'invalid_allowed_origins', 'a malformed origin list is refused');
select lives_ok($$select public.configure_platform('https://x.supabase.co/functions/v1/', 'https://innovatehub.ph,https://www.innovatehub.ph')$$,
  'the service role sets both');
reset role;
select results_eq($$select value from private.settings where name in ('allowed_origins', 'functions_url') order by name$$,
  $$values ('https://innovatehub.ph,https://www.innovatehub.ph'::text), ('https://x.supabase.co/functions/v1'::text)$$,
  'both settings are stored');

select * from finish();
rollback;
