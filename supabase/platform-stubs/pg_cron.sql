-- Stand-in for pg_cron where the extension is not installed (the test PostgreSQL, the embedded local backend).
-- Loaded before the migrations, and only when the real extension is unavailable: it keeps the jobs in cron.job
-- exactly as pg_cron does, without running them. The local backend runs their commands on an interval.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create schema if not exists cron;
  create table if not exists cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    jobname text unique,
    active boolean not null default true
  );
  create or replace function cron.schedule(job_name text, schedule text, command text)
  returns bigint
  language sql
  as $fn$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
    returning jobid
  $fn$;
  create or replace function cron.unschedule(job_name text)
  returns boolean
  language sql
  as $fn$
    with gone as (delete from cron.job where jobname = job_name returning 1)
    select exists (select 1 from gone)
  $fn$;
  revoke all on schema cron from public;
end
$$;
