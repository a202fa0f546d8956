import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { Pagination } from "./pagination";

const labels = { previous: "Previous page", next: "Next page" };

function Controlled({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      aria-label="Leads"
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      status={`Page ${page} of ${pageCount}`}
      labels={labels}
    />
  );
}

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { page: 1, pageCount: 5, onPageChange: fn(), status: "Page 1 of 5", labels },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  render: () => <Controlled pageCount={20} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("Page 2 of 20")).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1, status: "Page 1 of 1" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
  },
};
