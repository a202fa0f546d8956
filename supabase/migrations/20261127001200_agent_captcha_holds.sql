-- Agent applications follow the leads' one CAPTCHA hold (docs/decisions.md D38, D66, D80). With CAPTCHA on, a new
-- application already waits: awaiting_captcha is set, its first e-mails (the applicant's acknowledgement and the
-- team's alert) start held, release_held_agent_application clears it and purge_unverified_agent_applications deletes
-- it when nobody does (20261127000500_agent_applications). What bookings and inquiries have and it lacked:
--   1. staff read no application awaiting its CAPTCHA: a restrictive policy, as for the leads, hides it from every
--      read that runs with the caller's rights (the Applications list and its total already skipped it);
--   2. one client address may have agent_applications_awaiting_captcha_per_client applications awaiting the CAPTCHA
--      at once (PT429 rate_limited beyond), since a shared address is never refused while CAPTCHA is on
--      (private.check_client_limit): a person clears theirs within seconds, so only what a bot leaves counts;
--   3. no document is authorised for an application awaiting its CAPTCHA (PT409 awaiting_captcha): a bot's
--      application never puts a file in the bucket. The site clears the CAPTCHA before it uploads.
-- Each rule is a trigger or policy of its own, so the functions other migrations rewrite keep them.

-- 1.
create policy agent_applications_hide_awaiting_captcha on public.agent_applications
  as restrictive for select to authenticated
  using (not awaiting_captcha);

-- 2. Which address left each application awaiting its CAPTCHA (hashed, as private.captcha_holds keeps a booking's);
-- gone with the application (purged, erased) and no longer counted once it is cleared.
create table private.agent_application_captcha_holds (
  application_id text primary key references public.agent_applications (id) on delete cascade,
  client_hash bytea not null
);
create index agent_application_captcha_holds_client_idx on private.agent_application_captcha_holds (client_hash);

revoke all on private.agent_application_captcha_holds from public;

insert into private.rate_limits (name, max_count, description) values
  ('agent_applications_awaiting_captcha_per_client', 10,
    'Agent applications one client address may have awaiting the CAPTCHA at once (CAPTCHA on)');

-- Before the insert: refuses an application awaiting the CAPTCHA beyond the address's limit. Named to fire after
-- agent_applications_before_insert, which decides awaiting_captcha (triggers fire in name order; a repeat, a retry
-- or the honeypot ends there and never reaches this one).
create function private.agent_applications_limit_captcha_holds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.client_hash();
begin
  if new.awaiting_captcha and v_hash is not null and private.is_public_caller() then
    perform private.check_limit(
      (select pg_catalog.count(*) from private.agent_application_captcha_holds h
        join public.agent_applications a on a.id = h.application_id
        where h.client_hash = v_hash and a.awaiting_captcha),
      'agent_applications_awaiting_captcha_per_client',
      'Too many applications from this network are waiting for their check.',
      'Finish the check on the applications already sent, or try again later.'
    );
  end if;
  return new;
end
$$;

-- After the insert: remembers the address of an application left awaiting the CAPTCHA.
create function private.agent_applications_record_captcha_hold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.client_hash();
begin
  if v_hash is not null then
    insert into private.agent_application_captcha_holds (application_id, client_hash) values (new.id, v_hash);
  end if;
  return null;
end
$$;

revoke execute on function private.agent_applications_limit_captcha_holds() from public;
revoke execute on function private.agent_applications_record_captcha_hold() from public;

create trigger agent_applications_limit_captcha_holds
  before insert on public.agent_applications
  for each row execute function private.agent_applications_limit_captcha_holds();

create trigger agent_applications_record_captcha_hold
  after insert on public.agent_applications
  for each row
  when (new.awaiting_captcha)
  execute function private.agent_applications_record_captcha_hold();

-- 3. Whatever function makes the document row (authorize_agent_document_upload today).
create function private.agent_documents_wait_for_captcha()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.agent_applications a where a.id = new.application_id and a.awaiting_captcha
  ) then
    raise sqlstate 'PT409' using message = 'awaiting_captcha',
      detail = 'This application waits for its check before it takes documents.';
  end if;
  return new;
end
$$;

revoke execute on function private.agent_documents_wait_for_captcha() from public;

create trigger agent_documents_wait_for_captcha
  before insert on public.agent_application_documents
  for each row execute function private.agent_documents_wait_for_captcha();
