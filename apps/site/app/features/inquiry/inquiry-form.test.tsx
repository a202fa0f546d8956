import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { InquiryKind } from "@innovatehub/domain";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { loadInquiry, type InquirySubmitter } from "@innovatehub/forms/inquiry";
import { honeypotField } from "@innovatehub/content/site";
import {
  chooseOption,
  fillValidInquiry,
  nameOf,
  VALID_EMAIL,
  VALID_PHONE,
} from "./testing/fill-inquiry";
import {
  recordingNotifier,
  renderInquiryForm,
  SERVICES_PAGE_TEXT,
} from "./testing/render-inquiry-form";

/** Spec section 5, word for word, per field that is invalid when the form is empty. */
const EMPTY_FORM_MESSAGES: Record<InquiryKind, Record<string, string>> = {
  ai: {
    name: "Name must be at least 2 characters",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    aiType: "Please select an AI solution type",
    requirements: "Please provide more details about your requirements",
  },
  digital: {
    name: "Name must be at least 2 characters",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    projectType: "Please select a project type",
    requirements: "Please provide more details about your project",
  },
  ecommerce: {
    name: "Name must be at least 2 characters",
    email: "Please enter a valid email address",
    businessName: "Business name is required",
    phone: "Please enter a valid phone number",
    storeType: "Please select a store type",
    products: "Please describe your products",
    features: "Please select at least one feature",
  },
  global: {
    name: "Name must be at least 2 characters",
    email: "Please enter a valid email address",
    company: "Company name is required",
    position: "Position/role is required",
    phone: "Please enter a valid phone number",
    currentMarkets: "Please enter your current markets",
    targetMarkets: "Please enter your target markets",
    expansionGoals: "Please describe your expansion goals",
  },
};

/** Minimum lengths of docs/product.md §5: one character short fails, the minimum passes. */
const TEXT_MINIMUMS: Record<InquiryKind, Record<string, number>> = {
  ai: { name: 2, phone: 10, requirements: 10 },
  digital: { name: 2, phone: 10, requirements: 10 },
  ecommerce: { name: 2, businessName: 2, phone: 10, products: 5 },
  global: {
    name: 2,
    company: 2,
    position: 2,
    phone: 10,
    currentMarkets: 2,
    targetMarkets: 2,
    expansionGoals: 10,
  },
};

const KINDS = ["ai", "digital", "ecommerce", "global"] as const satisfies readonly InquiryKind[];

function labelOf(kind: InquiryKind, name: string): string {
  const field = inquiryRegistry[kind].fields.find((candidate) => candidate.name === name);
  if (field === undefined) {
    throw new Error(`No field ${name} in the ${kind} form`);
  }
  return nameOf(field);
}

function alertTexts(form: HTMLElement): string[] {
  return within(form)
    .queryAllByRole("alert")
    .map((alert) => alert.textContent);
}

/** A submitter that records what it is sent and answers failure, or never answers when `pending`. */
function recordingSubmitter(answer: "pending" | "failure" = "pending") {
  const submit = vi.fn<(kind: InquiryKind, values: unknown, extras: unknown) => void>();
  const submitter: InquirySubmitter = {
    submit(kind, values, extras) {
      submit(kind, values, extras);
      return answer === "pending"
        ? new Promise(() => undefined)
        : Promise.resolve({ ok: false, failure: { message: "stop" } });
    },
  };
  return { submitter, submit };
}

