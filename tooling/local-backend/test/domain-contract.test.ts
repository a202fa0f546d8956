/*
 * The contract between @innovatehub/domain and the database: the real migrations (the same PGlite build the local
 * backend serves) must allow and refuse exactly what the domain package says. Change a rule on one side only and a
 * case here fails. Each case runs in a transaction that is rolled back, so cases never see each other's rows.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Database } from "@innovatehub/database";
import {
  ANSWER_LIST_ITEM_MAX_LENGTH,
  auditActions,
  BOOKING_HORIZON_DAYS,
  BOOKING_INITIAL_STATUS,
  BOOKING_REMINDER_OFFSETS_MINUTES,
  BOOKINGS_AND_CHANGES_PER_MAILBOX_PER_DAY,
  AGENT_APPLICATION_ESCALATION_MINUTES,
  AGENT_APPLICATIONS_AWAITING_CAPTCHA_PER_ADDRESS,
  BOOKINGS_AWAITING_CAPTCHA_PER_ADDRESS,
  hasMeetingStarted,
  isBookingOutcome,
  LEAD_SOURCE_CLOCK_SKEW_HOURS,
  LEAD_SOURCE_MAX_AGE_DAYS,
  VISITOR_RESCHEDULES_PER_BOOKING,
  BOOKING_REMINDER_TEMPLATE,
  BUSINESS_CLOSING_HOUR,
  BUSINESS_DAY_MINUTES,
  BUSINESS_OPENING_HOUR,
  BUSINESS_WEEKDAYS,
  CLOSURE_REASON_MAX_LENGTH,
  CLOSURE_REASON_MIN_LENGTH,
  closureKinds,
  EXCLUDED_SLOT_TIMES,
  INQUIRY_INITIAL_STATUS,
  LEAD_OVERDUE_MINUTES,
  LEAD_RESPONSE_TARGET_MINUTES,
  slotFreeingBookingStatuses,
  VISITOR_CHANGE_NOTICE_MINUTES,
  ANSWER_LIST_MAX_ITEMS,
  bookingMoveNotifiesVisitor,
  bookingStatuses,
  canCloseAsSpam,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  canMoveBooking,
  canMoveInquiry,
  EMAIL_MAX_LENGTH,
  inquiryAnswerKeys,
  inquiryKinds,
  inquiryStatuses,
  isLiveBooking,
  LEAD_SEARCH_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  meetingDurationMinutes,
  meetingDurations,
  meetingTypes,
  NAME_MAX_LENGTH,
  PAGE_VITALS_GOOD,
  PAGE_VITALS_PATH_MAX_LENGTH,
  PAGE_VITALS_PATH_PATTERN,
  pageVitalsConnections,
  pageVitalsDevices,
  pageVitalsMetrics,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  type BookingStatus,
  type InquiryKind,
  type InquiryStatus,
} from "@innovatehub/domain";
import {
  AGENT_DUPLICATE_MATCHES_MAX,
  agentDuplicateReasons,
  personLeadKinds,
  agentApplicationStages,
  agentStagesClosed,
  applicantMeetingPurposes,
  canMoveAgentApplication,
  DEFAULT_MEETING_PURPOSE,
  heldMeetingTypes,
  IN_PERSON_MEETING_TYPE,
  isApplicantMeetingPurpose,
  MEETING_PLACE_MAX_LENGTH,
  MEETING_PLACE_MIN_LENGTH,
  APPLICANT_MEETING_DEFAULT_DURATION,
  meetingPurposes,
  meetingPurposeStage,
  meetingTypesFor,
  type AgentApplicationStage,
} from "@innovatehub/domain";
import {
  DASHBOARD_MAX_DAYS,
  dashboardServices,
  funnelStages,
  LEAD_SOURCE_HOST_PATTERN,
  LEAD_SOURCE_PATH_PATTERN,
  LEAD_SOURCE_TIME_PATTERN,
  leadSourceKeys,
  leadSourceMaxLengths,
  leadSourceName,
  mailJobStatuses,
  mailRecipients,
  mailTemplateRules,
  mailTemplates,
  PENDING_BOOKING_ALERT_HOURS,
  reachedFunnelStage,
  type LeadSource,
  type LeadSourceKey,
} from "@innovatehub/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/database.ts";
import { SNAPSHOT_CACHE_DIR, SUPABASE_DIR } from "../src/paths.ts";
import { manilaSlot, OFFERED_TIMES } from "./helpers.ts";

const STAFF_ID = "00000000-0000-4000-a000-00000000c0de";
const STAFF_SESSION_ID = "00000000-0000-4000-a000-00000000c0df";
const STAFF_CLAIMS = JSON.stringify({
  sub: STAFF_ID,
  role: "authenticated",
  aal: "aal2",
  session_id: STAFF_SESSION_ID,
});
const CHECK_VIOLATION = "23514";
const INSUFFICIENT_PRIVILEGE = "42501";
const ILLEGAL = { code: "PT409", message: "illegal_transition" };
/** Bookings are placed this many weeks ahead: inside the horizon, far beyond the visitors' notice. */
const WEEKS_AHEAD = 2;

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase({
    supabaseDir: SUPABASE_DIR,
    cacheDir: SNAPSHOT_CACHE_DIR,
    dataDir: undefined,
  }));
  // The bookings below fall on days relative to today, which a seeded holiday may close; closed days have their
  // own describe here (and pgTAP), so this file opens every day of its private database.
  await db.exec("delete from public.closures");
  await db.exec(`
    insert into auth.users (id, email, aud, role)
      values ('${STAFF_ID}', 'contract@innovatehub.test', 'authenticated', 'authenticated');
    insert into public.staff (user_id, email, role)
      values ('${STAFF_ID}', 'contract@innovatehub.test', 'agent');
    -- A live signed-in session at aal2, as Supabase Auth holds it: the staff functions check it exists.
    insert into auth.sessions (id, user_id, aal, created_at, updated_at)
      values ('${STAFF_SESSION_ID}', '${STAFF_ID}', 'aal2', now(), now());
  `);
});

afterAll(async () => {
  await db.close();
});

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back; returns what it returned. */
async function inRolledBack<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      throw error;
    }
  }
  return result as T;
}

type Outcome = { ok: true } | { ok: false; code: string; message: string };

/** Runs `sql` as the given API role (staff: a member at aal2), inside a savepoint, and reports how it ended. */
async function attempt(
  tx: Transaction,
  as: "anon" | "staff",
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  await tx.exec("savepoint attempt");
  try {
    if (as === "staff") {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [STAFF_CLAIMS]);
    }
    await tx.exec(`set local role ${as === "staff" ? "authenticated" : "anon"}`);
    await tx.query(sql, params);
    await tx.exec("reset role; release savepoint attempt");
    return { ok: true };
  } catch (error) {
    await tx.exec("rollback to savepoint attempt; reset role");
    const { code = "", message = "" } = error as { code?: string; message?: string };
    return { ok: false, code, message };
  }
}

let slotIndex = 0;
/** A different offered Manila weekday slot for every booking of the file. */
function nextSlot(): string {
  const perDay = OFFERED_TIMES.length;
  const day = Math.floor(slotIndex / perDay);
  const time = OFFERED_TIMES[slotIndex % perDay] ?? "09:00";
  slotIndex += 1;
  return manilaSlot(WEEKS_AHEAD + Math.floor(day / 5), day % 5, time);
}

type BookingRow = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string;
  notes: string | null;
  meeting_type: string;
  duration: string;
};
const validBooking: BookingRow = {
  name: "Contract Visitor",
  email: "contract.visitor@example.com",
  phone: "+63 912 345 6789",
  company: "Contract Co",
  topic: "General Consultation",
  notes: null,
  meeting_type: "video",
  duration: "30min",
};

/** Inserts a booking as the browser does (anon), with some columns replaced. */
function bookAsVisitor(tx: Transaction, changes: Partial<BookingRow>): Promise<Outcome> {
  const row = { ...validBooking, ...changes };
  return attempt(
    tx,
    "anon",
    `insert into public.appointments
       (id, name, email, phone, company, scheduled_at, duration, meeting_type, topic, notes, status)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending')`,
    [
      row.name,
      row.email,
      row.phone,
      row.company,
      nextSlot(),
      row.duration,
      row.meeting_type,
      row.topic,
      row.notes,
    ],
  );
}

