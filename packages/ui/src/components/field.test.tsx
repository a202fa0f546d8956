import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
  FieldLegend,
  FieldSet,
} from "./field";
import { Input } from "./input";
import { Textarea } from "./textarea";

const EMAIL_REQUIRED = "Please enter your email address.";
const MESSAGE_TOO_SHORT = "Tell us a little more (at least 10 characters).";

type ContactValues = { email: string; message: string; subscribe: boolean };

function ContactForm({ onValid }: { onValid: (values: ContactValues) => void }) {
  const form = useForm<ContactValues>({ defaultValues: { email: "", message: "", subscribe: false } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FieldSet>
        <FieldLegend>Contact</FieldLegend>
        <FieldGroup>
          <Controller
            name="email"
            control={form.control}
            rules={{ required: EMAIL_REQUIRED }}
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <FieldLabel>Email</FieldLabel>
                <FieldControl>
                  <Input type="email" {...field} />
                </FieldControl>
                <FieldDescription>We reply within one business day.</FieldDescription>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
          <Controller
            name="message"
            control={form.control}
            rules={{ minLength: { value: 10, message: MESSAGE_TOO_SHORT } }}
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <FieldLabel>Message</FieldLabel>
                <FieldControl>
                  <Textarea {...field} />
                </FieldControl>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
          <Controller
            name="subscribe"
            control={form.control}
            render={({ field }) => (
              <Field orientation="horizontal">
                <FieldControl>
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                </FieldControl>
                <FieldLabel>Subscribe to our newsletter</FieldLabel>
              </Field>
            )}
          />
        </FieldGroup>
      </FieldSet>
      <Button type="submit">Send</Button>
    </form>
  );
}

describe("Field with react-hook-form", () => {
  it("labels each control and links its description, and is axe-clean", async () => {
    render(<ContactForm onValid={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAccessibleDescription("We reply within one business day.");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("group", { name: "Contact" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Subscribe to our newsletter" })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("announces errors, marks the control invalid and describes it by the error", async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([EMAIL_REQUIRED, MESSAGE_TOO_SHORT]);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(`We reply within one business day. ${EMAIL_REQUIRED}`);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(MESSAGE_TOO_SHORT);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hi");
    expect(onValid).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("clears the error once fixed and submits the values", async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(EMAIL_REQUIRED);

    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "ana@example.com");
    await userEvent.click(screen.getByRole("checkbox", { name: "Subscribe to our newsletter" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid");
    expect(onValid).toHaveBeenCalledWith({ email: "ana@example.com", message: "", subscribe: true }, expect.anything());
  });
});

describe("FieldError", () => {
  it("shows each distinct message once, as a list when there are several", () => {
    render(
      <Field>
        <FieldLabel>Phone</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
        <FieldError errors={[{ message: "Too short" }, { message: "Digits only" }, { message: "Too short" }, undefined]} />
      </Field>,
    );
    const alert = screen.getByRole("alert");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Too short", "Digits only"]);
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");
    expect(alert).toBeInTheDocument();
  });

  it("renders nothing without messages", () => {
    render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
        <FieldError errors={[undefined]} />
      </Field>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-describedby");
  });

  it("refuses to render outside a Field", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<FieldLabel>Orphan</FieldLabel>)).toThrow("FieldLabel must be used inside <Field>.");
    vi.restoreAllMocks();
  });
});

describe("FieldLegend", () => {
  it("names a required group with the same mark as a required label", () => {
    render(
      <FieldSet>
        <FieldLegend required>Features</FieldLegend>
        <label>
          <input type="checkbox" /> Payments
        </label>
      </FieldSet>,
    );
    expect(screen.getByRole("group", { name: "Features (required)" })).toBeInTheDocument();
  });
});
