import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inquiryFormCopy } from "@innovatehub/content/site";
import { createSimulatedSubmitter } from "@innovatehub/forms/inquiry";
import { Toaster } from "@innovatehub/ui/sonner";
import { runInquirySubmission } from "./run-inquiry-submission";
import { sonnerNotifier } from "./sonner-notifier";

const values = {
  name: "Juan Dela Cruz",
  email: "juan@example.ph",
  phone: "+63 912 345 6789",
  subscribe: false,
  company: undefined,
  aiType: "chatbot",
  requirements: "A chatbot for our Messenger page.",
} as const;

describe("runInquirySubmission with the app's toaster", () => {
  it("replaces the loading toast with the success toast's title and description", async () => {
    render(<Toaster />);
    let finishDelay: () => void = () => undefined;
    const delay = () =>
      new Promise<void>((resolve) => {
        finishDelay = resolve;
      });
    const running = runInquirySubmission({
      kind: "ai",
      values,
      toasts: inquiryFormCopy.ai.toasts,
      notify: sonnerNotifier,
      loadSubmitter: async () => createSimulatedSubmitter({ delay, log: () => undefined }),
    });

    expect(await screen.findByText("Submitting your AI solutions inquiry...")).toBeInTheDocument();
    await act(async () => {
      finishDelay();
      await running;
    });

    expect(await screen.findByText("AI Solutions Inquiry Submitted")).toBeInTheDocument();
    expect(
      screen.getByText("Our team will contact you about your AI project!"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Submitting your AI solutions inquiry...")).not.toBeInTheDocument();
    await expect(running).resolves.toBe(true);
  });

  it("shows Submission Failed with the returned error and resolves to false", async () => {
    render(<Toaster />);
    const accepted = await act(() =>
      runInquirySubmission({
        kind: "ai",
        values,
        toasts: inquiryFormCopy.ai.toasts,
        notify: sonnerNotifier,
        loadSubmitter: async () => ({
          submit: async () => ({ success: false, error: "Rate limit reached" }),
        }),
      }),
    );
    expect(accepted).toBe(false);
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(screen.getByText("Rate limit reached")).toBeInTheDocument();
  });
});
