import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "./navigation-menu";

const SERVICES = [
  { href: "#fintech", title: "Fintech solutions", text: "Wallets, payments and agent networks." },
  { href: "#ai", title: "AI solutions", text: "Assistants and automation for your team." },
  { href: "#global", title: "Global expansion", text: "From Batangas to Dubai." },
] as const;

const meta = {
  title: "UI/NavigationMenu",
  component: NavigationMenu,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  render: (args) => (
    <div className="min-h-80">
      <NavigationMenu aria-label="Main" {...args}>
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuTrigger>Services</NavigationMenuTrigger>
            <NavigationMenuContent>
              <ul className="grid w-[min(28rem,90vw)] gap-1">
                {SERVICES.map((service) => (
                  <li key={service.href}>
                    <NavigationMenuLink href={service.href}>
                      <span className="font-semibold text-foreground">{service.title}</span>
                      <span className="text-muted-foreground">{service.text}</span>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink href="#about" variant="top">
              About
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>
    </div>
  ),
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `NavigationMenuLink variant="top"`: a link in the top row (About), styled like the trigger beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Services" });
    const link = canvas.getByRole("link", { name: "About" });
    await expect(link.getBoundingClientRect().height).toBeCloseTo(trigger.getBoundingClientRect().height, 0);
    await expect(getComputedStyle(link).fontWeight).toBe(getComputedStyle(trigger).fontWeight);
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Services" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const link = await canvas.findByRole("link", { name: /AI solutions/ });
    await waitFor(() => expect(link).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
    await expect(trigger).toHaveFocus();
  },
};
