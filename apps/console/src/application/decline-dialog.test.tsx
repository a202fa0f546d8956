import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeclineDialog } from "./decline-dialog";

function open(
  onDecline = vi.fn<(reason: string, note: string | null, onDeclined: () => void) => void>(),
) {
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
    expect(onDecline).toHaveBeenCalledWith("other", "Moved abroad.", expect.any(Function));
  });

  it("declines with a listed reason and no note", () => {
    const onDecline = open();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "area_covered" } });
    confirm();
    expect(onDecline).toHaveBeenCalledWith("area_covered", null, expect.any(Function));
  });

  it("keeps the dialog and the typed note when the decline fails", () => {
    // A failed mutation never calls back: the pipeline toasts the error.
    open();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "unreachable" } });
    fireEvent.change(screen.getByLabelText(/^Note/), {
      target: { value: "Three calls, no answer." },
    });
    confirm();
    expect(screen.getByRole("dialog", { name: "Decline this application" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Note/)).toHaveValue("Three calls, no answer.");
  });

  it("closes once the decline is saved", async () => {
    open(vi.fn((_reason, _note, onDeclined) => onDeclined()));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "unreachable" } });
    confirm();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Decline this application" })).toBeNull(),
    );
  });
});
