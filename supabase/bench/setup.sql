-- The benchmark's own schema: its timer and its results. Loaded once into the throwaway cluster.
\set ON_ERROR_STOP on
create schema bench;
grant usage on schema bench to public;

create table bench.results (data_set text, position integer, call text, median_ms numeric);
grant insert on bench.results to public;

-- Runs p_sql five times, each in a subtransaction that is then undone, and returns the median in milliseconds.
create function bench.median_ms(p_sql text) returns numeric
language plpgsql
as $$
declare
  v_started timestamptz;
  v_runs numeric[] := '{}';
begin
  for i in 1..5 loop
    begin
      v_started := clock_timestamp();
      execute p_sql;
      v_runs := v_runs || (extract(epoch from clock_timestamp() - v_started) * 1000)::numeric;
      raise sqlstate 'BENCH';
    exception when sqlstate 'BENCH' then
      null;
    end;
  end loop;
  return (select percentile_cont(0.5) within group (order by r) from unnest(v_runs) r);
end
$$;
grant execute on function bench.median_ms(text) to public;
