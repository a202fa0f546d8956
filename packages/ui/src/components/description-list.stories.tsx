import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { DescriptionList } from "./description-list";

const meta = {
  title: "UI/DescriptionList",
  component: DescriptionList,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: {
    items: [
      { term: "Name", description: "Alma Reyes" },
      { term: "E-mail", description: "alma@example.com" },
      { term: "Meeting (PHT)", description: "Mon, Dec 7, 2026, 9:00 AM PHT" },
      {
        term: "Visitor's notes",
        description: "We would like an app for our sari-sari store network.",
      },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Record: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("term")).toHaveLength(4);
  },
};

export const ManyFields: Story = {
  args: {
    items: Array.from({ length: 40 }, (_, index) => ({
      term: `Field ${index + 1}`,
      description: `Value ${index + 1}`,
    })),
  },
};