/** A booking already in `status` (written by the server role, as the staff functions would leave it). */
async function bookingIn(tx: Transaction, status: BookingStatus): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic, status)
     values ('Contract Visitor', 'contract.visitor@example.com', $1, '30min', 'video', 'Contract', $2)
     returning id`,
    [nextSlot(), status],
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new Error("the booking was not stored");
  }
  return id;
}

/** Moves a booking's start into the past (last week, same weekday and time) as the database owner. */
async function startInThePast(tx: Transaction, id: string): Promise<void> {
  await tx.query(
    `update public.appointments
     set scheduled_at = scheduled_at - interval '8 weeks', ends_at = ends_at - interval '8 weeks'
     where id = $1`,
    [id],
  );
}

/** The ids of the visitor's e-mails queued for a booking (reminders come and go, so ids, not a count). */
async function visitorMails(tx: Transaction, bookingId: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ id: string }>(
    "select id::text from public.mail_jobs where appointment_id = $1 and recipient = 'visitor'",
    [bookingId],
  );
  return new Set(rows.map((row) => row.id));
}

/** Whether a visitor e-mail was queued since `before` was read. */
async function mailedSince(
  tx: Transaction,
  bookingId: string,
  before: Set<string>,
): Promise<boolean> {
  const after = await visitorMails(tx, bookingId);
  return [...after].some((id) => !before.has(id));
}

async function manageToken(tx: Transaction, bookingId: string): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    "select private.new_manage_token($1) as token",
    [bookingId],
  );
  return rows[0]?.token ?? "";
}

const ok: Outcome = { ok: true };
const refusedBy = (code: string) => expect.objectContaining({ ok: false, code });

describe("booking status moves", () => {
  const pairs = bookingStatuses.flatMap((from) => bookingStatuses.map((to) => [from, to] as const));

  it.each(pairs)(
    "staff: %s -> %s is allowed, and e-mails the visitor, as the domain says",
    async (from, to) => {
      await inRolledBack(async (tx) => {
        const id = await bookingIn(tx, from);
        if (isBookingOutcome(to)) {
          // An outcome waits for the meeting's start (its own case below).
          await startInThePast(tx, id);
        }
        const mailsBefore = await visitorMails(tx, id);
        const outcome = await attempt(
          tx,
          "staff",
          "select public.staff_set_appointment_status($1, $2)",
          [id, to],
        );
        if (canMoveBooking("staff", from, to)) {
          expect(outcome).toEqual(ok);
          expect(await mailedSince(tx, id, mailsBefore)).toBe(bookingMoveNotifiesVisitor(to));
        } else {
          expect(outcome).toEqual(expect.objectContaining({ ok: false, code: ILLEGAL.code }));
          expect(outcome.ok ? "" : outcome.message).toContain(ILLEGAL.message);
        }
      });
    },
  );

  it.each(bookingStatuses)(
    "visitor: cancelling a %s booking through the manage link is allowed as the domain says",
    async (from) => {
      await inRolledBack(async (tx) => {
        const id = await bookingIn(tx, from);
        const token = await manageToken(tx, id);
        const mailsBefore = await visitorMails(tx, id);
        const outcome = await attempt(tx, "anon", "select public.visitor_cancel_booking($1)", [
          token,
        ]);
        if (canMoveBooking("visitor", from, "cancelled")) {
          expect(outcome).toEqual(ok);
          expect(await mailedSince(tx, id, mailsBefore)).toBe(
            bookingMoveNotifiesVisitor("cancelled"),
          );
        } else {
          expect(outcome).toEqual(refusedBy("PT409"));
        }
      });
    },
  );

  it.each(bookingStatuses)(
    "a %s booking may be rescheduled by staff and by the visitor exactly when the domain calls it live",
    async (from) => {
      await inRolledBack(async (tx) => {
        const id = await bookingIn(tx, from);
        const byStaff = await attempt(
          tx,
          "staff",
          "select public.staff_reschedule_appointment($1, $2)",
          [id, nextSlot()],
        );
        const token = await manageToken(tx, id);
        const byVisitor = await attempt(
          tx,
          "anon",
          "select public.visitor_reschedule_booking($1, $2)",
          [token, nextSlot()],
        );
        for (const outcome of [byStaff, byVisitor]) {
          expect(outcome).toEqual(isLiveBooking(from) ? ok : refusedBy("PT409"));
        }
      });
    },
  );

  it.each(bookingStatuses.filter(isBookingOutcome))(
    "staff record %s only once the meeting has started, as the domain says",
    async (to) => {
      await inRolledBack(async (tx) => {
        for (const started of [false, true]) {
          const id = await bookingIn(tx, "confirmed");
          if (started) {
            await startInThePast(tx, id);
          }
          const { rows } = await tx.query<{ scheduled_at: Date }>(
            "select scheduled_at from public.appointments where id = $1",
            [id],
          );
          const startsAt = rows[0]?.scheduled_at ?? new Date(Number.NaN);
          const outcome = await attempt(
            tx,
            "staff",
            "select public.staff_set_appointment_status($1, $2)",
            [id, to],
          );
          expect(outcome).toEqual(
            hasMeetingStarted(startsAt, new Date())
              ? ok
              : expect.objectContaining({
                  ok: false,
                  code: "PT409",
                  message: "meeting_not_started",
                }),
          );
        }
      });
    },
  );

  it("refuses a status the domain does not know", async () => {
    await inRolledBack(async (tx) => {
      const id = await bookingIn(tx, "pending");
      const outcome = await attempt(
        tx,
        "staff",
        "select public.staff_set_appointment_status($1, $2)",
        [id, "archived"],
      );
      expect(outcome.ok).toBe(false);
    });
  });
});

describe("inquiry status moves", () => {
  const pairs = inquiryStatuses.flatMap((from) => inquiryStatuses.map((to) => [from, to] as const));

  it.each(pairs)("staff: %s -> %s is allowed as the domain says", async (from, to) => {
    await inRolledBack(async (tx) => {
      const id = `inq-${crypto.randomUUID()}`;
      await tx.query(
        `insert into public.inquiries (id, kind, name, email, phone, status)
         values ($1, 'ai', 'Contract Sender', 'contract.sender@example.com', '+63 912 345 6789', $2)`,
        [id, from satisfies InquiryStatus],
      );
      const outcome = await attempt(tx, "staff", "select public.staff_set_inquiry_status($1, $2)", [
        id,
        to,
      ]);
      if (canMoveInquiry(from, to)) {
        expect(outcome).toEqual(ok);
      } else {
        expect(outcome).toEqual(expect.objectContaining({ ok: false, code: ILLEGAL.code }));
      }
    });
  });
});

describe("closing as spam", () => {
  it.each(bookingStatuses)(
    "staff may close a %s booking as spam exactly when the domain says, without e-mailing the visitor",
    async (from) => {
      await inRolledBack(async (tx) => {
        const id = await bookingIn(tx, from);
        const mailsBefore = await visitorMails(tx, id);
        const outcome = await attempt(tx, "staff", "select public.staff_close_as_spam($1)", [id]);
        if (canCloseAsSpam("booking", from)) {
          expect(outcome).toEqual(ok);
          expect(await mailedSince(tx, id, mailsBefore)).toBe(false);
        } else {
          expect(outcome).toEqual(expect.objectContaining({ ok: false, code: ILLEGAL.code }));
        }
      });
    },
  );

  it.each(inquiryStatuses)(
    "staff may close a %s inquiry as spam exactly when the domain says",
    async (from) => {
      await inRolledBack(async (tx) => {
        const id = `inq-${crypto.randomUUID()}`;
        await tx.query(
          `insert into public.inquiries (id, kind, name, email, phone, status)
           values ($1, 'ai', 'Contract Sender', 'contract.sender@example.com', '+63 912 345 6789', $2)`,
          [id, from satisfies InquiryStatus],
        );
        const outcome = await attempt(
          tx,
          "staff",
          "select public.staff_close_as_spam(p_inquiry_id => $1)",
          [id],
        );
        expect(outcome).toEqual(
          canCloseAsSpam("inquiry", from)
            ? ok
            : expect.objectContaining({ ok: false, code: ILLEGAL.code }),
        );
      });
    },
  );
});

describe("meeting types and durations", () => {
  it.each(meetingTypes)("accepts the meeting type %s", async (meetingType) => {
    await inRolledBack(async (tx) => {
      expect(await bookAsVisitor(tx, { meeting_type: meetingType })).toEqual(ok);
    });
  });

  it("refuses a meeting type the domain does not know", async () => {
    await inRolledBack(async (tx) => {
      expect(await bookAsVisitor(tx, { meeting_type: "in-person" })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
    });
  });

  it.each(meetingDurations)("a %s meeting lasts the domain's minutes", async (duration) => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ minutes: number }>(
        `insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic)
         values ('Contract Visitor', 'contract.visitor@example.com', $1, $2, 'video', 'Contract')
         returning (extract(epoch from ends_at - scheduled_at) / 60)::int as minutes`,
        [manilaSlot(WEEKS_AHEAD + 4, 0, "09:00"), duration],
      );
      expect(rows[0]?.minutes).toBe(meetingDurationMinutes[duration]);
    });
  });

  it("refuses a duration the domain does not know", async () => {
    await inRolledBack(async (tx) => {
      expect(await bookAsVisitor(tx, { duration: "45min" })).toEqual(refusedBy(CHECK_VIOLATION));
    });
  });
});

/** A text of exactly `length` characters that passes every shape check (digits fit a phone too). */
const text = (length: number, unit = "a") => unit.repeat(length);
const email = (length: number) => `${text(length - "@example.com".length)}@example.com`;

describe("booking length limits: at the limit accepted, one more refused", () => {
  const limits: readonly [keyof BookingRow, number, (length: number) => string][] = [
    ["name", NAME_MAX_LENGTH, text],
    ["email", EMAIL_MAX_LENGTH, email],
    ["phone", PHONE_MAX_LENGTH, (length) => text(length, "1")],
    ["company", SHORT_TEXT_MAX_LENGTH, text],
    ["topic", SHORT_TEXT_MAX_LENGTH, text],
    ["notes", LONG_TEXT_MAX_LENGTH, text],
  ];

  it.each(limits)("appointments.%s: %i characters", async (column, max, value) => {
    await inRolledBack(async (tx) => {
      expect(await bookAsVisitor(tx, { [column]: value(max) })).toEqual(ok);
      expect(await bookAsVisitor(tx, { [column]: value(max + 1) })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
    });
  });
});

type InquiryRow = {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  details: unknown;
};
const validInquiry: InquiryRow = {
  name: "Contract Sender",
  email: "contract.sender@example.com",
  phone: "+63 912 345 6789",
  company: "Contract Co",
  details: {},
};

function inquireAsVisitor(
  tx: Transaction,
  kind: string,
  changes: Partial<InquiryRow>,
): Promise<Outcome> {
  const row = { ...validInquiry, ...changes };
  return attempt(
    tx,
    "anon",
    `insert into public.inquiries (id, kind, name, email, phone, company, details)
     values ('inq-' || gen_random_uuid(), $1, $2, $3, $4, $5, $6)`,
    [kind, row.name, row.email, row.phone, row.company, JSON.stringify(row.details)],
  );
}

describe("inquiry kinds and answer keys", () => {
  const keyCases = inquiryKinds.flatMap((kind) =>
    inquiryAnswerKeys[kind].map((key) => [kind, key] as [InquiryKind, string]),
  );

  it.each(keyCases)("a %s inquiry may answer %s", async (kind, key) => {
    await inRolledBack(async (tx) => {
      expect(await inquireAsVisitor(tx, kind, { details: { [key]: "An answer" } })).toEqual(ok);
    });
  });

  it.each(inquiryKinds)(
    "a %s inquiry may not answer a key the domain does not list for it",
    async (kind) => {
      const foreignKeys = [
        "unknownKey",
        ...inquiryKinds.flatMap((other) => inquiryAnswerKeys[other]),
      ].filter((key) => !(inquiryAnswerKeys[kind] as readonly string[]).includes(key));
      await inRolledBack(async (tx) => {
        for (const key of new Set(foreignKeys)) {
          expect(await inquireAsVisitor(tx, kind, { details: { [key]: "An answer" } })).toEqual(
            refusedBy(CHECK_VIOLATION),
          );
        }
      });
    },
  );

  it("refuses a kind the domain does not know", async () => {
    await inRolledBack(async (tx) => {
      expect(await inquireAsVisitor(tx, "fintech", {})).toEqual(refusedBy(CHECK_VIOLATION));
    });
  });
});

describe("inquiry length limits: at the limit accepted, one more refused", () => {
  const columns: readonly [keyof InquiryRow, number, (length: number) => string][] = [
    ["name", NAME_MAX_LENGTH, text],
    ["email", EMAIL_MAX_LENGTH, email],
    ["phone", PHONE_MAX_LENGTH, (length) => text(length, "1")],
    ["company", SHORT_TEXT_MAX_LENGTH, text],
  ];

  it.each(columns)("inquiries.%s: %i characters", async (column, max, value) => {
    await inRolledBack(async (tx) => {
      expect(await inquireAsVisitor(tx, "ai", { [column]: value(max) })).toEqual(ok);
      expect(await inquireAsVisitor(tx, "ai", { [column]: value(max + 1) })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
    });
  });

  it(`a text answer: ${LONG_TEXT_MAX_LENGTH} characters, on every form`, async () => {
    await inRolledBack(async (tx) => {
      for (const kind of inquiryKinds) {
        const key = inquiryAnswerKeys[kind][0];
        expect(
          await inquireAsVisitor(tx, kind, { details: { [key]: text(LONG_TEXT_MAX_LENGTH) } }),
        ).toEqual(ok);
        expect(
          await inquireAsVisitor(tx, kind, { details: { [key]: text(LONG_TEXT_MAX_LENGTH + 1) } }),
        ).toEqual(refusedBy(CHECK_VIOLATION));
      }
    });
  });

  it("every answer of a form at its limit together is accepted", async () => {
    await inRolledBack(async (tx) => {
      for (const kind of inquiryKinds) {
        const details = Object.fromEntries(
          inquiryAnswerKeys[kind].map((key) => [key, text(LONG_TEXT_MAX_LENGTH, "é")]),
        );
        expect(await inquireAsVisitor(tx, kind, { details })).toEqual(ok);
      }
    });
  });

  it(`a list answer: ${ANSWER_LIST_MAX_ITEMS} items of ${ANSWER_LIST_ITEM_MAX_LENGTH} characters`, async () => {
    const list = (items: number, length: number) =>
      Array.from({ length: items }, () => text(length));
    await inRolledBack(async (tx) => {
      const atLimit = list(ANSWER_LIST_MAX_ITEMS, ANSWER_LIST_ITEM_MAX_LENGTH);
      expect(await inquireAsVisitor(tx, "ecommerce", { details: { features: atLimit } })).toEqual(
        ok,
      );
      const tooMany = list(ANSWER_LIST_MAX_ITEMS + 1, ANSWER_LIST_ITEM_MAX_LENGTH);
      expect(await inquireAsVisitor(tx, "ecommerce", { details: { features: tooMany } })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
      const tooLong = list(ANSWER_LIST_MAX_ITEMS, ANSWER_LIST_ITEM_MAX_LENGTH + 1);
      expect(await inquireAsVisitor(tx, "ecommerce", { details: { features: tooLong } })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
    });
  });
});

describe("staff input limits: at the limit accepted, one more refused", () => {
  it(`a note: ${STAFF_NOTE_MAX_LENGTH} characters`, async () => {
    await inRolledBack(async (tx) => {
      const id = await bookingIn(tx, "pending");
      const addNote = (body: string) =>
        attempt(tx, "staff", "select public.staff_add_note($1, $2)", [body, id]);
      expect(await addNote(text(STAFF_NOTE_MAX_LENGTH))).toEqual(ok);
      expect(await addNote(text(STAFF_NOTE_MAX_LENGTH + 1))).toEqual(refusedBy(CHECK_VIOLATION));
    });
  });

  it(`the inbox search: ${LEAD_SEARCH_MAX_LENGTH} characters`, async () => {
    await inRolledBack(async (tx) => {
      const search = (value: string) =>
        attempt(tx, "staff", "select * from public.staff_list_leads(p_search => $1)", [value]);
      expect(await search(text(LEAD_SEARCH_MAX_LENGTH))).toEqual(ok);
      expect(await search(text(LEAD_SEARCH_MAX_LENGTH + 1))).toEqual(refusedBy("PT400"));
    });
  });
});

const pad = (value: number) => String(value).padStart(2, "0");
const hour = (value: number, minutes = 0) => `${pad(value)}:${pad(minutes)}`;
const ISO_SUNDAY = 7;

/** Inserts a booking as a visitor at an exact start. */
function bookAt(tx: Transaction, scheduledAt: string, duration = "30min"): Promise<Outcome> {
  return attempt(
    tx,
    "anon",
    `insert into public.appointments (id, name, email, scheduled_at, duration, meeting_type, topic, status)
     values (gen_random_uuid(), 'Contract Visitor', $3, $1, $2, 'video', 'Contract', 'pending')`,
    // A fresh address each time: one address may hold only a few pending bookings.
    [scheduledAt, duration, `contract.${crypto.randomUUID()}@example.com`],
  );
}

describe("the schedule", () => {
  it("starts a booking in the domain's initial status, an inquiry in its", async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ booking: string; inquiry: string }>(
        `select
           (select column_default from information_schema.columns
             where table_name = 'appointments' and column_name = 'status') as booking,
           (select column_default from information_schema.columns
             where table_name = 'inquiries' and column_name = 'status') as inquiry`,
      );
      expect(rows[0]).toEqual({
        booking: `'${BOOKING_INITIAL_STATUS}'::text`,
        inquiry: `'${INQUIRY_INITIAL_STATUS}'::text`,
      });
    });
  });

  it("opens and closes at the domain's hours, on the domain's weekdays", async () => {
    await inRolledBack(async (tx) => {
      expect(await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 0, hour(BUSINESS_OPENING_HOUR)))).toEqual(
        ok,
      );
      expect(
        await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 0, hour(BUSINESS_OPENING_HOUR - 1, 30))),
      ).toEqual(refusedBy(CHECK_VIOLATION));
      expect(
        await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 1, hour(BUSINESS_CLOSING_HOUR - 1, 30))),
      ).toEqual(ok);
      expect(await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 1, hour(BUSINESS_CLOSING_HOUR)))).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
      for (let isoWeekday = 1; isoWeekday <= ISO_SUNDAY; isoWeekday += 1) {
        const outcome = await bookAt(tx, manilaSlot(WEEKS_AHEAD + 6, isoWeekday - 1, "11:00"));
        const open = (BUSINESS_WEEKDAYS as readonly number[]).includes(isoWeekday);
        expect(outcome).toEqual(open ? ok : refusedBy(CHECK_VIOLATION));
      }
    });
  });

  it.each(EXCLUDED_SLOT_TIMES)("never books the excluded slot %s", async (time) => {
    await inRolledBack(async (tx) => {
      expect(await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 2, time))).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
    });
  });

  it("steps a 60-minute meeting hourly and a 30-minute one by half hours", async () => {
    await inRolledBack(async (tx) => {
      expect(await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 3, "11:30"), "30min")).toEqual(ok);
      expect(await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 3, "13:30"), "60min")).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
      expect(await bookAt(tx, manilaSlot(WEEKS_AHEAD + 5, 3, "15:00"), "60min")).toEqual(ok);
    });
  });

  it(`books at most ${BOOKING_HORIZON_DAYS} days ahead`, async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ last: string; beyond: string }>(
        `with bounds as (
           select (now() + make_interval(days => $1)) at time zone 'Asia/Manila' as edge
         )
         select
           -- The last weekday 09:00 inside the horizon, and the first one after it.
           (select min(d) from (select ((edge::date - g) + time '09:00') at time zone 'Asia/Manila' as d
              from bounds, generate_series(0, 7) g) s
            where extract(isodow from d at time zone 'Asia/Manila') between 1 and 5
              and d <= now() + make_interval(days => $1)
              and d > now() + make_interval(days => $1) - interval '7 days')::text as last,
           (select min(d) from (select ((edge::date + g) + time '09:00') at time zone 'Asia/Manila' as d
              from bounds, generate_series(0, 7) g) s
            where extract(isodow from d at time zone 'Asia/Manila') between 1 and 5
              and d > now() + make_interval(days => $1))::text as beyond`,
        [BOOKING_HORIZON_DAYS],
      );
      const bounds = rows[0];
      if (bounds === undefined) {
        throw new Error("no bounds");
      }
      expect(await bookAt(tx, bounds.beyond)).toEqual(refusedBy("PT400"));
      expect(await bookAt(tx, bounds.last)).toEqual(ok);
    });
  });

  it.each(bookingStatuses)(
    "a %s booking frees its slot exactly when the domain says",
    async (status) => {
      await inRolledBack(async (tx) => {
        const slot = nextSlot();
        await tx.query(
          `insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic, status)
         values ('First Visitor', 'first@example.com', $1, '30min', 'video', 'Contract', $2)`,
          [slot, status],
        );
        const frees = (slotFreeingBookingStatuses as readonly BookingStatus[]).includes(status);
        expect(await bookAt(tx, slot)).toEqual(frees ? ok : refusedBy("PT409"));
      });
    },
  );

  it(`closes a visitor's changes ${VISITOR_CHANGE_NOTICE_MINUTES} minutes before the meeting`, async () => {
    await inRolledBack(async (tx) => {
      const id = await bookingIn(tx, "pending");
      const token = await manageToken(tx, id);
      const { rows } = await tx.query<{ scheduled_at: string; change_deadline: string }>(
        "select scheduled_at::text, change_deadline::text from public.visitor_get_booking($1)",
        [token],
      );
      const row = rows[0];
      expect(row).toBeDefined();
      const notice =
        new Date(row?.scheduled_at ?? "").getTime() -
        new Date(row?.change_deadline ?? "").getTime();
      expect(notice).toBe(VISITOR_CHANGE_NOTICE_MINUTES * MINUTE_MS);
      expect(notice).toBeLessThan(DAY_MS);
    });
  });
});

