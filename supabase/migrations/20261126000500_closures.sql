-- Closed days: Philippine regular holidays, special non-working days and company closures (Manila calendar days).
--   - Nobody books, or is moved, onto a closed day: private.assert_open_day (called by
--     private.assert_bookable_start for new bookings, visitor and staff reschedules) refuses it with PT409 day_closed.
--   - Visitors learn the closed days and their reasons only through public.get_closed_days (the booking calendar's
--     slot source, beside public.get_busy_ranges); the table itself is read by staff at aal2 only.
--   - Admins add and remove closures through public.staff_add_closure / staff_remove_closure, each writing an
--     audit row. A holiday proclaimed days ahead (the Eid holidays) is added from the console in a minute.
--   - The rows below are the 2026 proclamations and 2027 by rule; the 2027 Islamic holidays are estimated until
--     proclaimed (supabase/README.md, "Closed days", says how next year's proclamation is added).

create table public.closures (
  day date primary key,
  reason text not null,
  kind text not null,
  estimated boolean not null default false,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),

  -- The reason is shown to visitors ("Closed: Rizal Day"): one short line.
  constraint closures_reason_length check (char_length(btrim(reason)) between 2 and 60),
  constraint closures_reason_single_line check (reason !~ '[[:cntrl:]]'),
  constraint closures_kind_values check (
    kind in ('regular_holiday', 'special_non_working_day', 'company_closure')
  )
);

comment on table public.closures is
  'Closed Manila days: no booking starts on them. Visitors see day and reason through get_closed_days only.';
comment on column public.closures.reason is 'Shown to visitors, e.g. "Rizal Day".';
comment on column public.closures.estimated is 'A holiday whose date is not proclaimed yet (2027 Islamic holidays).';
comment on column public.closures.created_by is 'The admin who added it; null for the rows seeded by migrations.';

alter table public.closures enable row level security;

revoke all on public.closures from anon, authenticated;
grant select, insert, update, delete on public.closures to service_role;
grant select on public.closures to authenticated;

create policy closures_staff_read on public.closures
  for select to authenticated
  using (exists (select 1 from public.staff s where s.user_id = (select auth.uid())));

create policy closures_require_aal2 on public.closures
  as restrictive for select to authenticated
  using ((select private.is_mfa_session()));

-- Sources: Proclamation No. 1006 (2026 holidays), No. 1189 (Eid'l Fitr 2026) and No. 1264 (Eid'l Adha 2026).
-- Special working days (2026-02-25, 2026-07-27) stay open and are not listed.
insert into public.closures (day, reason, kind) values
  ('2026-01-01', 'New Year''s Day', 'regular_holiday'),
  ('2026-02-17', 'Chinese New Year', 'special_non_working_day'),
  ('2026-03-20', 'Eid''l Fitr', 'regular_holiday'),
  ('2026-04-02', 'Maundy Thursday', 'regular_holiday'),
  ('2026-04-03', 'Good Friday', 'regular_holiday'),
  ('2026-04-04', 'Black Saturday', 'special_non_working_day'),
  ('2026-04-09', 'Araw ng Kagitingan', 'regular_holiday'),
  ('2026-05-01', 'Labor Day', 'regular_holiday'),
  ('2026-05-27', 'Eid''l Adha', 'regular_holiday'),
  ('2026-06-12', 'Independence Day', 'regular_holiday'),
  ('2026-08-21', 'Ninoy Aquino Day', 'special_non_working_day'),
  ('2026-08-31', 'National Heroes Day', 'regular_holiday'),
  ('2026-11-01', 'All Saints'' Day', 'special_non_working_day'),
  ('2026-11-02', 'All Souls'' Day', 'special_non_working_day'),
  ('2026-11-30', 'Bonifacio Day', 'regular_holiday'),
  ('2026-12-08', 'Feast of the Immaculate Conception', 'special_non_working_day'),
  ('2026-12-24', 'Christmas Eve', 'special_non_working_day'),
  ('2026-12-25', 'Christmas Day', 'regular_holiday'),
  ('2026-12-30', 'Rizal Day', 'regular_holiday'),
  ('2026-12-31', 'Last Day of the Year', 'special_non_working_day');

