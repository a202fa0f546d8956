import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Avatar, AvatarFallback } from "./avatar";

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  tags: ["autodocs"],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsFallback: Story = {
  render: (args) => (
    <Avatar {...args}>
      <AvatarFallback name="Maria Santos" />
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("MS")).toBeVisible();
    await expect(canvas.getByText("Maria Santos")).toHaveClass("sr-only");
  },
};

export const Group: Story = {
  render: () => (
    <ul className="flex -space-x-3" aria-label="Team">
      {["Juan dela Cruz", "Ana Reyes", "Karim Haddad"].map((name) => (
        <li key={name}>
          <Avatar className="ring-2 ring-background">
            <AvatarFallback name={name} />
          </Avatar>
        </li>
      ))}
    </ul>
  ),
};

/** `size="lg"`: a larger circle with larger initials (a testimonial's author beside the quote). */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Avatar data-testid="md">
        <AvatarFallback name="Maria Santos" />
      </Avatar>
      <Avatar size="lg" data-testid="lg">
        <AvatarFallback name="Maria Santos" />
      </Avatar>
    </div>
  ),
  play: async ({ canvas }) => {
    const medium = canvas.getByTestId("md");
    const large = canvas.getByTestId("lg");
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(medium.getBoundingClientRect().width);
    await expect(Number.parseFloat(getComputedStyle(large).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(medium).fontSize),
    );
  },
};

const TONES = ["secondary", "primary", "success", "ai"] as const;

/** `tone` on the fallback: the kit's soft default or one of the brand's solid colours (one per category). */
export const FallbackTones: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      {TONES.map((tone) => (
        <Avatar key={tone}>
          <AvatarFallback tone={tone} name={`Tone ${tone}`} data-testid={tone} />
        </Avatar>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = TONES.map((tone) => getComputedStyle(canvas.getByTestId(tone)).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(TONES.length);
  },
};
