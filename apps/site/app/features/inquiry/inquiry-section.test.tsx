import { createRoutesStub } from "react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { inquiryFormCopy, servicePages } from "@innovatehub/content";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { InquirySection } from "./inquiry-section";

const inquiry = servicePages.ecommerce.inquiry;

function renderSection() {
  if (inquiry === undefined) {
    throw new Error("The e-commerce page has an inquiry form");
  }
  const Stub = createRoutesStub([
    {
      path: "/ecommerce",
      Component: () => (
        <InquirySection
          kind={inquiry.kind}
          heading={inquiry.heading}
          copy={inquiryFormCopy[inquiry.kind]}
          fields={inquiryRegistry.ecommerce.fields}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/ecommerce"]} />);
}

describe("InquirySection", () => {
  it("shows every field of the kind, labelled, before the form engine has loaded", () => {
    const { container } = renderSection();
    const form = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    expect(form).toHaveAttribute("data-inquiry-preview");
    for (const field of inquiryRegistry.ecommerce.fields) {
      if (field.type === "checkbox-group") {
        expect(within(form).getByRole("group", { name: field.label })).toBeInTheDocument();
      } else {
        expect(
          within(form).getByLabelText((text) => text.startsWith(field.label)),
        ).toBeInTheDocument();
      }
    }
    expect(
      within(form).getByRole("button", { name: inquiryFormCopy.ecommerce.submit }),
    ).toBeEnabled();
    expect(container.querySelector("section")).toHaveAttribute("id", inquiry?.heading.id);
  });

  it("swaps in the real form on first focus, keeping what was typed and where the caret was", async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    const preview = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    const name = within(preview).getByRole("textbox", { name: "Full Name" });

    await user.click(name);
    await user.keyboard("Juan");

    await waitFor(() => {
      expect(document.querySelector('form[data-inquiry-form="ecommerce"]')).not.toBeNull();
    });
    const form = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    expect(form).not.toHaveAttribute("data-inquiry-preview");
    const loadedName = within(form).getByRole("textbox", { name: "Full Name" });
    expect(loadedName).toHaveValue("Juan");
    expect(loadedName).toHaveFocus();

    await user.keyboard(" Dela Cruz");
    expect(loadedName).toHaveValue("Juan Dela Cruz");
  });

  it("hands focus to the loaded field in the same task as the swap, so no key lands outside the form", async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    const preview = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    const focusedWhenSwapped: (string | null)[] = [];
    // A mutation observer runs at the end of the swap's task, before any timer or queued key press.
    const observer = new MutationObserver(() => {
      if (
        document.querySelector('form[data-inquiry-form="ecommerce"]') !== null &&
        focusedWhenSwapped.length === 0
      ) {
        focusedWhenSwapped.push(document.activeElement?.getAttribute("data-field-name") ?? null);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await user.click(
      within(preview).getByRole("textbox", {
        name: (accessibleName) => accessibleName.startsWith("Email"),
      }),
    );
    await waitFor(() => {
      expect(focusedWhenSwapped).toEqual(["email"]);
    });
    observer.disconnect();
  });

  it("keeps focus on the very option of a checkbox group that had it", async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    const preview = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    const group = inquiryRegistry.ecommerce.fields.find((field) => field.type === "checkbox-group");
    if (group?.type !== "checkbox-group") {
      throw new Error("The e-commerce form has a checkbox group");
    }
    const option = group.options[1];
    if (option === undefined) {
      throw new Error("The group has at least two options");
    }

    await user.click(within(preview).getByRole("checkbox", { name: option.label }));

    await waitFor(() => {
      expect(document.querySelector('form[data-inquiry-form="ecommerce"]')).not.toBeNull();
    });
    const loaded = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    const box = within(loaded).getByRole("checkbox", { name: option.label });
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
  });

  it("submits once loaded when the visitor pressed submit on the preview, showing the spec's messages", async () => {
    const user = userEvent.setup({ delay: null });
    renderSection();
    const preview = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });

    await user.click(
      within(preview).getByRole("button", { name: inquiryFormCopy.ecommerce.submit }),
    );

    await waitFor(() => {
      expect(document.querySelector('form[data-inquiry-form="ecommerce"]')).not.toBeNull();
    });
    const form = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    await waitFor(() => {
      expect(
        within(form)
          .getAllByRole("alert")
          .map((alert) => alert.textContent),
      ).toContain("Business name is required");
    });
  });
});
