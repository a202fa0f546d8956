import { describe, expect, it } from "vitest";
import { consoleMeetingsCopy } from "./console-meetings";

describe("the console's reminder words", () => {
  it("name every reminder the domain queues, earliest first", () => {
    expect(consoleMeetingsCopy.reminders.intro).toBe(
      "The visitor is e-mailed 24 hours and 1 hour before a confirmed meeting. A reminder whose time had passed at confirmation is not sent.",
    );
  });
});
