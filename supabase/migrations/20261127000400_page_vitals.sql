-- Real visitors' speed (docs/decisions.md D69): the site sends, for a sample of page views, the Core Web Vitals
-- of the view (LCP, INP, CLS) when the page is hidden, with the page's path, the device class and the connection
-- type, and nothing else: no cookie, no identifier, no address stored (the per-address limit keeps a hash for a
-- day, like every public write). The staff dashboard reads the 75th percentile per page and device class.

-- One row per metric of one page view. The API roles cannot reach the table: the site writes through
-- record_page_vitals, staff read through staff_page_vitals.
create table private.page_vitals (
  id bigint generated always as identity primary key,
  -- A site path only: lower-case segments, no query string or fragment (where an address or a token could hide).
  path text not null,
  metric text not null,
  value double precision not null,
  device text not null,
  connection text not null,
  created_at timestamptz not null default now(),
  constraint page_vitals_path_shape check (path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and length(path) <= 100),
  constraint page_vitals_metric_known check (metric in ('LCP', 'INP', 'CLS')),
  -- LCP and INP are milliseconds (at most ten minutes); CLS is a unitless score.
  constraint page_vitals_value_range check (
    value >= 0 and value <= case metric when 'CLS' then 100 else 600000 end),
  constraint page_vitals_device_known check (device in ('phone', 'tablet', 'desktop')),
  -- The Network Information API's effectiveType, or unknown where the browser has none.
  constraint page_vitals_connection_known check (connection in ('slow-2g', '2g', '3g', '4g', 'unknown'))
);
create index page_vitals_created_at_idx on private.page_vitals (created_at);
revoke all on private.page_vitals from public;

-- One page view sends one small beacon; one address (a carrier's NAT holds many visitors) may send 120 an hour.
insert into private.rate_limits (name, max_count, description) values
  ('page_vitals_per_client_per_hour', 120, 'Page-speed reports accepted from one client address in a rolling hour');

-- The body the site's beacon sends, refused unless it is exactly this shape:
--   {"path":"/about","device":"phone","connection":"4g","metrics":{"LCP":812.5,"CLS":0,"INP":48}}
-- A single unnamed text argument: PostgREST passes a text/plain body to it as is, so navigator.sendBeacon (which
-- cannot send JSON across origins without a preflight) reaches it. Errors: PT413 too_large, PT400 invalid_vitals,
-- PT429 rate_limited; the table's checks refuse values out of range (23514, answered 400).
create function public.record_page_vitals(text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Four short fields and three numbers fit in well under 300 bytes.
  c_max_bytes constant integer := 512;
  v_body jsonb;
  v_metrics jsonb;
  v_address text := private.client_address();
  v_hash bytea;
begin
  if $1 is null or pg_catalog.octet_length($1) > c_max_bytes then
    raise sqlstate 'PT413' using message = 'too_large', detail = 'A page-speed report is at most 512 bytes.';
  end if;
  begin
    v_body := $1::jsonb;
  exception when others then
    raise sqlstate 'PT400' using message = 'invalid_vitals', detail = 'The report is not JSON.';
  end;
  -- Exactly these four keys: anything more could carry what this table must never hold.
  if pg_catalog.jsonb_typeof(v_body) is distinct from 'object'
    or (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(v_body) k)
      is distinct from array['connection', 'device', 'metrics', 'path']
    or pg_catalog.jsonb_typeof(v_body -> 'path') <> 'string'
    or pg_catalog.jsonb_typeof(v_body -> 'device') <> 'string'
    or pg_catalog.jsonb_typeof(v_body -> 'connection') <> 'string'
    or pg_catalog.jsonb_typeof(v_body -> 'metrics') <> 'object' then
    raise sqlstate 'PT400' using
      message = 'invalid_vitals',
      detail = 'A report has path, device, connection and metrics, and nothing else.';
  end if;
  v_metrics := v_body -> 'metrics';
  if (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(v_metrics)) = 0
    or exists (
      select 1 from pg_catalog.jsonb_each(v_metrics) m
      where m.key not in ('LCP', 'INP', 'CLS') or pg_catalog.jsonb_typeof(m.value) <> 'number') then
    raise sqlstate 'PT400' using
      message = 'invalid_vitals',
      detail = 'metrics holds one to three of LCP, INP and CLS, each a number.';
  end if;

  if v_address is not null then
    v_hash := pg_catalog.sha256(pg_catalog.convert_to(v_address, 'UTF8'));
    perform private.check_limit(
      (select pg_catalog.count(*) from private.write_log w
        where w.kind = 'page_vitals' and w.client_hash = v_hash
          and w.created_at > pg_catalog.now() - interval '1 hour'),
      'page_vitals_per_client_per_hour',
      'Too many page-speed reports from this network.');
    insert into private.write_log (kind, client_hash) values ('page_vitals', v_hash);
  end if;

  insert into private.page_vitals (path, metric, value, device, connection)
  select v_body ->> 'path', m.key, (m.value #>> '{}')::double precision, v_body ->> 'device', v_body ->> 'connection'
  from pg_catalog.jsonb_each(v_metrics) m;
end
$$;

comment on function public.record_page_vitals(text) is
  'A sampled page view''s LCP, INP and CLS from the site (a text/plain beacon); no identifier, no address kept.';

revoke execute on function public.record_page_vitals(text) from public;
grant execute on function public.record_page_vitals(text) to anon, authenticated;

-- The dashboard's page speed, for staff at aal2: per page, device class and metric over Manila calendar days
-- [p_from, p_to] (at most 371 days, like staff_lead_dashboard), the views, the 75th percentile (an observed value,
-- as the Chrome UX Report reports it) and the share rated good by Google's thresholds (LCP <= 2500 ms,
-- INP <= 200 ms, CLS <= 0.1).
create function public.staff_page_vitals(p_from date, p_to date)
returns table (path text, device text, metric text, views bigint, p75 double precision, good_share numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 370 then
    raise sqlstate 'PT400' using
      message = 'invalid_range',
      detail = 'p_from and p_to must be dates with p_from <= p_to, at most 371 days apart.';
  end if;
  return query
  select v.path, v.device, v.metric, pg_catalog.count(*),
    pg_catalog.percentile_disc(0.75) within group (order by v.value),
    pg_catalog.round(
      (pg_catalog.count(*) filter (where v.value <= case v.metric when 'LCP' then 2500 when 'INP' then 200 else 0.1 end))::numeric
        / pg_catalog.count(*), 4)
  from private.page_vitals v
  where v.created_at >= p_from::timestamp at time zone 'Asia/Manila'
    and v.created_at < (p_to + 1)::timestamp at time zone 'Asia/Manila'
  group by v.path, v.device, v.metric
  order by v.path, v.device, v.metric;
end
$$;

comment on function public.staff_page_vitals(date, date) is
  'Page speed of real visits for staff at aal2: per page, device class and metric, the views, 75th percentile and '
  'share rated good.';

revoke execute on function public.staff_page_vitals(date, date) from public, anon;
grant execute on function public.staff_page_vitals(date, date) to authenticated;
