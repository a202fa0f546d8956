-- The console as fast at 250,000 leads as at 7,000 (docs/performance.md, "Database at scale"; measured by
-- `pnpm --filter @innovatehub/supabase bench`). Same functions, same arguments and results; what changed is how
-- they read:
--   1. waiting is a stored column (public.lead_is_waiting, computed once per write instead of once per row read),
--      the business minutes a lead waited for its first response are stored when that response is stamped, and
--      business minutes are counted in constant time instead of one row per calendar day;
--   2. the inbox reads each table in index order, only as far as the page asks, and counts its total apart; its
--      search uses trigram indexes (pg_trgm), so it runs as the function's owner after its own staff check;
--   3. the escalation job finds the instant a lead becomes overdue once, instead of a lead's business minutes per
--      waiting lead, and looks only at leads that have not escalated yet;
--   4. the agenda reads bookings by their start; a booking's time zone is looked up in a keyed table.

-- 1. Stored clock values.
alter table public.appointments
  add column waiting boolean generated always as (public.lead_is_waiting(status, first_response_at)) stored,
  add column response_minutes integer;
alter table public.inquiries
  add column waiting boolean generated always as (public.lead_is_waiting(status, first_response_at)) stored,
  add column response_minutes integer;

comment on column public.appointments.waiting is 'Nobody has answered the visitor and the booking is still open.';
comment on column public.inquiries.waiting is 'Nobody has answered the visitor and the inquiry is still open.';
comment on column public.appointments.response_minutes is
  'Business minutes from the booking to its first response, stamped with first_response_at.';
comment on column public.inquiries.response_minutes is
  'Business minutes from the inquiry to its first response, stamped with first_response_at.';

-- 1b. Business minutes in constant time: whole open days counted by arithmetic (weekdays) less the closed
-- weekdays between, plus the partial first and last days, instead of one row per calendar day. Same results.
create function private.business_seconds_into_day(p_at timestamptz)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when extract(isodow from d.day) between 1 and 5 and not exists (select 1 from public.closures c where c.day = d.day)
    then greatest(0, least(
      extract(epoch from time '17:00' - time '09:00'),
      extract(epoch from (p_at at time zone 'Asia/Manila') - (d.day + time '09:00'))))
    else 0
  end
  from (select (p_at at time zone 'Asia/Manila')::date as day) d
$$;

-- Monday to Friday days from a fixed Monday up to (not including) p_day.
create function private.weekdays_before(p_day date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select (5 * w.weeks + least(w.days - 7 * w.weeks, 5))::integer
  from (select p_day - date '1970-01-05' as days, pg_catalog.floor((p_day - date '1970-01-05') / 7.0) as weeks) w
$$;

revoke execute on function private.business_seconds_into_day(timestamptz) from public;
revoke execute on function private.weekdays_before(date) from public;

create or replace function public.business_minutes(p_from timestamptz, p_to timestamptz)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_from_day date := (p_from at time zone 'Asia/Manila')::date;
  v_to_day date := (p_to at time zone 'Asia/Manila')::date;
  v_open_days integer;
begin
  if p_from is null or p_to is null or p_to <= p_from then
    return 0;
  end if;
  v_open_days := private.weekdays_before(v_to_day) - private.weekdays_before(v_from_day) - (
    select pg_catalog.count(*) from public.closures c
    where c.day >= v_from_day and c.day < v_to_day and extract(isodow from c.day) between 1 and 5
  );
  return pg_catalog.floor((
    v_open_days * extract(epoch from time '17:00' - time '09:00')
    + private.business_seconds_into_day(p_to) - private.business_seconds_into_day(p_from)
  ) / 60)::integer;
end
$$;

-- Closed days added later do not rewrite a response time already stamped: it is what the team saw then.
create function private.leads_stamp_response_minutes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.response_minutes := case when new.first_response_at is not null
    then public.business_minutes(new.created_at, new.first_response_at) end;
  return new;
end
$$;

revoke execute on function private.leads_stamp_response_minutes() from public;

create trigger appointments_stamp_response_minutes
  before insert or update of first_response_at on public.appointments
  for each row execute function private.leads_stamp_response_minutes();
create trigger inquiries_stamp_response_minutes
  before insert or update of first_response_at on public.inquiries
  for each row execute function private.leads_stamp_response_minutes();

update public.appointments a set response_minutes = public.business_minutes(a.created_at, a.first_response_at)
where a.first_response_at is not null;
update public.inquiries i set response_minutes = public.business_minutes(i.created_at, i.first_response_at)
where i.first_response_at is not null;

-- A generated column is computed with the writer's rights: a visitor's insert computes waiting too.
grant execute on function public.lead_is_waiting(text, timestamptz) to anon;

-- 2. The inbox.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

create index appointments_scheduled_at_idx on public.appointments (scheduled_at);
create index appointments_waiting_idx on public.appointments (created_at) where waiting;
create index appointments_status_idx on public.appointments (status) include (waiting);
create index appointments_name_lower_idx on public.appointments (lower(name));
create index appointments_name_trgm_idx on public.appointments using gin (name extensions.gin_trgm_ops);
create index appointments_email_trgm_idx on public.appointments using gin (email extensions.gin_trgm_ops);
create index appointments_company_trgm_idx on public.appointments using gin (company extensions.gin_trgm_ops);
create index inquiries_waiting_idx on public.inquiries (created_at) where waiting;
create index inquiries_answered_idx on public.inquiries (created_at) where not waiting;
create index inquiries_status_idx on public.inquiries (status, created_at) include (waiting);
create index inquiries_name_lower_idx on public.inquiries (lower(name));
create index inquiries_name_trgm_idx on public.inquiries using gin (name extensions.gin_trgm_ops);
create index inquiries_email_trgm_idx on public.inquiries using gin (email extensions.gin_trgm_ops);
create index inquiries_company_trgm_idx on public.inquiries using gin (company extensions.gin_trgm_ops);

-- Whether the caller is a current staff member at aal2 in a live session: what the tables' read policies ask.
create function private.is_staff_session()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff s where s.user_id = auth.uid()) and private.is_mfa_session()
$$;

