-- A reply to an applicant sent outside the console (the staff member's own mail program) answers the application
-- as a stage move does (docs/product.md §17): recorded once, it stamps the first response on the lead clock.
create function public.staff_record_agent_reply(p_id text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_first timestamptz;
begin
  perform private.lock_agent_application(p_id);
  update public.agent_applications a set first_response_at = coalesce(a.first_response_at, pg_catalog.now())
  where a.id = p_id
  returning a.first_response_at into v_first;
  perform private.write_agent_audit(v_actor, 'reply_recorded', p_id);
  return v_first;
end
$$;

revoke execute on function public.staff_record_agent_reply(text) from public, anon;
grant execute on function public.staff_record_agent_reply(text) to authenticated;
