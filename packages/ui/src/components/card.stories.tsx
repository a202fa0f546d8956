import type { Meta, StoryObj } from "@storybook/react-vite";

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
