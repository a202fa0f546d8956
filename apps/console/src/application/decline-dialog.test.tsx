import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeclineDialog } from "./decline-dialog";

function open() {
  const onDecline = vi.fn();
  render(<DeclineDialog pending={false} onDecline={onDecline} />);
  fireEvent.click(screen.getByRole("button", { name: "Decline…" }));
  return onDecline;
}

const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Decline application" }));

describe("the decline dialog", () => {
  it("asks for a reason before it declines", async () => {
    const onDecline = open();
    confirm();
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a reason.");
    expect(screen.getByLabelText(/^Reason/)).toHaveAccessibleDescription("Choose a reason.");
    expect(onDecline).not.toHaveBeenCalled();
  });

  it("asks for a note with the reason Other, then declines with both", async () => {
    const onDecline = open();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "other" } });
    confirm();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Say why in the note when the reason is Other.",
    );
    expect(onDecline).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: "  Moved abroad.  " } });
    confirm();
    expect(onDecline).toHaveBeenCalledWith("other", "Moved abroad.");
  });

  it("declines with a listed reason and no note", () => {
    const onDecline = open();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "area_covered" } });
    confirm();
    expect(onDecline).toHaveBeenCalledWith("area_covered", null);
  });
});