describe("the staff history's actions", () => {
  it("are exactly the codes the audit log's CHECK allows", async () => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conname = 'audit_log_action_values'`,
    );
    const allowed = [...(rows[0]?.definition ?? "").matchAll(/'([a-z_]+)'/g)].map(
      ([, code]) => code,
    );
    expect(allowed.sort()).toEqual([...auditActions].sort());
  });
});

describe("closed days", () => {
  /** Inserts a closure as the database owner (as a migration does); reports how it ended. */
  async function close(tx: Transaction, kind: string, reason: string): Promise<Outcome> {
    await tx.exec("savepoint closure");
    try {
      await tx.query(
        "insert into public.closures (day, reason, kind) values ('2099-06-01', $1, $2)",
        [reason, kind],
      );
      await tx.exec("rollback to savepoint closure");
      return { ok: true };
    } catch (error) {
      await tx.exec("rollback to savepoint closure");
      const { code = "", message = "" } = error as { code?: string; message?: string };
      return { ok: false, code, message };
    }
  }

  it("accepts every closure kind of the domain and refuses another", async () => {
    await inRolledBack(async (tx) => {
      for (const kind of closureKinds) {
        expect(await close(tx, kind, "Rizal Day")).toEqual({ ok: true });
      }
      expect(await close(tx, "holiday", "Rizal Day")).toMatchObject({
        ok: false,
        code: CHECK_VIOLATION,
      });
    });
  });

  it(`takes a reason of ${CLOSURE_REASON_MIN_LENGTH} to ${CLOSURE_REASON_MAX_LENGTH} characters`, async () => {
    await inRolledBack(async (tx) => {
      const [kind = "company_closure"] = closureKinds;
      expect(await close(tx, kind, "x".repeat(CLOSURE_REASON_MIN_LENGTH))).toEqual({ ok: true });
      expect(await close(tx, kind, "x".repeat(CLOSURE_REASON_MAX_LENGTH))).toEqual({ ok: true });
      expect(await close(tx, kind, "x".repeat(CLOSURE_REASON_MIN_LENGTH - 1))).toMatchObject({
        ok: false,
        code: CHECK_VIOLATION,
      });
      expect(await close(tx, kind, "x".repeat(CLOSURE_REASON_MAX_LENGTH + 1))).toMatchObject({
        ok: false,
        code: CHECK_VIOLATION,
      });
    });
  });

  it(`refuses a visitor's start ${VISITOR_CHANGE_NOTICE_MINUTES} minutes ahead or sooner, as the manage page's deadline`, async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ minutes: number }>(
        "select max_count as minutes from private.rate_limits where name = 'visitor_change_notice_minutes'",
      );
      expect(rows[0]?.minutes).toBe(VISITOR_CHANGE_NOTICE_MINUTES);
    });
  });
});

describe("reminders", () => {
  it(`queues a confirmed booking's reminders ${BOOKING_REMINDER_OFFSETS_MINUTES.join(" and ")} minutes before it`, async () => {
    await inRolledBack(async (tx) => {
      const id = await bookingIn(tx, "pending");
      expect(
        await attempt(tx, "staff", "select public.staff_set_appointment_status($1, 'confirmed')", [
          id,
        ]),
      ).toEqual({ ok: true });
      const { rows } = await tx.query<{ minutes: number }>(
        `select (extract(epoch from a.scheduled_at - j.next_attempt_at) / 60)::integer as minutes
         from public.mail_jobs j join public.appointments a on a.id = j.appointment_id
         where j.appointment_id = $1 and j.template = $2
         order by j.next_attempt_at`,
        [id, BOOKING_REMINDER_TEMPLATE],
      );
      expect(rows.map((row) => row.minutes)).toEqual([...BOOKING_REMINDER_OFFSETS_MINUTES]);
    });
  });
});

