-- The staff console's inbox: bookings and inquiries as one filtered, sorted, paged list. The default sort,
-- "waiting", puts the leads nobody has answered yet first, oldest first, then the rest newest first; every row
-- carries its age in business minutes (public.lead_age_minutes) and its first-touch source.
-- SECURITY INVOKER: the caller's row level security applies, so only staff at aal2 see rows (everyone else gets
-- an empty page), exactly as when they read the tables themselves.

create function public.staff_list_leads(
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
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- The search is a plain substring: LIKE's wildcards in it match only themselves.
  v_pattern text := case
    when pg_catalog.btrim(coalesce(p_search, '')) = '' then null
    else '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end;
begin
  if p_kind is not null and p_kind not in ('booking', 'inquiry') then
    raise sqlstate 'PT400' using message = 'invalid_kind';
  end if;
  if p_sort not in ('waiting', 'date_desc', 'date_asc', 'name_asc', 'name_desc') then
    raise sqlstate 'PT400' using message = 'invalid_sort';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise sqlstate 'PT400' using message = 'invalid_page';
  end if;
  if pg_catalog.char_length(coalesce(p_search, '')) > 200 then
    raise sqlstate 'PT400' using message = 'search_too_long';
  end if;

  return query
  with leads as (
    select a.id::text as id, 'booking'::text as kind, a.name, a.email, a.company, a.status,
      a.topic as subject, a.scheduled_at as occurs_at, a.created_at, a.source, a.first_response_at
    from public.appointments a
    union all
    select i.id, 'inquiry'::text, i.name, i.email, i.company, i.status, i.kind, i.created_at, i.created_at,
      i.source, i.first_response_at
    from public.inquiries i
  ),
  filtered as (
    select l.*, public.lead_is_waiting(l.status, l.first_response_at) as waiting,
      pg_catalog.count(*) over () as total_count
    from leads l
    where (p_kind is null or l.kind = p_kind)
      and (p_status is null or l.status = p_status)
      and (p_from is null or l.occurs_at >= p_from)
      and (p_to is null or l.occurs_at < p_to)
      and (v_pattern is null
        or l.name ilike v_pattern
        or l.email ilike v_pattern
        or coalesce(l.company, '') ilike v_pattern)
  ),
  page as (
    select f.*
    from filtered f
    order by
      case when p_sort = 'waiting' then not f.waiting end asc,
      case when p_sort = 'waiting' and f.waiting then f.created_at end asc,
      case when p_sort = 'waiting' and not f.waiting then f.occurs_at end desc,
      case when p_sort = 'date_asc' then f.occurs_at end asc,
      case when p_sort = 'date_desc' then f.occurs_at end desc,
      case when p_sort = 'name_asc' then pg_catalog.lower(f.name) end asc,
      case when p_sort = 'name_desc' then pg_catalog.lower(f.name) end desc,
      f.created_at desc,
      f.id
    limit p_page_size
    offset (p_page - 1) * p_page_size
  )
  -- The age is computed for the page only, never for every matching row.
  select p.id, p.kind, p.name, p.email, p.company, p.status, p.subject, p.occurs_at, p.created_at, p.source,
    p.first_response_at, p.waiting, public.lead_age_minutes(p.created_at, p.status, p.first_response_at),
    p.total_count
  from page p
  order by
    case when p_sort = 'waiting' then not p.waiting end asc,
    case when p_sort = 'waiting' and p.waiting then p.created_at end asc,
    case when p_sort = 'waiting' and not p.waiting then p.occurs_at end desc,
    case when p_sort = 'date_asc' then p.occurs_at end asc,
    case when p_sort = 'date_desc' then p.occurs_at end desc,
    case when p_sort = 'name_asc' then pg_catalog.lower(p.name) end asc,
    case when p_sort = 'name_desc' then pg_catalog.lower(p.name) end desc,
    p.created_at desc,
    p.id;
end
$$;

comment on function public.staff_list_leads(text, text, timestamptz, timestamptz, text, text, integer, integer) is
  'Inbox page for staff at aal2: bookings (dated by their meeting) and inquiries (dated when received).';

revoke execute on function public.staff_list_leads(text, text, timestamptz, timestamptz, text, text, integer, integer)
  from public, anon;
grant execute on function public.staff_list_leads(text, text, timestamptz, timestamptz, text, text, integer, integer)
  to authenticated;
