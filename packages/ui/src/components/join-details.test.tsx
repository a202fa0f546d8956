import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { JoinDetails } from "./join-details";

const texts = { call: "We call the visitor.", pending: "A room is made on confirmation." };

describe("JoinDetails", () => {
  it("links the video room, in a new tab, with or without words before it", async () => {
    const { rerender } = render(
      <JoinDetails kind="video" url="https://meet.example.com/r" texts={texts} />,
    );
    expect(screen.getByRole("link", { name: "https://meet.example.com/r" })).toHaveAttribute(
      "rel",
      "noreferrer",
    );
    expect(await axeViolations()).toEqual([]);
    rerender(
      <JoinDetails
        kind="video"
        url="https://meet.example.com/r"
        texts={{ ...texts, linkPrefix: "Join" }}
      />,
    );
    expect(screen.getByRole("link")).toHaveTextContent("Join: https://meet.example.com/r");
  });

  it("says the room is pending, and a call is a call, without a link", () => {
    const { rerender } = render(<JoinDetails kind="video" url={null} texts={texts} />);
    expect(screen.getByText(texts.pending)).toBeInTheDocument();
    rerender(<JoinDetails kind="call" url="https://meet.example.com/r" texts={texts} />);
    expect(screen.getByText(texts.call)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
