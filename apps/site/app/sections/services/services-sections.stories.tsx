import type { Meta, StoryObj } from "@storybook/react-vite";
import { servicesPage } from "@innovatehub/content/site";
import { expect, userEvent } from "storybook/test";
import { HowWeWork } from "./how-we-work";
import { Industries } from "./industries";
import { ServicesFaq } from "./services-faq";

const meta = {
  title: "Site/Services/How We Work",
  component: HowWeWork,
  tags: ["autodocs"],
  args: { heading: servicesPage.howWeWorkHeading, steps: servicesPage.howWeWork },
} satisfies Meta<typeof HowWeWork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {};

export const IndustriesServed: Story = {
  render: () => (
    <Industries heading={servicesPage.industriesHeading} items={servicesPage.industries} />
  ),
};

function openState(canvas: HTMLElement, question: string): boolean {
  const summary = [...canvas.querySelectorAll("summary")].find(
    (node) => node.textContent === question,
  );
  return summary?.closest("details")?.open ?? false;
}

/** One answer open at a time: opening the second question closes the first. */
export const Faq: Story = {
  render: () => <ServicesFaq heading={servicesPage.faqHeading} items={servicesPage.faq} />,
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = servicesPage.faq;
    if (!first || !second) {
      throw new Error("the FAQ needs two questions");
    }
    await userEvent.click(canvas.getByText(first.question));
    await expect(openState(canvasElement, first.question)).toBe(true);
    await expect(canvas.getByText(first.answer)).toBeVisible();
    await userEvent.click(canvas.getByText(second.question));
    await expect(openState(canvasElement, second.question)).toBe(true);
    await expect(openState(canvasElement, first.question)).toBe(false);
  },
};
