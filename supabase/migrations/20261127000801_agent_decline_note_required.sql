-- A decline whose reason says nothing by itself ('other') needs the team's note (packages/domain
-- agentDeclineReasonsNeedingNote, checked by the local backend's contract test). The rule is the move function's,
-- not a table CHECK: migration 20261127000700 backfilled legacy declines as 'other' without a note, and those rows
-- stay as they were.
create function private.agent_decline_reasons_needing_note()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['other'] $$;

revoke execute on function private.agent_decline_reasons_needing_note() from public;

-- A move by staff: the target must be allowed from the application's stage; a decline needs its reason, and its
-- note when the reason needs one; no other move takes either. Errors: PT404 not_found, PT409 illegal_transition,
-- PT400 document_required (documents_requested: see staff_review_agent_document), PT400 decline_reason, PT400
-- decline_note_required.
create or replace function public.staff_move_agent_application(
  p_id text,
  p_stage text,
  p_decline_reason text default null,
  p_decline_note text default null
)
returns public.agent_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.agent_applications;
  v_after public.agent_applications;
  v_note text := nullif(pg_catalog.btrim(p_decline_note), '');
begin
  v_before := private.lock_agent_application(p_id);
  if p_stage = 'documents_requested' then
    raise sqlstate 'PT400' using message = 'document_required',
      detail = 'Ask for a document again to move an application to documents_requested.';
  end if;
  perform private.require_transition(
    private.agent_stage_move_allowed(v_before.stage, p_stage),
    pg_catalog.format('A %s application cannot become %s.', v_before.stage, p_stage)
  );
  if (p_stage = 'declined') <> (p_decline_reason is not null)
    or (p_decline_note is not null and p_decline_reason is null) then
    raise sqlstate 'PT400' using message = 'decline_reason',
      detail = 'A decline needs its reason; no other move takes one.';
  end if;
  if p_decline_reason = any (private.agent_decline_reasons_needing_note()) and v_note is null then
    raise sqlstate 'PT400' using message = 'decline_note_required',
      detail = 'This decline reason needs the team''s note.';
  end if;

  update public.agent_applications a
  set stage = p_stage,
    decline_reason = p_decline_reason,
    decline_note = v_note,
    updated_at = pg_catalog.now(),
    first_response_at = coalesce(a.first_response_at, pg_catalog.now())
  where a.id = p_id
  returning * into v_after;

  perform private.enqueue_agent_application_mail('agent_application_' || p_stage, 'visitor', p_id);
  perform private.write_agent_audit(v_actor, 'agent_application_stage_changed', p_id, v_before.stage, p_stage,
    case when p_decline_reason is null then '{}'::jsonb
      else pg_catalog.jsonb_build_object('decline_reason', p_decline_reason) end);
  return v_after;
end
$$;