describe("the response clock", () => {
  it(`keeps the domain's targets: answered within ${LEAD_RESPONSE_TARGET_MINUTES} business minutes, overdue after ${LEAD_OVERDUE_MINUTES}`, async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ name: string; minutes: number }>(
        `select name, max_count as minutes from private.rate_limits
         where name in ('lead_response_target_minutes', 'lead_overdue_minutes') order by name`,
      );
      expect(rows).toEqual([
        { name: "lead_overdue_minutes", minutes: LEAD_OVERDUE_MINUTES },
        { name: "lead_response_target_minutes", minutes: LEAD_RESPONSE_TARGET_MINUTES },
      ]);
    });
  });

  it(`counts ${BUSINESS_DAY_MINUTES} business minutes in an open weekday, as the Applications age filter says`, async () => {
    await inRolledBack(async (tx) => {
      await tx.exec("delete from public.closures");
      const monday = manilaSlot(WEEKS_AHEAD, 0, "00:00");
      const { rows } = await tx.query<{ minutes: number }>(
        "select public.business_minutes($1::timestamptz, $1::timestamptz + interval '1 day') as minutes",
        [monday],
      );
      expect(rows[0]?.minutes).toBe(BUSINESS_DAY_MINUTES);
    });
  });
});

describe("abuse limits", () => {
  it("keeps the domain's caps on leads awaiting the CAPTCHA, reschedules and a mailbox's day", async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ name: string; max_count: number }>(
        `select name, max_count from private.rate_limits
         where name in ('appointments_awaiting_captcha_per_client', 'visitor_reschedules_per_booking',
           'appointments_per_email_per_day', 'agent_applications_awaiting_captcha_per_client')
         order by name`,
      );
      expect(rows).toEqual([
        {
          name: "agent_applications_awaiting_captcha_per_client",
          max_count: AGENT_APPLICATIONS_AWAITING_CAPTCHA_PER_ADDRESS,
        },
        {
          name: "appointments_awaiting_captcha_per_client",
          max_count: BOOKINGS_AWAITING_CAPTCHA_PER_ADDRESS,
        },
        {
          name: "appointments_per_email_per_day",
          max_count: BOOKINGS_AND_CHANGES_PER_MAILBOX_PER_DAY,
        },
        { name: "visitor_reschedules_per_booking", max_count: VISITOR_RESCHEDULES_PER_BOOKING },
      ]);
    });
  });

  it(`lets a visitor move a booking ${VISITOR_RESCHEDULES_PER_BOOKING} times through its link, and no more`, async () => {
    await inRolledBack(async (tx) => {
      const id = await bookingIn(tx, "pending");
      let token = await manageToken(tx, id);
      for (let move = 1; move <= VISITOR_RESCHEDULES_PER_BOOKING + 1; move += 1) {
        await tx.exec("savepoint move; set local role anon");
        try {
          const { rows } = await tx.query<{ token: string }>(
            "select public.visitor_reschedule_booking($1, $2) as token",
            [token, nextSlot()],
          );
          token = rows[0]?.token ?? "";
          await tx.exec("reset role; release savepoint move");
          expect(move).toBeLessThanOrEqual(VISITOR_RESCHEDULES_PER_BOOKING);
        } catch (error) {
          await tx.exec("rollback to savepoint move; reset role");
          expect(move).toBe(VISITOR_RESCHEDULES_PER_BOOKING + 1);
          expect(error).toMatchObject({ code: "PT409", message: "reschedule_limit" });
        }
      }
    });
  });
});

