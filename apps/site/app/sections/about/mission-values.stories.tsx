import type { Meta, StoryObj } from "@storybook/react-vite";
import { aboutPage } from "@innovatehub/content/site";
import { MissionValues } from "./mission-values";

const meta = {
  title: "Site/About/Mission and Values",
  component: MissionValues,
  tags: ["autodocs"],
  args: { items: aboutPage.missionVision },
} satisfies Meta<typeof MissionValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
