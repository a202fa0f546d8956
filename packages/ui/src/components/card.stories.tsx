import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "UI/Card",
  component: Card,
  tags: ["autodocs"],
  render: (args) => (
    <Card {...args} className="w-80">
      <CardHeader>
        <CardTitle>Fintech solutions</CardTitle>
        <CardDescription>Wallets, payments and agent networks.</CardDescription>
        <CardAction>
          <Badge variant="success">Popular</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="list-disc pl-5 text-small">
          <li>Cash-in and cash-out</li>
          <li>Bills payment</li>
          <li>Remittance</li>
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild width="full">
          <a href="#fintech">Learn more</a>
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `CardDescription size="body"`: the description at body size, for a card whose description is its main text. */
export const BodyDescription: Story = {
  render: () => (
    <Card className="w-80">
      <CardHeader>
        <CardTitle>Remittance</CardTitle>
        <CardDescription size="body">Send and receive money for family near and far.</CardDescription>
        <CardDescription>The default size, for comparison.</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas }) => {
    const body = canvas.getByText("Send and receive money for family near and far.");
    const small = canvas.getByText("The default size, for comparison.");
    await expect(Number.parseFloat(getComputedStyle(body).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(small).fontSize),
    );
  },
};
