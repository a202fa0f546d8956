import { describe, expect, it } from "vitest";
import { DataError } from "./errors";
import { toBookingStatus, toInquiryStatus, toLeadKind } from "./statuses";

describe("status narrowing", () => {
  it("keeps a status the database allows", () => {
    expect(toBookingStatus("confirmed")).toBe("confirmed");
    expect(toInquiryStatus("qualified")).toBe("qualified");
    expect(toLeadKind("inquiry")).toBe("inquiry");
  });

  it("refuses a value of the other kind or an unknown one as a load error", () => {
    expect(() => toBookingStatus("qualified")).toThrow(DataError);
    expect(() => toInquiryStatus("confirmed")).toThrow("unknown_inquiry_status");
    expect(() => toLeadKind("invoice")).toThrow(DataError);
  });
});
