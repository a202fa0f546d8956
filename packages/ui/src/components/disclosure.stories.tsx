import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { FAQ_SAMPLE } from "../test/faq-sample";
import { Disclosure, DisclosureContent, DisclosureSummary } from "./disclosure";

const GROUP_NAME = "story-faq";

function detailsOf(summary: HTMLElement): HTMLElement {
  const details = summary.closest("details");
  if (!details) {
    throw new Error("summary outside a disclosure");
  }
  return details;
}

const meta = {
  title: "UI/Disclosure",
  component: Disclosure,
  tags: ["autodocs"],
  args: { name: GROUP_NAME },
  render: (args) => (
    <div className="w-[min(32rem,90vw)]">
      {FAQ_SAMPLE.map((item) => (
        <Disclosure key={item.id} {...args}>
          <DisclosureSummary>{item.question}</DisclosureSummary>
          <DisclosureContent>{item.answer}</DisclosureContent>
        </Disclosure>
      ))}
    </div>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items sharing a `name`: opening one closes the other, with no script of ours. */
export const ExclusiveGroup: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText(FAQ_SAMPLE[0].question);
    const second = canvas.getByText(FAQ_SAMPLE[1].question);
    await userEvent.click(first);
    await expect(detailsOf(first)).toHaveAttribute("open");
    await expect(canvas.getByText(FAQ_SAMPLE[0].answer)).toBeVisible();
    await userEvent.click(second);
    await expect(detailsOf(second)).toHaveAttribute("open");
    await expect(detailsOf(first)).not.toHaveAttribute("open");
    await expect(canvas.getByText(FAQ_SAMPLE[0].answer)).not.toBeVisible();
  },
};

/**
 * Each summary is a Tab stop in order. Enter and Space toggle it natively; synthetic key events cannot trigger
 * that, so the site's Playwright suite presses the real keys.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByText(FAQ_SAMPLE[0].question)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByText(FAQ_SAMPLE[1].question)).toHaveFocus();
  },
};

/** Without a shared `name` each item opens on its own. */
export const Independent: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    const first = canvas.getByText(FAQ_SAMPLE[0].question);
    const second = canvas.getByText(FAQ_SAMPLE[1].question);
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(detailsOf(first)).toHaveAttribute("open");
    await expect(detailsOf(second)).toHaveAttribute("open");
  },
};
