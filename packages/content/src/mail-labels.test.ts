import { describe, expect, it } from "vitest";
import { inquiryKinds, meetingDurations, meetingTypes } from "@innovatehub/domain";
// The e-mails are built by the Deno edge functions, which cannot import this package: their labels are a second
// copy, so this test is what keeps the two in step.
import {
  DURATION_LABELS,
  INQUIRY_KIND_LABELS,
  MEETING_TYPE_LABELS,
} from "../../../supabase/functions/_shared/mail/format.ts";
import { inquiryKindLabels } from "./console";
import { durationOptions, meetingTypeOptions } from "./options";

function labelOf(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label;
}

describe("labels the visitor reads in the dialog, the console and the e-mails", () => {
  it.each(meetingTypes)("names meeting type %s the same way everywhere", (type) => {
    expect(MEETING_TYPE_LABELS[type]).toBe(labelOf(meetingTypeOptions, type));
  });

  it.each(meetingDurations)("names duration %s the same way everywhere", (duration) => {
    expect(DURATION_LABELS[duration]).toBe(labelOf(durationOptions, duration));
  });

  it.each(inquiryKinds)("names inquiry kind %s the same way in the console and the e-mails", (kind) => {
    expect(INQUIRY_KIND_LABELS[kind]).toBe(inquiryKindLabels[kind]);
  });

  it("uses the spec's meeting type names", () => {
    expect(meetingTypeOptions).toEqual([
      { value: "call", label: "Phone Call" },
      { value: "video", label: "Video Conference" },
    ]);
  });
});
