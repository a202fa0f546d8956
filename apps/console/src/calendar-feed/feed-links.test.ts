import { describe, expect, it } from "vitest";
import { feedLinks } from "./feed-links";

describe("the calendar feed links", () => {
  it("points at the staff-calendar function with the token, and offers the webcal: form", () => {
    const token = "f".repeat(64);
    expect(feedLinks("https://abc.supabase.co", token)).toEqual({
      url: `https://abc.supabase.co/functions/v1/staff-calendar?token=${token}`,
      webcal: `webcal://abc.supabase.co/functions/v1/staff-calendar?token=${token}`,
    });
    expect(feedLinks("http://127.0.0.1:54321", token).webcal).toBe(
      `webcal://127.0.0.1:54321/functions/v1/staff-calendar?token=${token}`,
    );
  });
});