revoke execute on function private.is_staff_session() from public;

-- The inbox filter as a condition on one table's columns ("booking": appointments, "inquiry": inquiries), so the
-- list, its count and the bulk spam close select exactly the same leads. Spam is left out unless asked for. The
-- search is a plain substring of the name, e-mail or company: LIKE's wildcards in it match only themselves.
create function private.inbox_filter(
  p_table text,
  p_kind text,
  p_status text,
  p_from timestamptz,
  p_to timestamptz,
  p_search text
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_occurs_at text := case p_table when 'booking' then 'scheduled_at' else 'created_at' end;
  v_pattern text;
  -- The list runs as its owner, past the policy that hides a lead awaiting its CAPTCHA from staff
  -- (20261127000210_captcha_holds_kept_from_staff), so it leaves those out itself.
  v_conditions text[] := array[
    'not awaiting_captcha',
    case when p_status is null then 'status <> ''spam''' else pg_catalog.format('status = %L', p_status) end
  ];
begin
  if p_kind is not null and p_kind <> p_table then
    return 'false';
  end if;
  if p_from is not null then
    v_conditions := v_conditions || pg_catalog.format('%I >= %L', v_occurs_at, p_from);
  end if;
  if p_to is not null then
    v_conditions := v_conditions || pg_catalog.format('%I < %L', v_occurs_at, p_to);
  end if;
  if pg_catalog.btrim(coalesce(p_search, '')) <> '' then
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_conditions := v_conditions
      || pg_catalog.format('(name ilike %1$L or email ilike %1$L or company ilike %1$L)', v_pattern);
  end if;
  return pg_catalog.array_to_string(v_conditions, ' and ');
end
$$;

revoke execute on function private.inbox_filter(text, text, text, timestamptz, timestamptz, text) from public;

-- The inbox arguments staff_list_leads and staff_close_matching_as_spam share; PT400 when one is out of range.
create function private.check_inbox_filter(p_kind text, p_search text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_kind is not null and p_kind not in ('booking', 'inquiry') then
    raise sqlstate 'PT400' using message = 'invalid_kind';
  end if;
  if pg_catalog.char_length(coalesce(p_search, '')) > 200 then
    raise sqlstate 'PT400' using message = 'search_too_long';
  end if;
end
$$;

revoke execute on function private.check_inbox_filter(text, text) from public;

-- The same list as before (see the staff_lead_list migration: the default sort "waiting" puts the leads nobody
-- has answered yet first, oldest first, then the rest newest first). Each table gives at most the rows up to the
-- end of the page, in the order of one of its indexes; the merge of the two sorts no more than that.
-- SECURITY DEFINER after the same check the tables' read policies make: everyone but staff at aal2 gets an empty
-- page, and the search can use its indexes (row level security would keep ILIKE from them).
create or replace function public.staff_list_leads(
  p_kind text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_sort text default 'waiting',
  p_page integer default 1,
  p_page_size integer default 25
)
returns table (
  id text,
  kind text,
  name text,
  email text,
  company text,
  status text,
  subject text,
  occurs_at timestamptz,
  created_at timestamptz,
  source jsonb,
  first_response_at timestamptz,
  waiting boolean,
  age_minutes integer,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking_filter text := private.inbox_filter('booking', p_kind, p_status, p_from, p_to, p_search);
  v_inquiry_filter text := private.inbox_filter('inquiry', p_kind, p_status, p_from, p_to, p_search);
  v_offset integer;
  v_end integer;
  v_total bigint;
  v_waiting_total bigint;
  v_counted record;
  v_parts text[] := '{}';
begin
  perform private.check_inbox_filter(p_kind, p_search);
  if p_sort is null or p_sort not in ('waiting', 'date_desc', 'date_asc', 'name_asc', 'name_desc') then
    raise sqlstate 'PT400' using message = 'invalid_sort';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise sqlstate 'PT400' using message = 'invalid_page';
  end if;
  if not private.is_staff_session() then
    return;
  end if;
  v_offset := (p_page - 1) * p_page_size;
  v_end := v_offset + p_page_size;

  execute pg_catalog.format(
    'select b.total + i.total as total, b.waiting + i.waiting as waiting
     from (select pg_catalog.count(*) as total, pg_catalog.count(*) filter (where waiting) as waiting
           from public.appointments where %1$s) b,
       (select pg_catalog.count(*) as total, pg_catalog.count(*) filter (where waiting) as waiting
           from public.inquiries where %2$s) i',
    v_booking_filter, v_inquiry_filter)
  into v_counted;
  v_total := v_counted.total;
  v_waiting_total := v_counted.waiting;
  if v_offset >= v_total then
    return;
  end if;

  -- Each part: a slice of one order, as (part, the row's place in the part's order, its columns). A part's
  -- order is its two tables' orders merged, with the same tie-breaks as before (newest first, then the id).
  if p_sort = 'waiting' then
    if v_offset < v_waiting_total then
      v_parts := v_parts
        || private.inbox_part(1, 'waiting', 'created_asc', v_booking_filter, v_inquiry_filter, v_end);
    else
      -- A page past every waiting lead: the list starts at the first lead that is not waiting.
      v_offset := v_offset - v_waiting_total;
    end if;
    if v_end > v_waiting_total then
      v_parts := v_parts || private.inbox_part(2, 'not waiting', 'occurs_desc', v_booking_filter, v_inquiry_filter,
        (v_end - v_waiting_total)::integer);
    end if;
  else
    v_parts := v_parts || private.inbox_part(1, 'true', case p_sort
        when 'date_asc' then 'occurs_asc'
        when 'date_desc' then 'occurs_desc'
        else p_sort
      end, v_booking_filter, v_inquiry_filter, v_end);
  end if;

  -- The age is computed for the page only, never for every matching row.
  return query execute pg_catalog.format(
    'select p.id, p.kind, p.name, p.email, p.company, p.status, p.subject, p.occurs_at, p.created_at, p.source,
       p.first_response_at, p.waiting,
       coalesce(p.response_minutes, public.lead_age_minutes(p.created_at, p.status, p.first_response_at)), $1
     from (select * from (%s) l order by l.part, l.place offset $2 limit $3) p
     order by p.part, p.place',
    pg_catalog.array_to_string(v_parts, ' union all '))
  using v_total, v_offset, p_page_size;
end
$$;

-- One part of the inbox list as SQL: the first p_limit leads of both tables matching p_condition (besides each
-- table's filter) in the order p_sort ("created_asc", "occurs_desc", "occurs_asc", "name_asc", "name_desc"), each
-- table read in the order of one of its indexes and merged with the same tie-breaks as always (newest first, then
-- the id). Rows are (part, place in the part's order, the lead's columns).
create function private.inbox_part(
  p_part integer,
  p_condition text,
  p_sort text,
  p_booking_filter text,
  p_inquiry_filter text,
  p_limit integer
)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- The sort key on a table alias (%1$s) and that table's column for the lead's date (%2$s).
  v_key text := case p_sort
    when 'created_asc' then '%1$s.created_at asc'
    when 'occurs_desc' then '%1$s.%2$s desc'
    when 'occurs_asc' then '%1$s.%2$s asc'
    when 'name_asc' then 'lower(%1$s.name) asc'
    when 'name_desc' then 'lower(%1$s.name) desc'
  end;
begin
  return pg_catalog.format(
    'select %1$s as part, pg_catalog.row_number() over (order by %2$s, l.created_at desc, l.id) as place, l.*
     from (
       (select a.id::text as id, ''booking''::text as kind, a.name, a.email, a.company, a.status,
          a.topic as subject, a.scheduled_at as occurs_at, a.created_at, a.source, a.first_response_at, a.waiting,
          a.response_minutes
        from public.appointments a where %6$s and %3$s order by %4$s, a.created_at desc, a.id::text limit %8$s)
       union all
       (select i.id, ''inquiry''::text, i.name, i.email, i.company, i.status, i.kind, i.created_at, i.created_at,
          i.source, i.first_response_at, i.waiting, i.response_minutes
        from public.inquiries i where %7$s and %3$s order by %5$s, i.created_at desc, i.id limit %8$s)
     ) l',
    p_part,
    pg_catalog.format(v_key, 'l', 'occurs_at'),
    p_condition,
    pg_catalog.format(v_key, 'a', 'scheduled_at'),
    pg_catalog.format(v_key, 'i', 'created_at'),
    p_booking_filter,
    p_inquiry_filter,
    p_limit);
end
$$;

revoke execute on function private.inbox_part(integer, text, text, text, text, integer) from public;

-- Leads matching an inbox filter (the same arguments as staff_list_leads) that can be closed as spam are closed as
-- spam, at most spam_close_batch_size a call so one call stays well inside the API's statement timeout; returns how
-- many. The console calls again until it returns 0. A filter with nothing in it is refused (PT400
-- filter_required): a flood is always narrower than the whole inbox.
insert into private.rate_limits (name, max_count, description) values
  ('spam_close_batch_size', 1000, 'How many leads one call of staff_close_matching_as_spam closes at most');

create function public.staff_close_matching_as_spam(
  p_kind text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_batch integer := private.rate_limit('spam_close_batch_size');
  v_appointment_ids uuid[];
  v_inquiry_ids text[];
begin
  perform private.check_inbox_filter(p_kind, p_search);
  if p_status is null and p_from is null and p_to is null and pg_catalog.btrim(coalesce(p_search, '')) = '' then
    raise sqlstate 'PT400' using
      message = 'filter_required',
      detail = 'Filter the inbox by status, date or search before closing its leads as spam.';
  end if;
  execute pg_catalog.format(
    'select coalesce(pg_catalog.array_agg(s.id), ''{}'') from (
       select id from public.appointments where %s and private.spam_closable_status(''booking'', status) limit %s) s',
    private.inbox_filter('booking', p_kind, p_status, p_from, p_to, p_search), v_batch)
  into v_appointment_ids;
  execute pg_catalog.format(
    'select coalesce(pg_catalog.array_agg(s.id), ''{}'') from (
       select id from public.inquiries where %s and private.spam_closable_status(''inquiry'', status) limit %s) s',
    private.inbox_filter('inquiry', p_kind, p_status, p_from, p_to, p_search),
    v_batch - pg_catalog.cardinality(v_appointment_ids))
  into v_inquiry_ids;
  return private.close_as_spam(v_actor, v_appointment_ids, v_inquiry_ids);
end
$$;

revoke execute on function public.staff_close_matching_as_spam(text, text, timestamptz, timestamptz, text)
  from public, anon;
grant execute on function public.staff_close_matching_as_spam(text, text, timestamptz, timestamptz, text)
  to authenticated;

-- 3. The dashboard: stored response minutes, spam left out (see the lead_dashboard migration for the rest).
create or replace function public.staff_lead_dashboard(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_start timestamptz;
  v_end timestamptz;
  v_result jsonb;
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 370 then
    raise sqlstate 'PT400' using
      message = 'invalid_range',
      detail = 'p_from and p_to must be dates with p_from <= p_to, at most 371 days apart.';
  end if;
  v_start := p_from::timestamp at time zone 'Asia/Manila';
  v_end := (p_to + 1)::timestamp at time zone 'Asia/Manila';

  with leads as materialized (
    select 'booking'::text as kind, 'meeting'::text as service, a.status,
      coalesce(a.source ->> 'utm_source', a.source ->> 'referrer_host', 'direct') as source, a.created_at,
      a.response_minutes
    from public.appointments a
    where a.created_at >= v_start and a.created_at < v_end and a.status <> 'spam'
    union all
    select 'inquiry', i.kind, i.status, coalesce(i.source ->> 'utm_source', i.source ->> 'referrer_host', 'direct'),
      i.created_at, i.response_minutes
    from public.inquiries i
    where i.created_at >= v_start and i.created_at < v_end and i.status <> 'spam'
  ),
  weeks as (
    select g::date as week
    from pg_catalog.generate_series(
      pg_catalog.date_trunc('week', p_from::timestamp), pg_catalog.date_trunc('week', p_to::timestamp),
      interval '7 days') g
  ),
  per_week as (
    select w.week,
      pg_catalog.count(d.kind) filter (where d.kind = 'booking') as bookings,
      pg_catalog.count(d.kind) filter (where d.kind = 'inquiry') as inquiries,
      pg_catalog.count(d.kind) filter (where d.service = 'meeting') as meeting,
      pg_catalog.count(d.kind) filter (where d.service = 'ai') as ai,
      pg_catalog.count(d.kind) filter (where d.service = 'digital') as digital,
      pg_catalog.count(d.kind) filter (where d.service = 'ecommerce') as ecommerce,
      pg_catalog.count(d.kind) filter (where d.service = 'global') as global,
      pg_catalog.count(d.response_minutes) as answered,
      pg_catalog.percentile_cont(0.5) within group (order by d.response_minutes) as median_minutes,
      pg_catalog.percentile_cont(0.9) within group (order by d.response_minutes) as p90_minutes
    from weeks w
    left join (
      select l.*, pg_catalog.date_trunc('week', l.created_at at time zone 'Asia/Manila')::date as week from leads l
    ) d on d.week = w.week
    group by w.week
  ),
  sources as (
    select l.source, pg_catalog.count(*) as leads
    from leads l
    group by 1
  ),
  -- The show rate has one statement: staff_show_rate (meetings held in the range, by Manila day).
  outcomes as (
    select r.completed, r.no_show, r.show_rate from public.staff_show_rate(p_from, p_to) r
  )
  select pg_catalog.jsonb_build_object(
    'weeks', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'week', p.week, 'bookings', p.bookings, 'inquiries', p.inquiries,
        'services', pg_catalog.jsonb_build_object('meeting', p.meeting, 'ai', p.ai, 'digital', p.digital,
          'ecommerce', p.ecommerce, 'global', p.global),
        'answered', p.answered,
        'median_minutes', pg_catalog.round(p.median_minutes::numeric, 1),
        'p90_minutes', pg_catalog.round(p.p90_minutes::numeric, 1)
      ) order by p.week), '[]'::jsonb)
      from per_week p
    ),
    'sources', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('source', s.source, 'leads', s.leads)
        order by s.leads desc, s.source), '[]'::jsonb)
      from sources s
    ),
    -- Each stage counts the inquiries that reached it (a won inquiry was contacted and qualified too).
    'funnel', (
      select pg_catalog.jsonb_build_object(
        'new', pg_catalog.count(*),
        'contacted', pg_catalog.count(*) filter (where l.status in ('contacted', 'qualified', 'won', 'lost')),
        'qualified', pg_catalog.count(*) filter (where l.status in ('qualified', 'won', 'lost')),
        'won', pg_catalog.count(*) filter (where l.status = 'won'),
        'lost', pg_catalog.count(*) filter (where l.status = 'lost'))
      from leads l
      where l.kind = 'inquiry'
    ),
    'show_rate', (
      select pg_catalog.jsonb_build_object(
        'completed', o.completed,
        'no_show', o.no_show,
        'rate', o.show_rate)
      from outcomes o
    )
  ) into v_result;
  return v_result;
