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
