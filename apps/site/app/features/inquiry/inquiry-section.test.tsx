import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { inquiryFormCopy, servicePages } from "@innovatehub/content/site";
import { storeTypeOptions } from "@innovatehub/content/shared";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { InquirySection } from "./inquiry-section";

const inquiry = servicePages.ecommerce.inquiry;

function SectionPage() {
  const Stub = createRoutesStub([
    {
      path: "/ecommerce",
      Component: () =>
        inquiry === undefined ? null : (
          <InquirySection
            kind={inquiry.kind}
            heading={inquiry.heading}
            copy={inquiryFormCopy[inquiry.kind]}
            fields={inquiryRegistry.ecommerce.fields}
          />
        ),
    },
  ]);
  return <Stub initialEntries={["/ecommerce"]} />;
}

describe("InquirySection", () => {
  it("shows every field of the kind, labelled, in one form named by its title", () => {
    const { container } = render(<SectionPage />);
    const form = screen.getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    for (const field of inquiryRegistry.ecommerce.fields) {
      if (field.type === "checkbox-group") {
        expect(within(form).getByRole("group", { name: `${field.label} (required)` })).toBeInTheDocument();
      } else {
        expect(within(form).getByLabelText((text) => text.startsWith(field.label))).toBeInTheDocument();
      }
    }
    expect(within(form).getByRole("button", { name: inquiryFormCopy.ecommerce.submit })).toBeEnabled();
    expect(screen.getAllByRole("form")).toHaveLength(1);
    expect(container.querySelector("section")).toHaveAttribute("id", inquiry?.heading.id);
  });

  it("hydrates the prerendered form in place: what was typed, ticked and chosen before, and the focus, stay", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SectionPage />);
    document.body.append(container);
    const form = within(container).getByRole("form", { name: inquiryFormCopy.ecommerce.title });
    const name = within(form).getByRole<HTMLInputElement>("textbox", { name: "Full Name (required)" });
    const storeType = within(form).getByRole<HTMLSelectElement>("combobox", { name: "Store Type (required)" });
    const box = within(form).getAllByRole<HTMLInputElement>("checkbox")[1];
    name.value = "Juan";
    const chosenType = storeTypeOptions[0]?.value ?? "";
    storeType.value = chosenType;
    if (box !== undefined) {
      box.checked = true;
    }
    name.focus();

    await act(async () => {
      hydrateRoot(container, <SectionPage />);
    });

    expect(within(container).getByRole("form", { name: inquiryFormCopy.ecommerce.title })).toBe(form);
    expect(within(form).getByRole("textbox", { name: "Full Name (required)" })).toBe(name);
    expect(name).toHaveValue("Juan");
    expect(name).toHaveFocus();
    expect(storeType).toHaveValue(chosenType);
    expect(box).toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.keyboard(" Dela Cruz");
    expect(name).toHaveValue("Juan Dela Cruz");
    await user.click(within(form).getByRole("button", { name: inquiryFormCopy.ecommerce.submit }));
    await waitFor(() => {
      expect(within(form).getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
        "Please enter a valid email address",
        "Business name is required",
        "Please enter a valid phone number",
        "Please describe your products",
      ]);
    });
    container.remove();
  });
});
