import { createRoutesStub } from "react-router";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { type InquiryKind } from "@innovatehub/domain";
import { inquiryFormCopy } from "@innovatehub/content/site";
import type { InquirySubmitter } from "@innovatehub/forms/inquiry";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { InquiryForm } from "../inquiry-form";
import type { FormNotifier } from "../../form-engine/run-submission";

export const SERVICES_PAGE_TEXT = "Services page (redirect target)";
const TITLE_ID = "inquiry-test-title";

export function recordingNotifier() {
  return {
    loading: vi.fn<FormNotifier["loading"]>(() => "inquiry-toast"),
    success: vi.fn<FormNotifier["success"]>(),
    error: vi.fn<FormNotifier["error"]>(),
  } satisfies FormNotifier;
}

type RenderOptions = {
  loadSubmitter?: () => Promise<InquirySubmitter>;
  notify?: FormNotifier;
};

/** Renders one kind's form at /form inside a memory router that also has the /services redirect target. */
export async function renderInquiryForm(kind: InquiryKind, options: RenderOptions = {}) {
  const notify = options.notify ?? recordingNotifier();
  const Stub = createRoutesStub([
    {
      path: "/form",
      Component: () => (
        <>
          <h2 id={TITLE_ID}>Inquiry</h2>
          <InquiryForm
            kind={kind}
            fields={inquiryRegistry[kind].fields}
            copy={inquiryFormCopy[kind]}
            labelledBy={TITLE_ID}
            notify={notify}
            loadSubmitter={options.loadSubmitter}
          />
        </>
      ),
    },
    { path: "/services", Component: () => <p>{SERVICES_PAGE_TEXT}</p> },
  ]);
  const user = userEvent.setup({ delay: null });
  render(<Stub initialEntries={["/form"]} />);
  const form = await screen.findByRole("form", { name: "Inquiry" });
  const submitButton = within(form).getByRole("button", { name: inquiryFormCopy[kind].submit });
  return { user, form, submitButton, notify };
}
