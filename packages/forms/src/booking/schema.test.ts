import { describe, expect, it } from "vitest";
import { toAppointmentInsert } from "./appointment";
import { bookingDefaults, bookingSchema, hasRequiredBookingValues } from "./schema";

const valid = {
  name: "Aisha Rahman",
  email: "aisha@example.com",
  company: "Rahman Trading LLC",
  phone: "+971 50 000 0000",
  topic: "Dubai remittance corridor",
  meetingType: "video",
  duration: "60min",
  date: "2026-11-23",
  time: "11:00",
  notes: "",
};

function firstMessages(input: unknown): Record<string, string> {
  const result = bookingSchema.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    messages[issue.path.join(".")] ??= issue.message;
  }
  return messages;
}

describe("the booking schema", () => {
  it("accepts a complete booking and drops blank optional fields", () => {
    const values = bookingSchema.parse(valid);
    expect(values).toMatchObject({
      name: "Aisha Rahman",
      duration: "60min",
      time: "11:00",
      notes: undefined,
    });
  });

  it("fills topic, meeting type and duration with their defaults", () => {
    const values = bookingSchema.parse({
      name: "A",
      email: "a@example.com",
      date: "2026-11-23",
      time: "09:30",
    });
    expect(values).toMatchObject({
      topic: "General Consultation",
      meetingType: "video",
      duration: "30min",
    });
  });

  it("asks for the required fields with the spec's toast text", () => {
    expect(firstMessages({ name: " ", email: "", date: "", time: "", topic: "" })).toEqual({
      name: "Please fill in all required fields",
      email: "Please fill in all required fields",
      date: "Please fill in all required fields",
      time: "Please fill in all required fields",
      topic: "Please fill in all required fields",
    });
  });

  it("checks the e-mail's shape", () => {
    expect(firstMessages({ ...valid, email: "aisha" }).email).toBe(
      "Please enter a valid email address",
    );
  });

  it("refuses addresses that could carry a mailto: query, as the database does", () => {
    for (const email of [
      "x?bcc=attacker%40evil.example&body=hi@example.com",
      '"aisha"@example.com',
      "aisha rahman@example.com",
      "a=b@example.com",
    ]) {
      expect(firstMessages({ ...valid, email }).email).toBe("Please enter a valid email address");
    }
    expect(firstMessages({ ...valid, email: "aisha.o'neil+work@mail.example.ae" })).toEqual({});
  });

  it("refuses invisible and direction-changing characters; only the notes may break lines", () => {
    const invisible = "Please remove invisible or formatting characters";
    expect(firstMessages({ ...valid, name: "Aisha\u202eRahman" }).name).toBe(invisible);
    expect(firstMessages({ ...valid, company: "Rahman\u200bTrading" }).company).toBe(invisible);
    expect(firstMessages({ ...valid, topic: "Dubai\u2028corridor" }).topic).toBe(invisible);
    expect(firstMessages({ ...valid, name: "Aisha\nRahman" }).name).toBe(invisible);
    expect(firstMessages({ ...valid, notes: "Line one\nLine two" })).toEqual({});
    expect(firstMessages({ ...valid, notes: "Hi\u2029there" }).notes).toBe(invisible);
    expect(firstMessages({ ...valid, name: "Ñoño Café 👋 عائشة" })).toEqual({});
  });

  it("only takes the offered slots of the chosen duration", () => {
    expect(firstMessages({ ...valid, time: "10:00" }).time).toBe(
      "Please choose one of the available time slots",
    );
    expect(firstMessages({ ...valid, time: "14:30", duration: "30min" }).time).toBe(
      "Please choose one of the available time slots",
    );
    expect(firstMessages({ ...valid, time: "11:30", duration: "60min" }).time).toBe(
      "Please choose one of the available time slots",
    );
    expect(firstMessages({ ...valid, time: "11:30", duration: "30min" })).toEqual({});
    expect(firstMessages({ ...valid, time: "17:00", duration: "30min" }).time).toBeDefined();
  });

  it("refuses meeting types and durations outside the lists", () => {
    expect(firstMessages({ ...valid, meetingType: "carrier-pigeon" }).meetingType).toBeDefined();
    expect(firstMessages({ ...valid, duration: "90min" }).duration).toBeDefined();
  });
});

describe("booking defaults and the submit rule", () => {
  it("start empty with the default topic, and take a trigger's prefill", () => {
    expect(bookingDefaults()).toEqual({
      name: "",
      email: "",
      company: "",
      phone: "",
      topic: "General Consultation",
      meetingType: "video",
      duration: "30min",
      date: "",
      time: "",
      notes: "",
    });
    expect(
      bookingDefaults({
        meetingType: "call",
        topic: "PlataPay agent",
        name: "Liza",
        email: "l@example.com",
        company: "LM",
      }),
    ).toMatchObject({
      meetingType: "call",
      topic: "PlataPay agent",
      name: "Liza",
      email: "l@example.com",
      company: "LM",
    });
  });

  it("keeps submit disabled until name, e-mail, date and time are all there", () => {
    expect(hasRequiredBookingValues(bookingDefaults())).toBe(false);
    expect(
      hasRequiredBookingValues({ name: "A", email: "a@example.com", date: "2026-11-23" }),
    ).toBe(false);
    expect(
      hasRequiredBookingValues({
        name: "A",
        email: "a@example.com",
        date: "2026-11-23",
        time: " ",
      }),
    ).toBe(false);
    expect(
      hasRequiredBookingValues({
        name: "A",
        email: "a@example.com",
        date: "2026-11-23",
        time: "09:00",
      }),
    ).toBe(true);
  });
});

describe("the appointment row", () => {
  it("carries the browser's id, a +08:00 scheduled_at and status pending", () => {
    const row = toAppointmentInsert(
      bookingSchema.parse(valid),
      "0b6f3e0c-1111-4222-8333-444455556666",
      "Asia/Dubai",
    );
    expect(row).toEqual({
      id: "0b6f3e0c-1111-4222-8333-444455556666",
      name: "Aisha Rahman",
      email: "aisha@example.com",
      phone: "+971 50 000 0000",
      company: "Rahman Trading LLC",
      scheduled_at: "2026-11-23T11:00:00+08:00",
      duration: "60min",
      meeting_type: "video",
      topic: "Dubai remittance corridor",
      notes: null,
      status: "pending",
      visitor_time_zone: "Asia/Dubai",
    });
  });

  it("sends the visitor's zone only when it is an IANA name the database accepts", () => {
    const values = bookingSchema.parse(valid);
    const zoneOf = (zone: string | undefined) =>
      toAppointmentInsert(values, "id", zone).visitor_time_zone;
    expect(zoneOf("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(zoneOf("Etc/GMT+8")).toBe("Etc/GMT+8");
    expect(zoneOf(undefined)).toBeNull();
    expect(zoneOf("Europe/Berlin' or 1=1")).toBeNull();
    expect(zoneOf(`Europe/${"x".repeat(64)}`)).toBeNull();
  });
});