describe("lead source landing time", () => {
  const MARGIN_MS = MINUTE_MS;
  const inquire = (tx: Transaction, landedAt: Date) =>
    attempt(
      tx,
      "anon",
      `insert into public.inquiries (id, kind, name, email, phone, source)
       values ('inq-' || gen_random_uuid(), 'ai', 'Contract Visitor', 'contract.source@example.com',
         '+63 912 345 6789', jsonb_build_object('landed_at', $1::text))`,
      [landedAt.toISOString()],
    );

  it(`takes a landing time up to ${LEAD_SOURCE_MAX_AGE_DAYS} days before the lead and ${LEAD_SOURCE_CLOCK_SKEW_HOURS} hours after it`, async () => {
    await inRolledBack(async (tx) => {
      const now = Date.now();
      const oldest = now - LEAD_SOURCE_MAX_AGE_DAYS * DAY_MS;
      const latest = now + LEAD_SOURCE_CLOCK_SKEW_HOURS * HOUR_MS;
      expect(await inquire(tx, new Date(oldest + MARGIN_MS))).toEqual(ok);
      expect(await inquire(tx, new Date(latest - MARGIN_MS))).toEqual(ok);
      expect(await inquire(tx, new Date(oldest - MARGIN_MS))).toEqual(refusedBy(CHECK_VIOLATION));
      expect(await inquire(tx, new Date(latest + MARGIN_MS))).toEqual(refusedBy(CHECK_VIOLATION));
    });
  });
});

describe("the escalations", () => {
  it(`escalates a booking still pending ${PENDING_BOOKING_ALERT_HOURS} hours before it starts`, async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ hours: number }>(
        "select max_count as hours from private.rate_limits where name = 'pending_booking_alert_hours'",
      );
      expect(rows[0]?.hours).toBe(PENDING_BOOKING_ALERT_HOURS);
    });
  });

  it(`escalates an agent application nobody answered at ${AGENT_APPLICATION_ESCALATION_MINUTES.join(" and ")} business minutes`, async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ minutes: number[] }>(
        "select private.agent_application_escalation_minutes() as minutes",
      );
      expect(rows[0]?.minutes).toEqual([...AGENT_APPLICATION_ESCALATION_MINUTES]);
      // The job's partial index holds the applications with a level still ahead: it states how many levels there are.
      const index = await tx.query<{ definition: string }>(
        "select indexdef as definition from pg_indexes where indexname = 'agent_applications_escalating_idx'",
      );
      expect(index.rows[0]?.definition).toContain(
        `unanswered_escalations < ${AGENT_APPLICATION_ESCALATION_MINUTES.length}`,
      );
    });
  });
});

