import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("encodes an address so it cannot add recipients or a body", () => {
    const href = mailtoHref("x?bcc=attacker%40evil.example&body=hi@example.com");
    expect(href).toBe("mailto:x%3Fbcc%3Dattacker%2540evil.example%26body%3Dhi%40example.com");
    const parsed = new URL(href);
    expect(parsed.search).toBe("");
  });

  it("encodes the subject as one query parameter", () => {
    expect(mailtoHref("ana@example.com", { subject: "Your AI & data inquiry?" })).toBe(
      "mailto:ana%40example.com?subject=Your%20AI%20%26%20data%20inquiry%3F",
    );
  });
});
