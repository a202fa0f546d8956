-- The person behind a lead (docs/product.md §14.5): every booking and inquiry from the same mailbox, matched by
-- the address the abuse limits use (private.normalized_email: case and +tags ignored), oldest first, the given
-- lead included so the console can say which contact this is. Staff at aal2 only; the address never travels in
-- the request, only the lead's id. Exactly one of the two ids.
create function public.staff_person_leads(p_appointment_id uuid default null, p_inquiry_id text default null)
returns table (
  id text,
  kind text,
  status text,
  subject text,
  occurs_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  perform private.require_staff();
  if pg_catalog.num_nonnulls(p_appointment_id, p_inquiry_id) <> 1 then
    raise sqlstate 'PT400' using message = 'one_lead', detail = 'Give exactly one of a booking id and an inquiry id.';
  end if;
  v_email := coalesce(
    (select private.normalized_email(a.email) from public.appointments a where a.id = p_appointment_id),
    (select private.normalized_email(i.email) from public.inquiries i where i.id = p_inquiry_id)
  );
  if v_email is null then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No booking or inquiry has this id.';
  end if;

  return query
  select l.id, l.kind, l.status, l.subject, l.occurs_at, l.created_at
  from (
    select a.id::text as id, 'booking'::text as kind, a.status, a.topic as subject, a.scheduled_at as occurs_at,
      a.created_at
    from public.appointments a
    where private.normalized_email(a.email) = v_email
    union all
    select i.id, 'inquiry'::text, i.status, i.kind, i.created_at, i.created_at
    from public.inquiries i
    where private.normalized_email(i.email) = v_email
  ) l
  order by l.created_at, l.id;
end
$$;

revoke execute on function public.staff_person_leads(uuid, text) from public, anon;
grant execute on function public.staff_person_leads(uuid, text) to authenticated;
