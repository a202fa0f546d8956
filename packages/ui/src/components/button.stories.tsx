import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRightIcon } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";

import { Button } from "./button";

const VARIANTS = [
  "default",
  "primary",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
  "success",
  "green",
  "dark",
  "purple",
] as const;
const SIZES = ["default", "sm", "lg", "xl", "icon"] as const;
const WIDTHS = ["default", "full", "auto", "fixed"] as const;

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Get started", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: VARIANTS },
    size: { control: "select", options: SIZES },
    width: { control: "select", options: WIDTHS },
    busy: { control: "boolean" },
    disabled: { control: "boolean" },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Get started" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Primary: Story = { args: { variant: "primary" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Delete" } };
export const Outline: Story = { args: { variant: "outline", children: "Learn more" } };
export const Secondary: Story = { args: { variant: "secondary" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Link: Story = { args: { variant: "link", children: "Read the case study" } };
export const Success: Story = { args: { variant: "success", children: "Payment sent" } };
export const Green: Story = { args: { variant: "green", children: "Open a wallet" } };
export const Dark: Story = { args: { variant: "dark", children: "Talk to sales" } };
export const Purple: Story = { args: { variant: "purple", children: "Explore AI" } };

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const ExtraLarge: Story = { args: { size: "xl" } };
export const Icon: Story = {
  args: { size: "icon", "aria-label": "Next", children: <ArrowRightIcon aria-hidden="true" /> },
};
export const WithIcon: Story = {
  args: {
    children: (
      <>
        Get started <ArrowRightIcon aria-hidden="true" />
      </>
    ),
  },
};

export const FullWidth: Story = {
  args: { width: "full" },
  parameters: { layout: "padded" },
};
export const FixedWidth: Story = {
  args: { width: "fixed", children: "OK" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "OK" });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Get started" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, children: "Submitting" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Submitting" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#contact">Contact us</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Contact us" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const TapTargets: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Button>Default</Button>
      <Button size="lg">Large</Button>
      <Button size="xl">Extra large</Button>
      <Button size="icon" aria-label="Next">
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const MIN_TAP_TARGET_PX = 44;
    for (const button of within(canvasElement).getAllByRole("button")) {
      const { height, width } = button.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
      await expect(width).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
    }
  },
};

/** Every variant at every size and width (the matrix cal.com keeps). */
export const Matrix: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <div className="flex flex-col gap-8">
      {WIDTHS.map((width) => (
        <section key={width} aria-label={`Width ${width}`} className="flex flex-col gap-3">
          <h2 className="text-h4">Width: {width}</h2>
          <table className="border-separate border-spacing-2">
            <thead>
              <tr>
                <th scope="col" className="text-small text-muted-foreground text-left">
                  Variant
                </th>
                {SIZES.map((size) => (
                  <th key={size} scope="col" className="text-small text-muted-foreground text-left">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {VARIANTS.map((variant) => (
                <tr key={variant}>
                  <th scope="row" className="text-small text-left font-medium">
                    {variant}
                  </th>
                  {SIZES.map((size) => (
                    <td key={size} className="min-w-32">
                      {size === "icon" ? (
                        <Button variant={variant} size={size} width={width} aria-label={`${variant} icon`}>
                          <ArrowRightIcon aria-hidden="true" />
                        </Button>
                      ) : (
                        <Button variant={variant} size={size} width={width}>
                          {variant}
                        </Button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons).toHaveLength(VARIANTS.length * SIZES.length * WIDTHS.length);
  },
};
