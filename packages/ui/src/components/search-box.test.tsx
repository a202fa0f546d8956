import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { SearchBox } from "./search-box";

const labels = {
  search: "Search name, e-mail or company",
  submit: "Search",
  clear: "Clear the search",
  shortcutHint: "Press / to search from anywhere.",
};

describe("SearchBox", () => {
  it("searches the trimmed text on Enter, not per keystroke", async () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} labels={labels} />);
    await userEvent.type(screen.getByRole("searchbox", { name: labels.search }), "  Reyes {Enter}");
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("Reyes");
    expect(await axeViolations()).toEqual([]);
  });

  it("clears with its button and keeps focus in the box", async () => {
    const onSearch = vi.fn();
    render(<SearchBox value="Reyes" onSearch={onSearch} labels={labels} />);
    await userEvent.click(screen.getByRole("button", { name: labels.clear }));
    expect(onSearch).toHaveBeenCalledWith("");
    const box = screen.getByRole("searchbox");
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    expect(screen.queryByRole("button", { name: labels.clear })).toBeNull();
  });

  it("follows a new value from outside", () => {
    const { rerender } = render(
      <SearchBox value="Reyes" onSearch={() => undefined} labels={labels} />,
    );
    rerender(<SearchBox value="" onSearch={() => undefined} labels={labels} />);
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("is reached by its shortcut, except while typing elsewhere", async () => {
    render(
      <>
        <label>
          Note
          <input />
        </label>
        <SearchBox value="" onSearch={() => undefined} labels={labels} shortcut="/" />
      </>,
    );
    const box = screen.getByRole("searchbox");
    expect(box).toHaveAccessibleDescription(labels.shortcutHint);
    await userEvent.click(screen.getByLabelText("Note"));
    await userEvent.keyboard("/");
    expect(screen.getByLabelText("Note")).toHaveValue("/");
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard("/");
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
  });
});
