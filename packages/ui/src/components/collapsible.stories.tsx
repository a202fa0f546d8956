import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Button } from "./button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible";

const meta = {
  title: "UI/Collapsible",
  component: Collapsible,
  tags: ["autodocs"],
  render: (args) => (
    <Collapsible {...args} className="flex w-72 flex-col gap-2">
      <CollapsibleTrigger asChild>
        <Button variant="outline">Show all features</Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="list-disc pl-5 text-small">
          <li>Bills payment</li>
          <li>Remittance</li>
        </ul>
      </CollapsibleContent>
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show all features" }));
    await expect(await canvas.findByText("Remittance")).toBeVisible();
  },
};
