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