-- 2027 by rule (Republic Act No. 9492 and its amendments) until the 2027 proclamation; it may add or move days.
-- The Eid holidays follow the moon and are proclaimed days ahead: estimated here, replaced when proclaimed.
insert into public.closures (day, reason, kind, estimated) values
  ('2027-01-01', 'New Year''s Day', 'regular_holiday', false),
  ('2027-02-06', 'Chinese New Year', 'special_non_working_day', false),
  ('2027-03-10', 'Eid''l Fitr', 'regular_holiday', true),
  ('2027-03-25', 'Maundy Thursday', 'regular_holiday', false),
  ('2027-03-26', 'Good Friday', 'regular_holiday', false),
  ('2027-03-27', 'Black Saturday', 'special_non_working_day', false),
  ('2027-04-09', 'Araw ng Kagitingan', 'regular_holiday', false),
  ('2027-05-01', 'Labor Day', 'regular_holiday', false),
  ('2027-05-17', 'Eid''l Adha', 'regular_holiday', true),
  ('2027-06-12', 'Independence Day', 'regular_holiday', false),
  ('2027-08-21', 'Ninoy Aquino Day', 'special_non_working_day', false),
  ('2027-08-30', 'National Heroes Day', 'regular_holiday', false),
  ('2027-11-01', 'All Saints'' Day', 'special_non_working_day', false),
  ('2027-11-30', 'Bonifacio Day', 'regular_holiday', false),
  ('2027-12-08', 'Feast of the Immaculate Conception', 'special_non_working_day', false),
  ('2027-12-24', 'Christmas Eve', 'special_non_working_day', false),
  ('2027-12-25', 'Christmas Day', 'regular_holiday', false),
  ('2027-12-30', 'Rizal Day', 'regular_holiday', false),
  ('2027-12-31', 'Last Day of the Year', 'special_non_working_day', false);

-- PT409 day_closed when p_scheduled_at falls on a closed Manila day. The detail names the reason, so the site and
-- the console can say which day it is ("That day is closed: Rizal Day.").
create function private.assert_open_day(p_scheduled_at timestamptz)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_reason text;
begin
  select c.reason into v_reason
  from public.closures c
  where c.day = (p_scheduled_at at time zone 'Asia/Manila')::date;
  if found then
    raise sqlstate 'PT409' using
      message = 'day_closed',
      detail = pg_catalog.format('That day is closed: %s.', v_reason),
      hint = 'Choose another day.';
  end if;
end
$$;

revoke execute on function private.assert_open_day(timestamptz) from public;

-- The closed days of a window, for the booking calendar: only the day and the reason a visitor is shown.
-- p_from and p_to are Manila calendar dates, both included; the window is capped at 62 days, as for busy ranges.
create function public.get_closed_days(p_from date, p_to date)
returns table (day date, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 62 then
    raise sqlstate 'PT400' using
      message = 'invalid_range',
      detail = 'p_from and p_to must be dates with p_from <= p_to, at most 62 days apart.';
  end if;

  return query
    select c.day, c.reason
    from public.closures c
    where c.day between p_from and p_to
    order by c.day;
end
$$;

revoke execute on function public.get_closed_days(date, date) from public;
grant execute on function public.get_closed_days(date, date) to anon, authenticated, service_role;

-- Admins close a day (today or later, Manila). The bookings already on it stay as they are: the console lists
-- them with a path to reschedule or cancel each (the visitor is mailed as for any staff change).
-- Errors: PT403 from private.require_staff, PT400 closure_in_past, PT409 closure_exists, 23514 for the values.
create function public.staff_add_closure(
  p_day date,
  p_reason text,
  p_kind text default 'company_closure',
  p_estimated boolean default false
)
returns public.closures
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff(true);
  v_row public.closures;
begin
  if p_day is null or p_day < (pg_catalog.now() at time zone 'Asia/Manila')::date then
    raise sqlstate 'PT400' using
      message = 'closure_in_past',
      detail = 'Only today or a later day can be closed.';
  end if;
  if exists (select 1 from public.closures c where c.day = p_day) then
    raise sqlstate 'PT409' using
      message = 'closure_exists',
      detail = 'That day is already closed.';
  end if;

  insert into public.closures (day, reason, kind, estimated, created_by)
  values (p_day, btrim(p_reason), p_kind, coalesce(p_estimated, false), v_actor.user_id)
  returning * into v_row;

  perform private.write_audit(
    v_actor, 'closure_added',
    p_details => pg_catalog.jsonb_build_object('day', v_row.day, 'reason', v_row.reason, 'kind', v_row.kind)
  );
  return v_row;
end
$$;

-- Admins reopen a day (today or later, Manila: past closures stay, as the record of when the office was closed).
-- Errors: PT403 from private.require_staff, PT400 closure_in_past, PT404 not_found.
create function public.staff_remove_closure(p_day date)
returns public.closures
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff(true);
  v_row public.closures;
begin
  if p_day is null or p_day < (pg_catalog.now() at time zone 'Asia/Manila')::date then
    raise sqlstate 'PT400' using
      message = 'closure_in_past',
      detail = 'A past closure stays on record.';
  end if;

  delete from public.closures c where c.day = p_day returning * into v_row;
  if not found then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'That day is not closed.';
  end if;

  perform private.write_audit(
    v_actor, 'closure_removed',
    p_details => pg_catalog.jsonb_build_object('day', v_row.day, 'reason', v_row.reason, 'kind', v_row.kind)
  );
  return v_row;
end
$$;

revoke execute on function public.staff_add_closure(date, text, text, boolean) from public, anon;
revoke execute on function public.staff_remove_closure(date) from public, anon;
grant execute on function public.staff_add_closure(date, text, text, boolean) to authenticated;
grant execute on function public.staff_remove_closure(date) to authenticated;