beforeAll(async () => {
  // The schemas, the submission flow and the submitter load on first use; loaded here, so fake-timer tests
  // need no module I/O.
  await Promise.all([
    ...KINDS.map((kind) => loadInquiry(kind)),
    import("../form-engine/sonner-notifier"),
    import("./load-submitter"),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(KINDS)("InquiryForm kind=%s", (kind) => {
  it("shows exactly the spec's messages on an empty submit, focuses the first invalid field and sends nothing", async () => {
    const { submit, submitter } = recordingSubmitter();
    const { user, form, submitButton } = await renderInquiryForm(kind, {
      loadSubmitter: async () => submitter,
    });

    expect(alertTexts(form)).toEqual([]);
    await user.click(submitButton);

    await waitFor(() => {
      expect(alertTexts(form)).toEqual(Object.values(EMPTY_FORM_MESSAGES[kind]));
    });
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "name") })).toHaveFocus();
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "name") })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it("ties each error to its control with aria-describedby", async () => {
    const { user, form, submitButton } = await renderInquiryForm(kind);
    await user.click(submitButton);

    const email = within(form).getByRole("textbox", { name: labelOf(kind, "email") });
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    });
  });

  it("re-validates on every change after the first submit: the minimum length passes, one fewer fails", async () => {
    const { user, form, submitButton } = await renderInquiryForm(kind);
    await user.click(submitButton);
    await waitFor(() => {
      expect(alertTexts(form)).toContain(EMPTY_FORM_MESSAGES[kind].name);
    });

    for (const [name, minimum] of Object.entries(TEXT_MINIMUMS[kind])) {
      const message = EMPTY_FORM_MESSAGES[kind][name] ?? "";
      const input = within(form).getByRole("textbox", { name: labelOf(kind, name) });
      await user.click(input);
      await user.paste("1".repeat(minimum - 1));
      expect(alertTexts(form), `${name} at ${minimum - 1} characters`).toContain(message);

      await user.type(input, "1");
      await waitFor(() => {
        expect(alertTexts(form), `${name} at ${minimum} characters`).not.toContain(message);
      });

      await user.type(input, "{Backspace}");
      await waitFor(() => {
        expect(alertTexts(form), `${name} back at ${minimum - 1} characters`).toContain(message);
      });
    }
  });

  it("rejects a malformed e-mail address and accepts a well-formed one", async () => {
    const { user, form, submitButton } = await renderInquiryForm(kind);
    const email = within(form).getByRole("textbox", { name: labelOf(kind, "email") });
    await user.type(email, "juan@");
    await user.click(submitButton);
    await waitFor(() => {
      expect(alertTexts(form)).toContain("Please enter a valid email address");
    });

    await user.type(email, "example.ph");
    await waitFor(() => {
      expect(alertTexts(form)).not.toContain("Please enter a valid email address");
    });
  });

  it("accepts the form once every rule holds and shows the submit button's progress while sending", async () => {
    const { submit, submitter } = recordingSubmitter();
    const { user, form, submitButton } = await renderInquiryForm(kind, {
      loadSubmitter: async () => submitter,
    });
    await fillValidInquiry(user, form, kind);

    await user.click(submitButton);

    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(alertTexts(form)).toEqual([]);
    expect(submitButton).toBeDisabled();
    expect(submitButton).toHaveAttribute("aria-busy", "true");
    expect(submitButton).toHaveTextContent("Submitting...");

    await user.click(submitButton);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("runs the success flow: loading toast, success toast, reset, then /services after 2000 ms", async () => {
    const notify = recordingNotifier();
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { user, form, submitButton } = await renderInquiryForm(kind, { notify });
    await fillValidInquiry(user, form, kind);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

    // fireEvent, not user-event: Testing Library's async wrapper waits on a real timer that is faked here.
    fireEvent.click(submitButton);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const { toasts } = inquiryRegistry[kind];
    expect(notify.loading).toHaveBeenCalledWith(toasts.loading);

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(notify.success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(notify.success).toHaveBeenCalledWith("inquiry-toast", toasts.success);
    expect(notify.error).not.toHaveBeenCalled();
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "name") })).toHaveValue("");
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "email") })).toHaveValue("");

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText(SERVICES_PAGE_TEXT)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(SERVICES_PAGE_TEXT)).toBeInTheDocument();

    expect(info).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('"kind":"' + kind + '"');
    expect(logged).not.toContain(VALID_EMAIL);
    expect(logged).not.toContain(VALID_PHONE);
  });

  it("keeps every value and shows Submission Failed with the returned error", async () => {
    const notify = recordingNotifier();
    const submitter: InquirySubmitter = {
      submit: async () => ({ ok: false, failure: { message: "Our inbox is full" } }),
    };
    const { user, form, submitButton } = await renderInquiryForm(kind, {
      notify,
      loadSubmitter: async () => submitter,
    });
    const entered = await fillValidInquiry(user, form, kind);

    await user.click(submitButton);

    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith("inquiry-toast", {
        title: "Submission Failed",
        description: "Our inbox is full",
      });
    });
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "name") })).toHaveValue(
      entered.name,
    );
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "email") })).toHaveValue(
      VALID_EMAIL,
    );
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "phone") })).toHaveValue(
      VALID_PHONE,
    );
    expect(submitButton).toBeEnabled();
    expect(screen.queryByText(SERVICES_PAGE_TEXT)).not.toBeInTheDocument();
  });

  it("keeps every value and shows Submission Error with the exception's message", async () => {
    const notify = recordingNotifier();
    const submitter: InquirySubmitter = {
      submit: () => Promise.reject(new Error("Network unreachable")),
    };
    const { user, form, submitButton } = await renderInquiryForm(kind, {
      notify,
      loadSubmitter: async () => submitter,
    });
    await fillValidInquiry(user, form, kind);

    await user.click(submitButton);

    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith("inquiry-toast", {
        title: "Submission Error",
        description: "Network unreachable",
      });
    });
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "email") })).toHaveValue(
      VALID_EMAIL,
    );
    expect(within(form).getByRole("textbox", { name: labelOf(kind, "phone") })).toHaveValue(
      VALID_PHONE,
    );
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe("InquiryForm failure fallbacks", () => {
  it("says Please try again later when the returned error is empty", async () => {
    const notify = recordingNotifier();
    const submitter: InquirySubmitter = { submit: async () => ({ ok: false, failure: { message: "" } }) };
    const { user, form, submitButton } = await renderInquiryForm("ai", {
      notify,
      loadSubmitter: async () => submitter,
    });
    await fillValidInquiry(user, form, "ai");
    await user.click(submitButton);
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith("inquiry-toast", {
        title: "Submission Failed",
        description: "Please try again later",
      });
    });
  });

  it("says Please try again later when the exception has no message", async () => {
    const notify = recordingNotifier();
    const { user, form, submitButton } = await renderInquiryForm("digital", {
      notify,
      loadSubmitter: () => Promise.reject(new Error("")),
    });
    await fillValidInquiry(user, form, "digital");
    await user.click(submitButton);
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith("inquiry-toast", {
        title: "Submission Error",
        description: "Please try again later",
      });
    });
  });
});

