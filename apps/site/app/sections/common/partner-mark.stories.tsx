import type { Meta, StoryObj } from "@storybook/react-vite";
import { partners } from "@innovatehub/content/site";
import { PartnerMark } from "./partner-mark";

const meta = {
  title: "Site/Shared/Partner Mark",
  component: PartnerMark,
  tags: ["autodocs"],
  args: { monogram: "SBA", category: "Banking" },
} satisfies Meta<typeof PartnerMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banking: Story = {};

export const Large: Story = { args: { size: "lg" } };

export const EveryPartner: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4">
      {partners.map((partner) => (
        <PartnerMark key={partner.id} monogram={partner.monogram} category={partner.category} />
      ))}
    </div>
  ),
};
