import { describe, expect, it } from "vitest";
import { consoleAgentDashboardCopy as copy } from "./console-agent-dashboard";

describe("the agent network's figures in words", () => {
  it("says a median in business time and what it was taken over", () => {
    expect(copy.median(360, 4, copy.decided)).toBe("6 h of business time, over 4 decided");
    expect(copy.median(30, 5, copy.answered)).toBe("30 min of business time, over 5 answered");
  });

  it("says the conversion as a share and as counts", () => {
    expect(copy.conversion(0.1667, 1, 6)).toBe("17%: 1 of 6 applications onboarded");
    expect(copy.conversion(1, 1, 1)).toBe("100%: 1 of 1 application onboarded");
  });
});
