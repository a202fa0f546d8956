-- The person behind a lead (docs/product.md §14.5) covers agent applications (§17.7): an application from the same
-- mailbox is one of the person's leads, of kind "application" (its stage as the status, its reference as the
-- subject), and an application's page asks by its id. The lead kinds answered mirror packages/domain
-- (personLeadKinds), checked by the local backend's contract test. A new parameter changes the signature, so the
-- function is replaced; callers that name one of the first two parameters call it as before. A lead or an
-- application still awaiting its CAPTCHA is left out, as staff read none (their restrictive policies).
drop function public.staff_person_leads(uuid, text);

create function public.staff_person_leads(
  p_appointment_id uuid default null,
  p_inquiry_id text default null,
  p_application_id text default null
)
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
  if pg_catalog.num_nonnulls(p_appointment_id, p_inquiry_id, p_application_id) <> 1 then
    raise sqlstate 'PT400' using message = 'one_lead',
      detail = 'Give exactly one of a booking id, an inquiry id and an application id.';
  end if;
  v_email := coalesce(
    (select private.normalized_email(a.email) from public.appointments a where a.id = p_appointment_id and not a.awaiting_captcha),
    (select private.normalized_email(i.email) from public.inquiries i where i.id = p_inquiry_id and not i.awaiting_captcha),
    (select private.normalized_email(g.email) from public.agent_applications g where g.id = p_application_id and not g.awaiting_captcha)
  );
  if v_email is null then
    raise sqlstate 'PT404' using message = 'not_found', detail = 'No booking, inquiry or application has this id.';
  end if;

  return query
  select l.id, l.kind, l.status, l.subject, l.occurs_at, l.created_at
  from (
    select a.id::text as id, 'booking'::text as kind, a.status, a.topic as subject, a.scheduled_at as occurs_at,
      a.created_at
    from public.appointments a
    where private.normalized_email(a.email) = v_email and not a.awaiting_captcha
    union all
    select i.id, 'inquiry'::text, i.status, i.kind, i.created_at, i.created_at
    from public.inquiries i
    where private.normalized_email(i.email) = v_email and not i.awaiting_captcha
    union all
    select g.id, 'application'::text, g.stage, g.reference, g.created_at, g.created_at
    from public.agent_applications g
    where private.normalized_email(g.email) = v_email and not g.awaiting_captcha
  ) l
  order by l.created_at, l.id;
end
$$;

revoke execute on function public.staff_person_leads(uuid, text, text) from public, anon;
grant execute on function public.staff_person_leads(uuid, text, text) to authenticated;
