import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const FAQ = [
  { id: "hours", question: "When are you open?", answer: "Monday to Friday, 9:00 AM to 5:00 PM (PHT)." },
  { id: "where", question: "Where are you based?", answer: "Batangas, Philippines, and expanding to Dubai." },
  { id: "cost", question: "How much does a project cost?", answer: "It depends on scope; ask us for a quote." },
] as const;

const meta = {
  title: "UI/Accordion",
  component: Accordion,
  tags: ["autodocs"],
  args: { type: "single", collapsible: true },
  render: (args) => (
    <Accordion {...args} className="w-[min(32rem,90vw)]">
      {FAQ.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: FAQ[1].question });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(FAQ[1].answer)).toBeVisible();
  },
};
