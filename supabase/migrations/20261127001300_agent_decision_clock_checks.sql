-- The decision's clock (20261127001100_agent_dashboard) is written by its trigger, which stamps both columns
-- together, from the application's arrival on. The table itself refuses a clock the trigger would never leave,
-- whoever writes the row (the service role, a later migration, a backfill): a decision without its minutes or
-- minutes without a decision, a decision before the application arrived, negative minutes. The dashboard's medians
-- read these columns as they stand.
alter table public.agent_applications add constraint agent_applications_decision_clock check (
  (decided_at is null) = (decision_minutes is null)
  and (decided_at is null or decided_at >= created_at)
  and (decision_minutes is null or decision_minutes >= 0)
);