end
$$;

-- 4. Escalation. The latest instant from which p_minutes business minutes have passed by p_to: a lead created at
-- or before it is overdue (business_minutes only grows as its start moves back). '-infinity' when no business
-- time lies within the last 1,000 days.
create function private.business_instant_before(p_to timestamptz, p_minutes integer)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_left interval := pg_catalog.make_interval(mins => p_minutes);
  v_day date := (p_to at time zone 'Asia/Manila')::date;
  v_open timestamptz;
  v_close timestamptz;
begin
  for i in 0..999 loop
    if extract(isodow from v_day) between 1 and 5 and not exists (select 1 from public.closures c where c.day = v_day)
    then
      v_open := (v_day + time '09:00') at time zone 'Asia/Manila';
      v_close := least(p_to, (v_day + time '17:00') at time zone 'Asia/Manila');
      if v_close > v_open then
        if v_close - v_open >= v_left then
          return v_close - v_left;
        end if;
        v_left := v_left - (v_close - v_open);
      end if;
    end if;
    v_day := v_day - 1;
  end loop;
  return '-infinity';
end
$$;

revoke execute on function private.business_instant_before(timestamptz, integer) from public;

create or replace function private.escalate_leads(p_now timestamptz default pg_catalog.now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_overdue_since timestamptz := private.business_instant_before(p_now, private.rate_limit('lead_overdue_minutes'));
  v_soon interval := pg_catalog.make_interval(hours => private.rate_limit('pending_booking_alert_hours'));
  v_chat boolean := private.chat_alerts_on();
  v_row record;
  v_count integer := 0;
  v_template text;
begin
  for v_row in
    with due as (
      select 'unanswered'::text as reason, a.id as appointment_id, null::text as inquiry_id
      from public.appointments a
      where a.waiting and a.created_at <= v_overdue_since
        and not exists (select 1 from private.lead_escalations e
          where e.reason = 'unanswered' and e.appointment_id = a.id)
      union all
      select 'pending_soon', a.id, null
      from public.appointments a
      where a.status = 'pending'
        and a.scheduled_at > p_now
        and a.scheduled_at <= p_now + v_soon
        and not exists (select 1 from private.lead_escalations e
          where e.reason = 'pending_soon' and e.appointment_id = a.id)
      union all
      select 'unanswered', null, i.id
      from public.inquiries i
      where i.waiting and i.created_at <= v_overdue_since
        and not exists (select 1 from private.lead_escalations e
          where e.reason = 'unanswered' and e.inquiry_id = i.id)
    )
    insert into private.lead_escalations (reason, appointment_id, inquiry_id)
    select d.reason, d.appointment_id, d.inquiry_id
    from due d
    where not exists (
      select 1 from public.mail_jobs j
      where j.status = 'held' and j.appointment_id = d.appointment_id
    )
      and not exists (
      select 1 from public.mail_jobs j
      where j.status = 'held' and j.inquiry_id = d.inquiry_id
    )
    on conflict do nothing
    returning reason, appointment_id, inquiry_id
  loop
    v_template := case v_row.reason when 'unanswered' then 'lead_unanswered' else 'booking_pending_soon' end;
    perform private.enqueue_mail(v_template, 'team', v_row.appointment_id, v_row.inquiry_id);
    if v_chat then
      perform private.enqueue_mail(v_template, 'chat', v_row.appointment_id, v_row.inquiry_id);
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- 5. The agenda reads the week by the bookings' start (appointments_scheduled_at_idx); spam holds no slot.
create or replace function public.staff_week_agenda(p_week_start date)
returns table (
  id uuid,
  name text,
  company text,
  topic text,
  status text,
  scheduled_at timestamptz,
  ends_at timestamptz,
  duration text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_week_start is null or extract(isodow from p_week_start) <> 1 then
    raise sqlstate 'PT400' using
      message = 'invalid_week',
      detail = 'p_week_start must be a Monday.';
  end if;

  return query
  select a.id, a.name, a.company, a.topic, a.status, a.scheduled_at, a.ends_at, a.duration
  from public.appointments a
  where a.status not in ('cancelled', 'declined', 'spam')
    and a.scheduled_at >= (p_week_start::timestamp at time zone 'Asia/Manila')
    -- Monday to Friday: the booking rules refuse weekends.
    and a.scheduled_at < ((p_week_start + 5)::timestamp at time zone 'Asia/Manila')
  order by a.scheduled_at, a.id;
end
$$;

-- The zones this database knows, keyed: listing pg_timezone_names costs about 30 ms on every booking. Filled from
-- it here; a zone newer than this list is dropped from a booking as an unknown one always was.
create table private.time_zone_names (name text primary key);
revoke all on private.time_zone_names from public;
insert into private.time_zone_names (name) select z.name from pg_catalog.pg_timezone_names z on conflict do nothing;

create or replace function private.is_known_time_zone(p_zone text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.time_zone_names z where z.name = p_zone)
$$;
