import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRightIcon, ChevronDownIcon } from "lucide-react";
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
/** The kit's variants beyond the product's list, each shown in its own story below (not in the matrix). */
const CONTEXT_VARIANTS = ["quiet", "outline-inverse", "segment", "segment-selected"] as const;

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Get started", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: [...VARIANTS, ...CONTEXT_VARIANTS] },
    size: { control: "select", options: [...SIZES, "inline"] },
    width: { control: "select", options: WIDTHS },
    shape: { control: "inline-radio", options: ["default", "pill"] },
    justify: { control: "inline-radio", options: ["center", "between"] },
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

/** The computed style of an element the story rendered. */
function styleOf(element: Element): CSSStyleDeclaration {
  return getComputedStyle(element);
}

/** `shape="pill"` rounds any size fully (the carousel's arrows, a filter chip). */
export const Pill: Story = {
  args: { shape: "pill", children: "All services" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "All services" });
    const radius = Number.parseFloat(styleOf(button).borderTopLeftRadius);
    await expect(radius).toBeGreaterThanOrEqual(button.getBoundingClientRect().height / 2);
  },
};

/** `justify="between"` spreads the content to both ends: a menu trigger with its chevron at the far end. */
export const SpreadContent: Story = {
  args: {
    justify: "between",
    variant: "outline",
    className: "w-64",
    children: (
      <>
        Services <ChevronDownIcon aria-hidden="true" data-testid="chevron" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Services" });
    const chevron = canvas.getByTestId("chevron");
    const style = styleOf(button);
    const insetEnd = Number.parseFloat(style.paddingRight) + Number.parseFloat(style.borderRightWidth);
    const buttonEnd = button.getBoundingClientRect().right - insetEnd;
    await expect(chevron.getBoundingClientRect().right).toBeCloseTo(buttonEnd, 0);
  },
};

/** `size="inline"`: a link-styled action in a line of text, as tall as a tap needs but without side padding. */
export const Inline: Story = {
  render: () => (
    <p className="text-small">
      Not sure which package?{" "}
      <Button variant="link" size="inline">
        Ask our team
      </Button>
    </p>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Ask our team" });
    await expect(styleOf(button).paddingLeft).toBe("0px");
    await expect(styleOf(button).paddingRight).toBe("0px");
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** `quiet`: a text action in the brand colour whose box shows only on hover ("Show more" under a list). */
export const Quiet: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Button variant="quiet">Show more</Button>
      <span className="text-primary" data-testid="brand">
        Brand colour
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Show more" });
    await expect(styleOf(button).color).toBe(styleOf(canvas.getByTestId("brand")).color);
    await expect(styleOf(button).backgroundColor).toBe("rgba(0, 0, 0, 0)");
  },
};

/** `outline-inverse`: the outline button on the navy sections (the closing call to action, the fintech spotlight). */
export const OutlineInverse: Story = {
  render: () => (
    <div className="flex items-center gap-4 rounded-lg bg-navy p-6 text-navy-foreground">
      <Button variant="dark">Book a meeting</Button>
      <Button variant="outline-inverse">See our services</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "See our services" });
    const section = button.parentElement;
    await expect(section).not.toBeNull();
    await expect(styleOf(button).color).toBe(styleOf(section as HTMLElement).color);
    await expect(styleOf(button).borderTopWidth).toBe("1px");
    await expect(styleOf(button).backgroundColor).toBe("rgba(0, 0, 0, 0)");
  },
};

const SEGMENTS = ["Cards", "Table"] as const;

/** `segment` and `segment-selected`: the options of a segmented control on a muted track, the chosen one raised. */
export const Segmented: Story = {
  render: () => (
    <div role="group" aria-label="View" className="inline-flex gap-1 rounded-lg bg-muted p-1">
      {SEGMENTS.map((segment, index) => (
        <Button
          key={segment}
          size="sm"
          variant={index === 0 ? "segment-selected" : "segment"}
          aria-pressed={index === 0}
        >
          {segment}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const chosen = canvas.getByRole("button", { name: "Cards", pressed: true });
    const other = canvas.getByRole("button", { name: "Table", pressed: false });
    await expect(styleOf(chosen).boxShadow).not.toBe("none");
    await expect(styleOf(other).boxShadow).toBe("none");
    await expect(styleOf(chosen).color).not.toBe(styleOf(other).color);
  },
};
