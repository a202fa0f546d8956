import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend, type LocalBackend } from "../src/index.ts";
import { startFakeMailProvider } from "./fake-mail-provider.ts";
import { AGENT_APPLICATION_ID_PREFIX } from "@innovatehub/domain";
import { booking, client, eventually, manilaSlot, minutePerTick } from "./helpers.ts";

const WEEKS_AHEAD = 3;
const SCHEDULE_INTERVAL_MS = 500;

describe("the notification pipeline through the local backend", () => {
  let backend: LocalBackend;
  let provider: Awaited<ReturnType<typeof startFakeMailProvider>>;

  beforeAll(async () => {
    provider = await startFakeMailProvider();
    backend = await startLocalBackend({
      port: 0,
      dataDir: null,
      logRequests: false,
      scheduleIntervalMs: SCHEDULE_INTERVAL_MS,
      scheduleClock: minutePerTick(),
      functionEnv: { RESEND_API_KEY: "re_local_test", RESEND_API_URL: provider.url },
    });
  });

  afterAll(async () => {
    await backend.stop();
    await provider.stop();
  });

  it("mails a booking whose tab closed before the invoke, through the schedule", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 0, "09:00"), "closed.tab@example.com");
    const { error } = await client(backend, backend.anonKey).from("appointments").insert(row);
    expect(error).toBeNull();

    const jobs = await eventually(
      () =>
        backend.sql<{ status: string }>(
          "select status from public.mail_jobs where appointment_id = $1",
          [row.id],
        ),
      (rows) => rows.length === 2 && rows.every((job) => job.status === "sent"),
    );
    expect(jobs.map((job) => job.status)).toEqual(["sent", "sent"]);
    expect(
      provider.deliveries.filter((delivery) => delivery.to === row.email).map((d) => d.tag),
    ).toEqual(["booking_received"]);
  });

  it("mails a booking once after the provider failed three times", async () => {
    const row = booking(manilaSlot(WEEKS_AHEAD, 1, "09:00"), "flaky.provider@example.com");
    const anon = client(backend, backend.anonKey);
    provider.state.failNextTo = { to: row.email, count: 3 };
    const failuresBefore = provider.state.failures;
    expect((await anon.from("appointments").insert(row)).error).toBeNull();
    // The fast path and the schedule race for the jobs; whichever claims them, each attempt is recorded.
    await anon.functions.invoke("process-appointment", { body: { appointmentId: row.id } });

    // Each failure sets a retry time a minute or more ahead; time "passes" by moving it to now.
    const jobs = await eventually(
      async () => {
        await backend.sql(
          "update public.mail_jobs set next_attempt_at = now() where appointment_id = $1 and status = 'pending'",
          [row.id],
        );
        return backend.sql<{ status: string; attempts: number }>(
          "select status, attempts from public.mail_jobs where appointment_id = $1 order by template",
          [row.id],
        );
      },
      (rows) => rows.every((job) => job.status === "sent"),
    );
    expect(jobs.every((job) => job.status === "sent")).toBe(true);
    // The visitor's e-mail failed three times, then went out; the team's went out at once.
    expect(jobs.reduce((sum, job) => sum + job.attempts, 0)).toBe(5);
    expect(provider.state.failures - failuresBefore).toBe(3);
    expect(provider.deliveries.filter((delivery) => delivery.to === row.email)).toHaveLength(1);
  });

  it("offers a slot again as soon as the visitor cancels with the link from the e-mail", async () => {
    const slot = manilaSlot(WEEKS_AHEAD, 2, "13:00");
    const row = booking(slot, "cancels@example.com");
    const anon = client(backend, backend.anonKey);
    expect((await anon.from("appointments").insert(row)).error).toBeNull();
    await anon.functions.invoke("process-appointment", { body: { appointmentId: row.id } });
    const day = slot.slice(0, 10);
    const busyAt = async () =>
      (
        (await anon.rpc("get_busy_ranges", { p_from: day, p_to: day })).data as {
          starts_at: string;
        }[]
      ).some((range) => Date.parse(range.starts_at) === Date.parse(slot));
    expect(await busyAt()).toBe(true);

    const mail = await eventually(
      () => Promise.resolve(provider.deliveries.find((delivery) => delivery.to === row.email)),
      (found) => found !== undefined,
    );
    const token = /manage-booking#([0-9a-f]{64})/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();
    expect((await anon.rpc("visitor_cancel_booking", { p_token: token })).error).toBeNull();
    expect(await busyAt()).toBe(false);
    const again = booking(slot, "next.visitor@example.com");
    expect((await anon.from("appointments").insert(again)).error).toBeNull();
  });

  it("mails an agent application to the applicant in Filipino with the status link, and to the team", async () => {
    const id = `${AGENT_APPLICATION_ID_PREFIX}${crypto.randomUUID()}`;
    const email = "pipeline.applicant@example.com";
    const { error } = await client(backend, backend.anonKey).rpc("submit_agent_application", {
      p_id: id,
      p_full_name: "Pipeline Applicant",
      p_mobile: "+639170000777",
      p_email: email,
      p_date_of_birth: "1988-08-08",
      p_language: "fil",
      p_store_name: "Pipeline Sari-Sari",
      p_store_type: "retail",
      p_years_in_operation: 5,
      p_region_code: "0400000000",
      p_province_code: "0401000000",
      p_city_code: "0401005000",
      p_barangay_code: "0401005001",
      p_street: "5 Pipeline Street",
      p_business_package: "basic",
      p_heard_from: "facebook",
      p_consent_notice_version: "2026-11-26",
    });
    expect(error).toBeNull();

    const jobs = await eventually(
      () =>
        backend.sql<{ status: string }>(
          "select status from public.mail_jobs where agent_application_id = $1",
          [id],
        ),
      (rows) => rows.length === 2 && rows.every((job) => job.status === "sent"),
    );
    expect(jobs.map((job) => job.status)).toEqual(["sent", "sent"]);
    const [received] = provider.deliveries.filter((delivery) => delivery.to === email);
    expect(received?.tag).toBe("agent_application_received");
    expect(received?.text).toMatch(/\/fil\/become-an-agent\/status#[0-9a-f]{64}/);
    expect(provider.deliveries.some((delivery) => delivery.tag === "agent_application_new")).toBe(
      true,
    );
  });

  it("runs the same cron command and HTTP call a Supabase project runs", async () => {
    const [job] = await backend.sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'mail-worker'",
    );
    expect(job).toEqual({ schedule: "* * * * *", command: "select private.kick_mail_worker()" });
    const [setting] = await backend.sql<{ value: string }>(
      "select value from private.settings where name = 'functions_url'",
    );
    expect(setting?.value).toBe(`${backend.url}/functions/v1`);
  });
});
