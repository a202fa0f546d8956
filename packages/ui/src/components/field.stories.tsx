import type { Meta, StoryObj } from "@storybook/react-vite";
import { Controller, useForm } from "react-hook-form";
import { expect, userEvent } from "storybook/test";

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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import { Textarea } from "./textarea";

const NAME_REQUIRED = "Please enter your name.";
const SERVICE_REQUIRED = "Please choose a service.";
const SERVICES = [
  { value: "fintech-solutions", label: "Fintech solutions" },
  { value: "ai-solutions", label: "AI solutions" },
] as const;

type InquiryValues = { name: string; service: string; details: string; subscribe: boolean };

function InquiryForm() {
  const form = useForm<InquiryValues>({ defaultValues: { name: "", service: "", details: "", subscribe: false } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)} className="flex w-[min(28rem,90vw)] flex-col gap-6">
      <FieldSet>
        <FieldLegend>Tell us about your project</FieldLegend>
        <FieldGroup>
          <Controller
            name="name"
            control={form.control}
            rules={{ required: NAME_REQUIRED }}
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <FieldLabel>Full name</FieldLabel>
                <FieldControl>
                  <Input placeholder="Juan dela Cruz" autoComplete="name" {...field} />
                </FieldControl>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
          <Controller
            name="service"
            control={form.control}
            rules={{ required: SERVICE_REQUIRED }}
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <FieldLabel>Service</FieldLabel>
                <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                  <FieldControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue placeholder="Select a service" />
                    </SelectTrigger>
                  </FieldControl>
                  <SelectContent>
                    {SERVICES.map((service) => (
                      <SelectItem key={service.value} value={service.value}>
                        {service.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
          <Controller
            name="details"
            control={form.control}
            render={({ field }) => (
              <Field>
                <FieldLabel>Project details</FieldLabel>
                <FieldControl>
                  <Textarea {...field} />
                </FieldControl>
                <FieldDescription>Optional. Timeline, budget, anything that helps.</FieldDescription>
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
                <FieldLabel>Send me product news</FieldLabel>
              </Field>
            )}
          />
        </FieldGroup>
      </FieldSet>
      <Button type="submit" busy={form.formState.isSubmitting}>
        Send inquiry
      </Button>
    </form>
  );
}

const meta = {
  title: "UI/Field",
  component: Field,
  tags: ["autodocs"],
  render: () => <InquiryForm />,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReactHookForm: Story = {};

export const ShowsErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send inquiry" }));
    const alerts = await canvas.findAllByRole("alert");
    await expect(alerts.map((alert) => alert.textContent)).toEqual([NAME_REQUIRED, SERVICE_REQUIRED]);
    const name = canvas.getByRole("textbox", { name: "Full name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(canvas.getByRole("combobox", { name: "Service" })).toHaveAccessibleDescription(SERVICE_REQUIRED);

    await userEvent.type(name, "Ana Reyes");
    await userEvent.click(canvas.getByRole("button", { name: "Send inquiry" }));
    await expect(canvas.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([SERVICE_REQUIRED]);
  },
};

const CONSENTS = [
  "Send me product news and invitations to PlataPay agent seminars in Batangas, about once a month.",
  "I agree that InnovateHub keeps my details to answer my inquiry, as the privacy policy says.",
] as const;

/**
 * Choices under one legend: `FieldSet spacing="compact"` spaces them as one field, `Field align="start"` lines a
 * label of several lines up with the top of its box, and `FieldLabel variant="option"` sets it like body text.
 */
export const OptionChoices: Story = {
  render: () => (
    <div className="flex w-[min(24rem,90vw)] flex-col gap-8">
      <FieldSet spacing="compact" data-testid="compact">
        <FieldLegend variant="label">Keep in touch</FieldLegend>
        {CONSENTS.map((consent) => (
          <Field key={consent} orientation="horizontal" align="start">
            <FieldControl>
              <Checkbox />
            </FieldControl>
            <FieldLabel variant="option">{consent}</FieldLabel>
          </Field>
        ))}
      </FieldSet>
      <FieldSet data-testid="default">
        <FieldLegend variant="label">The default spacing, for comparison</FieldLegend>
        <Field orientation="horizontal">
          <FieldControl>
            <Checkbox />
          </FieldControl>
          <FieldLabel>Call me instead</FieldLabel>
        </Field>
      </FieldSet>
    </div>
  ),
  play: async ({ canvas }) => {
    const compact = getComputedStyle(canvas.getByTestId("compact"));
    const spaced = getComputedStyle(canvas.getByTestId("default"));
    await expect(Number.parseFloat(compact.rowGap)).toBeLessThan(Number.parseFloat(spaced.rowGap));

    const option = canvas.getByText(CONSENTS[0]);
    await expect(getComputedStyle(option).fontWeight).toBe("400");
    await expect(getComputedStyle(canvas.getByText("Call me instead")).fontWeight).toBe("600");
    const box = canvas.getByRole("checkbox", { name: CONSENTS[0] });
    await expect(box.getBoundingClientRect().top).toBeCloseTo(option.getBoundingClientRect().top, -1);
  },
};

/** `width="fit"`: a field as wide as its control, in a row of actions (a reason picker beside its button). */
export const FitWidth: Story = {
  render: () => (
    <div className="flex w-[min(32rem,90vw)] items-end gap-3" data-testid="row">
      <Field width="fit" data-testid="field">
        <FieldLabel>Reference</FieldLabel>
        <FieldControl>
          <Input size={12} />
        </FieldControl>
      </Field>
      <Button>Look up</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // A full-width field would take the row's room beside the button; a fitting one leaves the rest free.
    const row = canvas.getByTestId("row").getBoundingClientRect();
    const button = canvas.getByRole("button", { name: "Look up" }).getBoundingClientRect();
    await expect(button.right).toBeLessThan(row.right - 1);
  },
};
