import { describe, expect, it } from "vitest";
import { DataError } from "./errors";
import { narrowLead } from "@innovatehub/domain";
import { narrowed, toBookingStatus, toInquiryStatus } from "./statuses";

describe("status narrowing", () => {
  it("keeps a status the database allows", () => {
    expect(toBookingStatus("confirmed")).toBe("confirmed");
    expect(toInquiryStatus("qualified")).toBe("qualified");
    expect(narrowed(() => narrowLead({ kind: "inquiry", status: "won" })).kind).toBe("inquiry");
  });

  it("refuses a value of the other kind or an unknown one as a load error", () => {
    expect(() => toBookingStatus("qualified")).toThrow(DataError);
    expect(() => toInquiryStatus("confirmed")).toThrow("unknown_inquiry_status");
    expect(() => narrowed(() => narrowLead({ kind: "invoice", status: "new" }))).toThrow(
      "unknown_lead_kind",
    );
  });
});
