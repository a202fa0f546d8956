import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  HEADER_SCROLL_THRESHOLD_PX,
  mobileMenuLabels,
  servicesNavGroup,
} from "@innovatehub/content/site";
import { SiteHeader } from "./site-header";

/** A long page under the header so it can scroll past the threshold. */
function HeaderOnPage() {
  return (
    <div className="min-h-[300vh] bg-gradient-to-b from-secondary to-background">
      <SiteHeader />
    </div>
  );
}

const meta = {
  title: "Site/Header",
  component: HeaderOnPage,
  tags: ["autodocs"],
} satisfies Meta<typeof HeaderOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    const header = within(canvasElement).getByRole("banner");
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "false"));
  },
};

export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, HEADER_SCROLL_THRESHOLD_PX * 4);
    const header = within(canvasElement).getByRole("banner");
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
  },
};

export const MobileOpen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: mobileMenuLabels.open });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = within(canvas.getByRole("navigation", { name: mobileMenuLabels.navigation }));
    await userEvent.click(menu.getByRole("button", { name: servicesNavGroup.name }));
    await expect(menu.getByRole("link", { name: "All Services" })).toBeVisible();
  },
};
