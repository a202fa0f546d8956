import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { JoinDetails } from "./join-details";

const texts = {
  call: "We call you at the number ending in 6789.",
  pending: "The video link arrives when the booking is confirmed.",
  linkPrefix: "Join the video meeting",
};

const meta = {
  title: "UI/JoinDetails",
  component: JoinDetails,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { kind: "video", url: "https://meet.example.com/ih-7k2p", texts },
} satisfies Meta<typeof JoinDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoRoom: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /Join the video meeting/ });
    await expect(link).toHaveAttribute("href", "https://meet.example.com/ih-7k2p");
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

export const VideoPending: Story = {
  args: { url: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.pending)).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const PhoneCall: Story = {
  args: { kind: "call", url: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.call)).toBeVisible();
  },
};