/** The quoted values of a CHECK (column in (...)) constraint, in the order the migration lists them. */
async function checkValues(table: string, constraint: string): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition from pg_constraint c
     where c.conrelid = $1::regclass and c.conname = $2`,
    [table, constraint],
  );
  const definition = rows[0]?.definition ?? "";
  return [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1] ?? "");
}

describe("the outbox vocabulary", () => {
  it.each([
    ["mail_jobs_template_values", mailTemplates],
    ["mail_jobs_recipient_values", mailRecipients],
    ["mail_jobs_status_values", mailJobStatuses],
  ] as const)("%s lists exactly the domain's values", async (constraint, values) => {
    expect((await checkValues("public.mail_jobs", constraint)).sort()).toEqual([...values].sort());
  });

  /** The templates queued for a lead's row, whatever their status. */
  async function queuedTemplates(tx: Transaction, column: string, id: string): Promise<string[]> {
    const { rows } = await tx.query<{ template: string }>(
      `select template from public.mail_jobs where ${column} = $1`,
      [id],
    );
    return rows.map((row) => row.template);
  }

  const ownedBy = (lead: "booking" | "inquiry") =>
    mailTemplates.filter((template) => [lead, "any"].includes(mailTemplateRules[template].lead));

  it("queues only templates the domain says a booking owns, through its life", async () => {
    await inRolledBack(async (tx) => {
      const id = await bookingIn(tx, "pending");
      for (const move of ["confirmed", "cancelled"] as const) {
        await attempt(tx, "staff", "select public.staff_set_appointment_status($1, $2)", [
          id,
          move,
        ]);
      }
      const templates = await queuedTemplates(tx, "appointment_id", id);
      expect(templates).toEqual(expect.arrayContaining(["booking_new", "booking_confirmed"]));
      expect(ownedBy("booking")).toEqual(expect.arrayContaining(templates));
    });
  });

  it("queues only templates the domain says an inquiry owns", async () => {
    await inRolledBack(async (tx) => {
      const id = `inq-${crypto.randomUUID()}`;
      await tx.query(
        `insert into public.inquiries (id, kind, name, email, phone, details)
         values ($1, 'ai', 'Contract Sender', 'contract.sender@example.com', '+63 912 345 6789', '{}')`,
        [id],
      );
      const templates = await queuedTemplates(tx, "inquiry_id", id);
      expect(templates.length).toBeGreaterThan(0);
      expect(ownedBy("inquiry")).toEqual(expect.arrayContaining(templates));
    });
  });
});

/** Inserts an inquiry as a visitor with this first-touch source. */
function inquireWithSource(tx: Transaction, source: unknown): Promise<Outcome> {
  return attempt(
    tx,
    "anon",
    `insert into public.inquiries (id, kind, name, email, phone, details, source)
     values ('inq-' || gen_random_uuid(), 'ai', 'Contract Sender', 'contract.sender@example.com',
       '+63 912 345 6789', '{}', $1)`,
    [source === null ? null : JSON.stringify(source)],
  );
}

/** A value of exactly `length` characters in the key's shape (a time's fraction grows to fit). */
function sourceValue(key: LeadSourceKey, length: number): string {
  switch (key) {
    case "landing_path":
      return `/${text(length - 1)}`;
    case "landed_at":
      return `2026-11-26T09:15:00.${text(length - "2026-11-26T09:15:00.Z".length, "0")}Z`;
    default:
      return text(length);
  }
}

describe("the lead source", () => {
  it.each(leadSourceKeys)("%s: accepted up to the domain's limit, refused past it", async (key) => {
    const max = leadSourceMaxLengths[key];
    await inRolledBack(async (tx) => {
      expect(await inquireWithSource(tx, { [key]: sourceValue(key, max) })).toEqual(ok);
      expect(await inquireWithSource(tx, { [key]: sourceValue(key, max + 1) })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
    });
  });

  it("refuses a key the domain does not know", async () => {
    await inRolledBack(async (tx) => {
      expect(await inquireWithSource(tx, { gclid: "abc" })).toEqual(refusedBy(CHECK_VIOLATION));
    });
  });

  it.each([
    [
      "referrer_host",
      LEAD_SOURCE_HOST_PATTERN,
      ["www.google.com", "t.co"],
      ["Google.com", "a..b", "-a.com"],
    ],
    [
      "landing_path",
      LEAD_SOURCE_PATH_PATTERN,
      ["/", "/book-appointment"],
      ["book", "/a?b=1", "/a b"],
    ],
    [
      "landed_at",
      LEAD_SOURCE_TIME_PATTERN,
      ["2026-11-26T09:15:00Z", "2026-11-26T09:15:00.5Z"],
      ["2026-11-26 09:15:00Z", "2026-11-26T09:15:00+08:00"],
    ],
  ] as const)(
    "%s: the domain's pattern and the database agree",
    async (key, pattern, good, bad) => {
      await inRolledBack(async (tx) => {
        for (const value of [...good, ...bad]) {
          const outcome = await inquireWithSource(tx, { [key]: value });
          expect({ value, accepted: outcome.ok }).toEqual({ value, accepted: pattern.test(value) });
        }
      });
    },
  );
});

/** Runs `sql` as a staff member at aal2 and returns its rows. */
/** One row a database function answers, as the generated types state it. */
type Answer<Name extends keyof Database["public"]["Functions"]> =
  Database["public"]["Functions"][Name]["Returns"] extends readonly (infer Row)[] ? Row : never;

async function asStaff<Row>(tx: Transaction, sql: string, params: unknown[] = []): Promise<Row[]> {
  await tx.query("select set_config('request.jwt.claims', $1, true)", [STAFF_CLAIMS]);
  await tx.exec("set local role authenticated");
  try {
    return (await tx.query<Row>(sql, params)).rows;
  } finally {
    await tx.exec("reset role");
  }
}

type Dashboard = {
  weeks: { services: Record<string, number> }[];
  sources: { source: string; leads: number }[];
  funnel: Record<string, number>;
};

describe("the dashboard", () => {
  const isoDay = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

  async function dashboard(tx: Transaction): Promise<Dashboard> {
    const rows = await asStaff<{ figures: Dashboard }>(
      tx,
      "select public.staff_lead_dashboard($1::date, $2::date) as figures",
      [isoDay(-1), isoDay(1)],
    );
    const figures = rows[0]?.figures;
    if (figures === undefined) {
      throw new Error("no figures");
    }
    return figures;
  }

  it(`covers at most ${DASHBOARD_MAX_DAYS} days`, async () => {
    await inRolledBack(async (tx) => {
      const range = (days: number) =>
        attempt(tx, "staff", "select public.staff_lead_dashboard($1::date, $2::date)", [
          isoDay(-days + 1),
          isoDay(0),
        ]);
      expect(await range(DASHBOARD_MAX_DAYS)).toEqual(ok);
      expect(await range(DASHBOARD_MAX_DAYS + 1)).toEqual(refusedBy("PT400"));
    });
  });

  it("splits leads by the domain's services and counts the funnel by its stages", async () => {
    await inRolledBack(async (tx) => {
      const before = await dashboard(tx);
      for (const status of inquiryStatuses) {
        await tx.query(
          `insert into public.inquiries (id, kind, name, email, phone, details, status)
           values ('inq-' || gen_random_uuid(), 'ai', 'Funnel', 'funnel@example.com', '+63 912 345 6789', '{}', $1)`,
          [status],
        );
      }
      const after = await dashboard(tx);
      const added = Object.fromEntries(
        Object.entries(after.funnel).map(([stage, count]) => [
          stage,
          count - (before.funnel[stage] ?? 0),
        ]),
      );
      expect(added).toEqual(
        Object.fromEntries(
          funnelStages.map((stage) => [
            stage,
            inquiryStatuses.filter((status) => reachedFunnelStage(status, stage)).length,
          ]),
        ),
      );
      for (const week of after.weeks) {
        expect(Object.keys(week.services).sort()).toEqual([...dashboardServices].sort());
      }
    });
  });

  it("names each lead's source as the domain does, direct without a campaign or referring site", async () => {
    const sources: (LeadSource | null)[] = [
      null,
      { landing_path: "/", landed_at: "2026-11-26T09:15:00Z" },
      { referrer_host: "contract-referrer.example" },
      { utm_source: "contract-campaign", referrer_host: "contract-referrer.example" },
    ];
    await inRolledBack(async (tx) => {
      const count = (figures: Dashboard, name: string) =>
        figures.sources.find((row) => row.source === name)?.leads ?? 0;
      const names = [...new Set(sources.map(leadSourceName))];
      const before = await dashboard(tx);
      for (const source of sources) {
        expect(await inquireWithSource(tx, source)).toEqual(ok);
      }
      const after = await dashboard(tx);
      expect(names.map((name) => count(after, name) - count(before, name))).toEqual(
        names.map((name) => sources.filter((source) => leadSourceName(source) === name).length),
      );
    });
  });
});

describe("page speed reports", () => {
  const report = (changes: Record<string, unknown> = {}) =>
    JSON.stringify({
      path: "/about",
      device: "phone",
      connection: "4g",
      metrics: { LCP: 800 },
      ...changes,
    });
  const send = (tx: Transaction, body: string) =>
    attempt(tx, "anon", "select public.record_page_vitals($1::text)", [body]);

  it("accepts every device class, connection type and metric the domain lists, and nothing else", async () => {
    await inRolledBack(async (tx) => {
      for (const device of pageVitalsDevices) {
        expect({ device, outcome: await send(tx, report({ device })) }).toEqual({
          device,
          outcome: ok,
        });
      }
      for (const connection of pageVitalsConnections) {
        expect({ connection, outcome: await send(tx, report({ connection })) }).toEqual({
          connection,
          outcome: ok,
        });
      }
      for (const metric of pageVitalsMetrics) {
        expect({ metric, outcome: await send(tx, report({ metrics: { [metric]: 0 } })) }).toEqual({
          metric,
          outcome: ok,
        });
      }
      expect((await send(tx, report({ device: "watch" }))).ok).toBe(false);
      expect((await send(tx, report({ connection: "5g" }))).ok).toBe(false);
      expect((await send(tx, report({ metrics: { FCP: 900 } }))).ok).toBe(false);
    });
  });

  it("names a page the way the domain's path rule does", async () => {
    const longest = `/${"a".repeat(PAGE_VITALS_PATH_MAX_LENGTH - 1)}`;
    const samples = [
      "/",
      "/about",
      "/fil/become-an-agent",
      "/About",
      "/about/",
      "/about?x=1",
      "//",
      longest,
      `${longest}a`,
    ];
    await inRolledBack(async (tx) => {
      for (const path of samples) {
        const outcome = await send(tx, report({ path }));
        const expected =
          PAGE_VITALS_PATH_PATTERN.test(path) && path.length <= PAGE_VITALS_PATH_MAX_LENGTH;
        expect({ path, accepted: outcome.ok }).toEqual({ path, accepted: expected });
      }
    });
  });

  it("rates a view good up to the domain's threshold per metric, and not above it", async () => {
    const justAbove = { LCP: 1, INP: 1, CLS: 0.01 } as const satisfies Record<
      (typeof pageVitalsMetrics)[number],
      number
    >;
    await inRolledBack(async (tx) => {
      await tx.exec("delete from private.page_vitals");
      for (const metric of pageVitalsMetrics) {
        for (const value of [
          PAGE_VITALS_GOOD[metric],
          PAGE_VITALS_GOOD[metric] + justAbove[metric],
        ]) {
          expect(await send(tx, report({ path: "/rated", metrics: { [metric]: value } }))).toEqual(
            ok,
          );
        }
      }
      const today = new Date().toISOString().slice(0, 10);
      const rows = await asStaff<{ metric: string; views: number; good_share: string }>(
        tx,
        "select metric, views, good_share from public.staff_page_vitals($1::date - 1, $1::date + 1)",
        [today],
      );
      expect(
        Object.fromEntries(
          rows.map((row) => [
            row.metric,
            { views: Number(row.views), good: Number(row.good_share) },
          ]),
        ),
      ).toEqual(
        Object.fromEntries(pageVitalsMetrics.map((metric) => [metric, { views: 2, good: 0.5 }])),
      );
    });
  });
});

let storedApplications = 0;

/**
 * An application as the server role stores one (the submit's one-per-30-days rule applies to it), with its own
 * mobile number and mailbox unless `fields` name them.
 */
async function storedApplication(
  tx: Transaction,
  fields: { mobile?: string; email?: string; street?: string } = {},
): Promise<string> {
  storedApplications += 1;
  const serial = String(storedApplications).padStart(9, "0");
  const id = `agt-${crypto.randomUUID()}`;
  await tx.query(
    `insert into public.agent_applications (id, full_name, mobile, email, date_of_birth, language, store_name,
       store_type, years_in_operation, region_code, province_code, city_code, barangay_code, street,
       business_package, heard_from, consent_notice_version)
     values ($1, 'Contract Applicant', $2, $3, date '1985-05-05', 'en', 'Contract Store', 'retail', 2,
       '0400000000', '0401000000', '0401005000', '0401005001', $4, 'basic', 'facebook', '2026-11-27')`,
    [
      id,
      fields.mobile ?? `+639${serial}`,
      fields.email ?? `stored.applicant${serial}@example.com`,
      fields.street ?? "1 Contract Street",
    ],
  );
  return id;
}

describe("duplicates of an agent application, and the person view of leads", () => {
  const MOBILE = "+639175550777";
  it("answers exactly the domain's match reasons, and the person view exactly its lead kinds", async () => {
    await inRolledBack(async (tx) => {
      // An earlier application from the same mobile number, older than the window, or the next would be refused.
      const earlier = await storedApplication(tx, {
        mobile: MOBILE,
        email: "earlier@example.com",
        street: "1 Elsewhere Road",
      });
      await tx.query(
        "update public.agent_applications set created_at = now() - interval '1 year' where id = $1",
        [earlier],
      );
      const id = await storedApplication(tx, {
        mobile: MOBILE,
        email: "contract.applicant@example.com",
        street: "9 Contract St.",
      });
      await storedApplication(tx, {
        mobile: "+639175550778",
        email: "partner@example.com",
        street: "9 contract st",
      });
      const booking = await bookingIn(tx, "pending");
      await tx.query(
        `insert into public.inquiries (id, kind, name, email, phone, details)
         values ($1, 'ai', 'Contract Applicant', 'contract.applicant@example.com', '0917 555 0777', '{}')`,
        [`inq-${crypto.randomUUID()}`],
      );

      const matches = await asStaff<
        Pick<Answer<"staff_agent_application_duplicates">, "kind" | "reasons">
      >(tx, "select kind, reasons from public.staff_agent_application_duplicates($1)", [id]);
      expect(new Set(matches.flatMap((match) => match.reasons))).toEqual(
        new Set(agentDuplicateReasons),
      );

      const person = await asStaff<Pick<Answer<"staff_person_leads">, "kind">>(
        tx,
        "select kind from public.staff_person_leads(p_application_id => $1)",
        [id],
      );
      expect(new Set(person.map((lead) => lead.kind))).toEqual(new Set(["inquiry", "application"]));
      await tx.query(
        "update public.appointments set email = 'contract.applicant@example.com' where id = $1",
        [booking],
      );
      const everyKind = await asStaff<Pick<Answer<"staff_person_leads">, "kind">>(
        tx,
        "select kind from public.staff_person_leads(p_application_id => $1)",
        [id],
      );
      expect(new Set(everyKind.map((lead) => lead.kind))).toEqual(new Set(personLeadKinds));
    });
  });

  it(`answers at most ${AGENT_DUPLICATE_MATCHES_MAX} matches`, async () => {
    await inRolledBack(async (tx) => {
      const ids: string[] = [];
      for (let index = 0; index <= AGENT_DUPLICATE_MATCHES_MAX + 1; index += 1) {
        ids.push(
          await storedApplication(tx, {
            mobile: `+63917556${String(index).padStart(4, "0")}`,
            email: `same.store.${index}@example.com`,
            street: "3 Shared Store Street",
          }),
        );
      }
      const matches = await asStaff<Pick<Answer<"staff_agent_application_duplicates">, "id">>(
        tx,
        "select id from public.staff_agent_application_duplicates($1)",
        [ids[0]],
      );
      expect(matches).toHaveLength(AGENT_DUPLICATE_MATCHES_MAX);
    });
  });
});

describe("meetings with agent applicants", () => {
  const AREA = "Poblacion, Lipa City, Batangas";

  /** An application in `stage`, as the submit and the pipeline would leave it. */
  async function applicationIn(tx: Transaction, stage: AgentApplicationStage): Promise<string> {
    const id = await storedApplication(tx);
    // The insert always starts at new; the stage is then set as the pipeline would have left it.
    await tx.query("update public.agent_applications set stage = $2 where id = $1", [id, stage]);
    return id;
  }

  /** The next slot on the hour, which every duration's grid allows (Manila is a whole number of hours from UTC). */
  function hourSlot(): string {
    let slot = nextSlot();
    while (new Date(slot).getUTCMinutes() !== 0) {
      slot = nextSlot();
    }
    return slot;
  }

  function book(
    tx: Transaction,
    applicationId: string,
    purpose: string,
    meetingType: string,
    area: string | null,
  ): Promise<Outcome> {
    return attempt(
      tx,
      "staff",
      "select public.staff_book_agent_meeting($1, $2, $3, $4, '30min', $5)",
      [applicationId, purpose, meetingType, nextSlot(), area],
    );
  }

  it.each([
    ["appointments_purpose_values", meetingPurposes],
    ["appointments_meeting_type_values", heldMeetingTypes],
  ] as const)("%s lists exactly the domain's values", async (constraint, values) => {
    expect((await checkValues("public.appointments", constraint)).sort()).toEqual(
      [...values].sort(),
    );
  });

  it("staff book from an application exactly the domain's applicant purposes", async () => {
    await inRolledBack(async (tx) => {
      const id = await applicationIn(tx, "screening");
      for (const purpose of meetingPurposes) {
        const outcome = await book(tx, id, purpose, IN_PERSON_MEETING_TYPE, AREA);
        const invalidPurpose = !outcome.ok && outcome.message === "invalid_purpose";
        expect({ purpose, invalidPurpose }).toEqual({
          purpose,
          invalidPurpose: !isApplicantMeetingPurpose(purpose),
        });
      }
    });
  });

  it("an applicant's meeting lasts each of the domain's durations, and no other", async () => {
    await inRolledBack(async (tx) => {
      const id = await applicationIn(tx, "screening");
      const bookFor = async (duration: string) => {
        const slot = hourSlot();
        const outcome = await attempt(
          tx,
          "staff",
          "select public.staff_book_agent_meeting($1, 'site_visit', $2, $3, $4, $5)",
          [id, IN_PERSON_MEETING_TYPE, slot, duration, AREA],
        );
        const { rows } = await tx.query<{ minutes: number }>(
          `select (extract(epoch from ends_at - scheduled_at) / 60)::int as minutes from public.appointments
           where agent_application_id = $1 and scheduled_at = $2`,
          [id, slot],
        );
        return { outcome, minutes: rows[0]?.minutes };
      };
      for (const duration of meetingDurations) {
        expect({ duration, ...(await bookFor(duration)) }).toEqual({
          duration,
          outcome: ok,
          minutes: meetingDurationMinutes[duration],
        });
      }
      expect(await bookFor("45min")).toEqual({
        outcome: expect.objectContaining({ ok: false, message: "invalid_duration" }),
        minutes: undefined,
      });
    });
  });

  it(`an applicant's meeting lasts ${APPLICANT_MEETING_DEFAULT_DURATION} unless staff choose otherwise`, async () => {
    await inRolledBack(async (tx) => {
      const id = await applicationIn(tx, "screening");
      const booked = await attempt(
        tx,
        "staff",
        "select public.staff_book_agent_meeting($1, 'site_visit', $2, $3, p_area => $4)",
        [id, IN_PERSON_MEETING_TYPE, hourSlot(), AREA],
      );
      expect(booked).toEqual(ok);
      const { rows } = await tx.query<{ duration: string }>(
        "select duration from public.appointments where agent_application_id = $1",
        [id],
      );
      expect(rows).toEqual([{ duration: APPLICANT_MEETING_DEFAULT_DURATION }]);
    });
  });

  it("a booking is the domain's default purpose unless staff book it from an application", async () => {
    await inRolledBack(async (tx) => {
      const { rows } = await tx.query<{ purpose: string }>(
        `insert into public.appointments (name, email, scheduled_at, duration, meeting_type, topic)
         values ('Contract Visitor', 'contract.visitor@example.com', $1, '30min', 'video', 'Contract')
         returning purpose`,
        [nextSlot()],
      );
      expect(rows[0]?.purpose).toBe(DEFAULT_MEETING_PURPOSE);
    });
  });

  it.each(applicantMeetingPurposes)(
    "a %s is booked exactly the ways the domain allows",
    async (purpose) => {
      await inRolledBack(async (tx) => {
        const id = await applicationIn(tx, "screening");
        for (const meetingType of heldMeetingTypes) {
          const area = meetingType === IN_PERSON_MEETING_TYPE ? AREA : null;
          const outcome = await book(tx, id, purpose, meetingType, area);
          expect({ meetingType, ok: outcome.ok }).toEqual({
            meetingType,
            ok: meetingTypesFor(purpose).includes(meetingType),
          });
        }
      });
    },
  );

  it.each(applicantMeetingPurposes)(
    "booking a %s moves the application as the domain's pipeline allows",
    async (purpose) => {
      await inRolledBack(async (tx) => {
        const target = meetingPurposeStage[purpose];
        const open = agentApplicationStages.filter(
          (stage) => !(agentStagesClosed as readonly string[]).includes(stage),
        );
        for (const stage of open) {
          const id = await applicationIn(tx, stage);
          const [meetingType = IN_PERSON_MEETING_TYPE] = meetingTypesFor(purpose);
          const area = meetingType === IN_PERSON_MEETING_TYPE ? AREA : null;
          expect(await book(tx, id, purpose, meetingType, area)).toEqual(ok);
          const { rows } = await tx.query<{ stage: string }>(
            "select stage from public.agent_applications where id = $1",
            [id],
          );
          const expected =
            target !== null && canMoveAgentApplication(stage, target) ? target : stage;
          expect({ from: stage, to: rows[0]?.stage }).toEqual({ from: stage, to: expected });
        }
      });
    },
  );

  it("a visitor cannot book in person, nor a meeting with an applicant", async () => {
    await inRolledBack(async (tx) => {
      expect(await bookAsVisitor(tx, { meeting_type: IN_PERSON_MEETING_TYPE })).toEqual(
        refusedBy(CHECK_VIOLATION),
      );
      const id = await applicationIn(tx, "screening");
      const outcome = await attempt(
        tx,
        "anon",
        "select public.staff_book_agent_meeting($1, 'site_visit', 'in_person', $2, '60min', $3)",
        [id, nextSlot(), AREA],
      );
      expect(outcome).toEqual(expect.objectContaining({ ok: false, code: INSUFFICIENT_PRIVILEGE }));
    });
  });

  it(`a place is ${MEETING_PLACE_MIN_LENGTH} to ${MEETING_PLACE_MAX_LENGTH} characters (trimmed)`, async () => {
    await inRolledBack(async (tx) => {
      const id = await applicationIn(tx, "screening");
      expect(await book(tx, id, "site_visit", IN_PERSON_MEETING_TYPE, AREA)).toEqual(ok);
      const setPlace = (length: number) =>
        tx.query(
          "update public.appointments set place = repeat('p', $1) where agent_application_id = $2",
          [length, id],
        );
      await setPlace(MEETING_PLACE_MAX_LENGTH);
      await setPlace(MEETING_PLACE_MIN_LENGTH);
      for (const refused of [
        "p".repeat(MEETING_PLACE_MAX_LENGTH + 1),
        ` ${"p".repeat(MEETING_PLACE_MIN_LENGTH - 1)} `,
      ]) {
        await tx.exec("savepoint refused");
        await expect(
          tx.query("update public.appointments set place = $1 where agent_application_id = $2", [
            refused,
            id,
          ]),
        ).rejects.toMatchObject({ code: CHECK_VIOLATION });
        await tx.exec("rollback to savepoint refused");
      }
    });
  });
});
