import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inquiryFormCopy, servicePages } from "@innovatehub/content/site";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { InquirySection } from "./inquiry-section";

const aiInquiry = servicePages["ai-solutions"].inquiry;

const meta = {
  title: "Site/Inquiry/Section",
  component: InquirySection,
  tags: ["autodocs"],
  args: {
    kind: "ai",
    heading: aiInquiry?.heading ?? { id: "inquiry-form", title: inquiryFormCopy.ai.title },
    copy: inquiryFormCopy.ai,
    fields: inquiryRegistry.ai.fields,
  },
} satisfies Meta<typeof InquirySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section as a service page shows it: heading, the form's title and notes, and the form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: inquiryFormCopy.ai.title })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Full Name (required)" })).toBeVisible();
  },
};
