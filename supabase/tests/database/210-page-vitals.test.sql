-- Real visitors' page speed: the site's beacon is accepted only in its exact shape, personal data and oversized or
-- malformed reports are refused, one address cannot flood it, and only staff at aal2 read the 75th percentiles.
begin;
\ir ../helpers.sql
select plan(19);

create function pg_temp.report(p_body text) returns void language sql as $$
  select public.record_page_vitals(p_body)
$$;

create function pg_temp.request_from(p_address text) returns void language sql as $$
  select set_config('request.headers', json_build_object('cf-connecting-ip', p_address)::text, true)
$$;

select pg_temp.add_staff('00000000-0000-4000-a000-0000000000f9', 'vitals@innovatehub.test', 'agent');
delete from private.page_vitals;

set local role anon;
select pg_temp.request_from('198.51.100.7');

-- Accepted: the exact shape, one row per metric.
select lives_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":1800,"CLS":0,"INP":120}}')$$,
  'a report of a page view is accepted from the anon role');
select lives_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":3000,"CLS":0.2}}')$$,
  'a report without INP (no interaction) is accepted');
select lives_ok($$select pg_temp.report('{"path":"/","device":"desktop","connection":"unknown","metrics":{"LCP":900}}')$$,
  'the home page and an unknown connection are accepted');

-- Malformed and oversized.
select throws_ok($$select pg_temp.report('{"path":"/about",')$$, 'PT400', 'invalid_vitals', 'a report that is not JSON is refused');
select throws_ok($$select pg_temp.report('[1,2]')$$, 'PT400', 'invalid_vitals', 'a report that is not an object is refused');
select throws_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{}}')$$,
  'PT400', 'invalid_vitals', 'a report without metrics is refused');
select throws_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"FID":12}}')$$,
  'PT400', 'invalid_vitals', 'an unknown metric is refused');
select throws_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":"fast"}}')$$,
  'PT400', 'invalid_vitals', 'a metric that is not a number is refused');
select throws_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":-5}}')$$,
  '23514', null, 'a negative value is refused by the table');
select throws_ok($$select pg_temp.report('{"path":"/about","device":"watch","connection":"4g","metrics":{"LCP":5}}')$$,
  '23514', null, 'an unknown device class is refused by the table');
select throws_ok(format($$select pg_temp.report('{"path":"/%s","device":"phone","connection":"4g","metrics":{"LCP":5}}')$$,
    repeat('a', 600)),
  'PT413', 'too_large', 'a report over 512 bytes is refused');

-- Personal data: no extra field, no query string, no address in the path.
select throws_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":5},"email":"ana@example.com"}')$$,
  'PT400', 'invalid_vitals', 'a report with any other field (an e-mail address) is refused');
select throws_ok($$select pg_temp.report('{"path":"/manage-booking?token=abc","device":"phone","connection":"4g","metrics":{"LCP":5}}')$$,
  '23514', null, 'a path with a query string (a token) is refused');
select throws_ok($$select pg_temp.report('{"path":"/ana@example.com","device":"phone","connection":"4g","metrics":{"LCP":5}}')$$,
  '23514', null, 'a path holding an e-mail address is refused');

-- Flooding: the 121st report from one address in an hour is refused; another address is not.
reset role;
insert into private.write_log (kind, client_hash)
select 'page_vitals', sha256(convert_to('198.51.100.7', 'UTF8')) from generate_series(1, 117);
set local role anon;
select throws_ok($$select pg_temp.report('{"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":5}}')$$,
  'PT429', 'rate_limited', 'one address is refused after 120 reports in an hour');
select pg_temp.request_from('198.51.100.8');
select lives_ok($$select pg_temp.report('{"path":"/about","device":"desktop","connection":"3g","metrics":{"LCP":2600}}')$$,
  'another address is still accepted');
reset role;

select is((select count(*)::integer from private.page_vitals), 7, 'only the accepted reports were stored, one row per metric');

-- Reading: staff at aal2 get the 75th percentile and the share rated good per page, device class and metric.
select pg_temp.sign_in('00000000-0000-4000-a000-0000000000f9', 'aal2');
set local role authenticated;
select results_eq(
  $$select path, device, metric, views, p75, good_share from public.staff_page_vitals(
      (now() at time zone 'Asia/Manila')::date, (now() at time zone 'Asia/Manila')::date)$$,
  $$values ('/'::text, 'desktop'::text, 'LCP'::text, 1::bigint, 900::double precision, 1.0000::numeric),
           ('/about', 'desktop', 'LCP', 1, 2600, 0.0000),
           ('/about', 'phone', 'CLS', 2, 0.2, 0.5000),
           ('/about', 'phone', 'INP', 1, 120, 1.0000),
           ('/about', 'phone', 'LCP', 2, 3000, 0.5000)$$,
  'staff read the views, 75th percentile and share rated good per page, device class and metric');
reset role;

select pg_temp.sign_in('00000000-0000-4000-a000-0000000000f9', 'aal1');
set local role authenticated;
select throws_ok($$select * from public.staff_page_vitals(current_date, current_date)$$, 'PT403', 'mfa_required',
  'staff without a second factor are refused');
reset role;

select * from finish();
rollback;
