-- Staff notes on agent applications (docs/product.md §17), as on bookings and inquiries: the same table, never shown
-- or mailed to the applicant, each note in the staff history.
alter table public.internal_notes
  add column agent_application_id text references public.agent_applications (id) on delete cascade;
alter table public.internal_notes drop constraint internal_notes_one_subject;
alter table public.internal_notes add constraint internal_notes_one_subject
  check (num_nonnulls(appointment_id, inquiry_id, agent_application_id) = 1);
create index internal_notes_agent_application_idx on public.internal_notes (agent_application_id)
  where agent_application_id is not null;

-- A note on one application; its body is checked by the table (1-4000 characters). PT404 not_found.
create function public.staff_add_agent_application_note(p_id text, p_body text)
returns public.internal_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_note public.internal_notes;
begin
  perform private.lock_agent_application(p_id);
  insert into public.internal_notes (agent_application_id, author_id, author_email, body)
  values (p_id, v_actor.user_id, v_actor.email, p_body)
  returning * into v_note;
  perform private.write_agent_audit(v_actor, 'note_added', p_id, null, null,
    pg_catalog.jsonb_build_object('note_id', v_note.id));
  return v_note;
end
$$;

revoke execute on function public.staff_add_agent_application_note(text, text) from public, anon;
grant execute on function public.staff_add_agent_application_note(text, text) to authenticated;
