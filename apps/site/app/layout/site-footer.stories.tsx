import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { company, footerCopy } from "@innovatehub/content/site";
import { SiteFooter } from "./site-footer";

const meta = {
  title: "Site/Footer",
  component: SiteFooter,
  tags: ["autodocs"],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    const portal = within(footer).getByRole("link", { name: new RegExp(footerCopy.portalLabel) });
    await expect(portal).toHaveAttribute("href", company.portal.url);
    await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
