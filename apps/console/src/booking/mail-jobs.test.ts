import { describe, expect, it } from "vitest";
import { mailJobState } from "./mail-jobs";

describe("mailJobState", () => {
  it("calls a queued job that failed before retrying", () => {
    expect(mailJobState({ status: "pending", attempts: 0 })).toBe("pending");
    expect(mailJobState({ status: "pending", attempts: 2 })).toBe("retrying");
    expect(mailJobState({ status: "dead", attempts: 8 })).toBe("dead");
  });
});
