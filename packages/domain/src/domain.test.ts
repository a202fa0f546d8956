import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs helper without types (it runs under node directly too)
import { COPY_DIR, expectedCopy } from "../scripts/deno-copy.mjs";
import {
  agentApplicationStages,
  isAgentStageClosed,
  BOOKING_INITIAL_STATUS,
  bookingMoveNotifiesVisitor,
  canCloseAsSpam,
  INQUIRY_INITIAL_STATUS,
  slotFreeingBookingStatuses,
  SPAM_STATUS,
  bookingStatuses,
  bookingTransitions,
  canMoveBooking,
  canMoveInquiry,
  addDaysToKey,
  daysBetweenKeys,
  formatManilaDay,
  formatManilaTime,
  isValidDateKey,
  manilaDateKey,
  manilaDayStart,
  manilaTimeKey,
  toInstant,
  formatTimeIn,
  inquiryStatuses,
  inquiryTransitions,
  isLiveBooking,
  leadClockState,
  parseBookingStatus,
  parseInquiryStatus,
  parseLeadStatus,
  UnknownValueError,
} from "./index.ts";

describe("the response clock", () => {
  it("marks a waiting lead past target at 15 business minutes and overdue at 60", () => {
    expect(leadClockState(14)).toBe("on_time");
    expect(leadClockState(15)).toBe("past_target");
    expect(leadClockState(59)).toBe("past_target");
    expect(leadClockState(60)).toBe("overdue");
  });
});

describe("booking transitions", () => {
  it("lets a visitor do nothing staff could not", () => {
    for (const from of bookingStatuses) {
      for (const to of bookingTransitions.visitor[from]) {
        expect(canMoveBooking("staff", from, to)).toBe(true);
      }
    }
  });

  it("leaves only live bookings open to a change", () => {
    for (const from of bookingStatuses) {
      expect(bookingTransitions.staff[from].length > 0).toBe(isLiveBooking(from));
    }
  });

  it("e-mails the visitor on confirm, decline and cancel only", () => {
    expect(bookingStatuses.filter(bookingMoveNotifiesVisitor)).toEqual([
      "confirmed",
      "declined",
      "cancelled",
    ]);
  });
});

describe("inquiry transitions", () => {
  it("only ever moves forward along the pipeline", () => {
    for (const from of inquiryStatuses) {
      for (const to of inquiryTransitions[from]) {
        expect(canMoveInquiry(from, to)).toBe(true);
        expect(inquiryStatuses.indexOf(to)).toBeGreaterThan(inquiryStatuses.indexOf(from));
      }
    }
  });
});

describe("closing as spam", () => {
  it("closes only a lead nobody has moved on yet", () => {
    expect(bookingStatuses.filter((status) => canCloseAsSpam("booking", status))).toEqual([
      BOOKING_INITIAL_STATUS,
    ]);
    expect(inquiryStatuses.filter((status) => canCloseAsSpam("inquiry", status))).toEqual([
      INQUIRY_INITIAL_STATUS,
    ]);
  });

  it("ends the lead: no move leaves spam, and a spam booking frees its slot", () => {
    expect(bookingTransitions.staff[SPAM_STATUS]).toEqual([]);
    expect(inquiryTransitions[SPAM_STATUS]).toEqual([]);
    expect(slotFreeingBookingStatuses).toContain(SPAM_STATUS);
    expect(canCloseAsSpam("booking", SPAM_STATUS)).toBe(false);
  });

  it("is the one status bookings and inquiries share", () => {
    expect(bookingStatuses.filter((status) => (inquiryStatuses as readonly string[]).includes(status))).toEqual([
      SPAM_STATUS,
    ]);
  });
});

describe("parsing stored values", () => {
  it("narrows a known status and refuses an unknown one", () => {
    expect(parseBookingStatus("no_show")).toBe("no_show");
    expect(parseInquiryStatus("won")).toBe("won");
    expect(parseLeadStatus("inquiry", "new")).toBe("new");
    expect(() => parseLeadStatus("booking", "new")).toThrow(UnknownValueError);
    expect(() => parseBookingStatus(undefined)).toThrow(UnknownValueError);
  });
});

describe("Manila time", () => {
  const nineInManila = "2026-12-08T01:00:00Z";

  it("writes a moment in Manila time whatever the machine's zone", () => {
    expect(formatManilaTime(nineInManila)).toMatch(/^Tue, Dec 8, 2026, 9:00\sAM$/);
    expect(formatManilaTime(nineInManila, "longDateTime")).toMatch(
      /^Tuesday, December 8, 2026 at 9:00\sAM$/,
    );
    expect(formatManilaTime(nineInManila, "time")).toMatch(/^9:00\sAM$/);
  });

  it("writes the same moment on another clock", () => {
    expect(formatTimeIn(nineInManila, "Asia/Dubai", "time")).toMatch(/^5:00\sAM$/);
    expect(formatTimeIn(nineInManila, "Asia/Dubai", "time", true)).toMatch(/^5:00\sAM GMT\+4$/);
  });

  it("names a Manila calendar day", () => {
    expect(formatManilaDay("2026-11-23")).toBe("Monday, November 23");
    expect(formatManilaDay("2026-11-23", "shortDay")).toBe("Nov 23, 2026");
  });
});

describe("the edge functions' copy", () => {
  it("is current (run `pnpm --filter @innovatehub/domain sync:deno` after changing src)", () => {
    const expected = expectedCopy() as Map<string, string>;
    const actual = new Map(
      readdirSync(COPY_DIR as string).map((file) => [
        file,
        readFileSync(join(COPY_DIR as string, file), "utf8"),
      ]),
    );
    expect(actual).toEqual(expected);
  });
});

describe("Manila calendar days", () => {
  it("start at Manila midnight, and an inclusive end is the next day's start", () => {
    expect(manilaDayStart("2026-12-01")).toBe("2026-11-30T16:00:00.000Z");
    expect(manilaDayStart("2026-12-01", 1)).toBe("2026-12-01T16:00:00.000Z");
  });

  it("read an instant on Manila's clock, whatever the machine's zone", () => {
    expect(manilaDateKey(new Date("2026-11-23T16:30:00Z"))).toBe("2026-11-24");
    expect(manilaTimeKey(new Date("2026-11-23T16:30:00Z"))).toBe("00:30");
  });

  it("step and count across months and years", () => {
    expect(addDaysToKey("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDaysToKey("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetweenKeys("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("are only real days", () => {
    expect(isValidDateKey("2026-02-28")).toBe(true);
    expect(isValidDateKey("2026-02-30")).toBe(false);
    expect(isValidDateKey("2026-2-3")).toBe(false);
  });
});

describe("toInstant", () => {
  it.each(["infinity", "2026-13-45T25:61:61Z", "0000-00-00T00:00:00Z", "2026-02-30T00:00:00Z", ""])(
    "is null for %j",
    (value) => {
      expect(toInstant(value)).toBeNull();
    },
  );

  it("keeps a real instant with any offset or precision", () => {
    expect(toInstant("2026-11-27T08:00:00.123456+00:00")?.toISOString()).toBe(
      "2026-11-27T08:00:00.123Z",
    );
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});

describe("agent application stages", () => {
  it("are closed only when declined or withdrawn: an agency is never closed", () => {
    expect(agentApplicationStages.filter(isAgentStageClosed)).toEqual(["declined", "withdrawn"]);
  });
});
