import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { SearchBox } from "./search-box";

const onSearch = fn();

const meta = {
  title: "UI/SearchBox",
  component: SearchBox,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: {
    value: "",
    onSearch,
    shortcut: "/",
    labels: {
      search: "Search name, e-mail or company",
      submit: "Search",
      clear: "Clear the search",
      shortcutHint: "Press / to search from anywhere.",
    },
    className: "max-w-xl",
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.keyboard("/");
    await expect(canvas.getByRole("searchbox")).toHaveFocus();
    await userEvent.keyboard("Reyes{Enter}");
    await expect(onSearch).toHaveBeenLastCalledWith("Reyes");
  },
};

export const WithQuery: Story = {
  name: "Default (a search in effect)",
  args: { value: "Reyes" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear the search" }));
    await expect(onSearch).toHaveBeenLastCalledWith("");
  },
};

export const Loading: Story = {
  args: { value: "Reyes", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox")).toBeDisabled();
  },
};
