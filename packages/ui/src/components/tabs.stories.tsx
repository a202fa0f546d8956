import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const CATEGORIES = ["All", "Fintech", "Web & Mobile", "E-commerce", "AI", "Global"] as const;

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { defaultValue: "All" },
  render: (args) => (
    <Tabs {...args} className="w-[min(40rem,90vw)]">
      <TabsList aria-label="Service categories">
        {CATEGORIES.map((category) => (
          <TabsTrigger key={category} value={category}>
            {category}
          </TabsTrigger>
        ))}
      </TabsList>
      {CATEGORIES.map((category) => (
        <TabsContent key={category} value={category} className="border border-border p-6">
          Services in {category}.
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "All" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Fintech" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Services in Fintech.");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Global" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  },
};

/** `spacing="wide"` leaves more room between the tab list and its panel (a page's main content). */
export const WideSpacing: Story = {
  args: { spacing: "wide" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist").getBoundingClientRect();
    const panel = canvas.getByRole("tabpanel").getBoundingClientRect();
    const defaultGapPx = 16;
    await expect(panel.top - list.bottom).toBeGreaterThan(defaultGapPx);
  },
};

const CHOICES = [
  { value: "calendar", label: "Google Calendar" },
  { value: "form", label: "Custom Form" },
] as const;

/** `TabsList layout="fill"` spreads the tabs over the full width in equal columns (two choices in a dialog). */
export const FillLayout: Story = {
  render: () => (
    <Tabs defaultValue={CHOICES[0].value} className="w-[min(32rem,90vw)]">
      <TabsList layout="fill" aria-label="How to book">
        {CHOICES.map((choice) => (
          <TabsTrigger key={choice.value} value={choice.value}>
            {choice.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CHOICES.map((choice) => (
        <TabsContent key={choice.value} value={choice.value} className="border border-border p-6">
          {choice.label}
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist");
    const [first, second] = canvas.getAllByRole("tab").map((tab) => tab.getBoundingClientRect());
    await expect(first?.width).toBeCloseTo(second?.width ?? 0, 0);
    await expect(list.getBoundingClientRect().width).toBeCloseTo(
      list.parentElement?.getBoundingClientRect().width ?? 0,
      0,
    );
  },
};
