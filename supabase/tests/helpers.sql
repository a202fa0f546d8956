-- Helpers every pgTAP file includes (`\ir ../helpers.sql` right after `begin;`), so each is defined once. They live
-- in pg_temp: the session's own schema, gone with the file's transaction, invisible to the schema under test.

-- The Monday (Manila calendar) `p_weeks` weeks after this week's, so a file keeps working whatever day it runs.
-- Three weeks ahead by default: inside the booking horizon, past the minimum notice. Files that need a week of
-- their own (no other file's bookings in it) pass another number.
create function pg_temp.monday(p_weeks integer default 3) returns date language sql stable as $$
  select date_trunc('week', now() at time zone 'Asia/Manila')::date + 7 * p_weeks
$$;

-- A Manila wall time on a weekday of that week: p_day 0 is Monday, p_time e.g. '09:00'.
create function pg_temp.manila(p_day integer, p_time text, p_weeks integer default 3)
returns timestamptz language sql stable as $$
  select ((pg_temp.monday(p_weeks) + p_day) + p_time::time) at time zone 'Asia/Manila'
$$;

-- What PostgREST sets for a signed-in user's request (aal2 unless said), in a session Supabase Auth holds (auth.sessions).
create function pg_temp.sign_in(p_user uuid, p_aal text default 'aal2') returns void language plpgsql security definer as $$
declare
  v_session uuid := gen_random_uuid();
begin
  insert into auth.sessions (id, user_id, aal, created_at, updated_at) values (v_session, p_user, p_aal, now(), now());
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user, 'role', 'authenticated', 'aal', p_aal, 'session_id', v_session)::text, true);
end
$$;

-- A staff member: the Auth user and the public.staff row that gives their role.
create function pg_temp.add_staff(p_user uuid, p_email text, p_role text default 'agent') returns void
language sql as $$
  insert into auth.users (id, email, aud, role) values (p_user, p_email, 'authenticated', 'authenticated');
  insert into public.staff (user_id, email, role) values (p_user, p_email, p_role);
$$;