describe("InquiryForm kind=ecommerce specifics", () => {
  it("sends the store type as requirements", async () => {
    const { submit, submitter } = recordingSubmitter("failure");
    const { user, form, submitButton } = await renderInquiryForm("ecommerce", {
      loadSubmitter: async () => submitter,
    });
    const entered = await fillValidInquiry(user, form, "ecommerce");

    await user.click(submitButton);

    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    const [kind, values] = submit.mock.calls[0] ?? [];
    expect(kind).toBe("ecommerce");
    expect(values).toMatchObject({ requirements: entered.storeType, features: [entered.features] });
    expect(values).not.toHaveProperty("storeType");
  });

  it("focuses the store type select when it is the first invalid field, and re-validates it on choice", async () => {
    const { user, form, submitButton } = await renderInquiryForm("ecommerce");
    await fillValidInquiry(user, form, "ecommerce", ["storeType"]);

    await user.click(submitButton);

    const trigger = within(form).getByRole("combobox", { name: "Store Type (required)" });
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
    expect(alertTexts(form)).toEqual(["Please select a store type"]);
    await chooseOption(user, form, "Store Type (required)", "Retail products");
    await waitFor(() => {
      expect(alertTexts(form)).toEqual([]);
    });
  });

  it("focuses the first feature box when no feature is chosen, and re-validates on each tick", async () => {
    const { user, form, submitButton } = await renderInquiryForm("ecommerce");
    await fillValidInquiry(user, form, "ecommerce", ["features"]);

    await user.click(submitButton);

    const group = within(form).getByRole("group", { name: "Features Needed (required)" });
    const boxes = within(group).getAllByRole("checkbox");
    await waitFor(() => {
      expect(boxes[0]).toHaveFocus();
    });
    expect(group).toHaveAccessibleDescription(/Please select at least one feature/);

    await user.click(boxes[1] ?? group);
    await waitFor(() => {
      expect(alertTexts(form)).toEqual([]);
    });
    await user.click(boxes[1] ?? group);
    await waitFor(() => {
      expect(alertTexts(form)).toEqual(["Please select at least one feature"]);
    });
  });
});

describe("InquiryForm honeypot", () => {
  it("is hidden from people and assistive tech, out of the tab order and autofill, and empty from a person", async () => {
    const { submit, submitter } = recordingSubmitter("failure");
    const { user, form, submitButton } = await renderInquiryForm("ai", {
      loadSubmitter: async () => submitter,
    });
    const trap = form.querySelector<HTMLInputElement>(`input[name="${honeypotField.name}"]`);

    expect(trap).not.toBeNull();
    expect(trap).not.toBeVisible();
    expect(within(form).queryByRole("textbox", { name: honeypotField.label })).toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");

    await fillValidInquiry(user, form, "ai");
    await user.click(submitButton);
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[2]).toEqual({ honeypot: "" });
  });

  it("sends what a bot typed into it with the inquiry", async () => {
    const { submit, submitter } = recordingSubmitter("failure");
    const { user, form, submitButton } = await renderInquiryForm("ai", {
      loadSubmitter: async () => submitter,
    });
    await fillValidInquiry(user, form, "ai");
    const trap = form.querySelector<HTMLInputElement>(`input[name="${honeypotField.name}"]`);
    if (trap === null) {
      throw new Error("The form has a honeypot field");
    }
    fireEvent.change(trap, { target: { value: "https://spam.example" } });

    await user.click(submitButton);
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(submit.mock.calls[0]?.[2]).toEqual({ honeypot: "https://spam.example" });
  });
});
