import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

const OPEN_TEXT = "Book a consultation";
const TITLE = "Schedule a meeting";
const DESCRIPTION = "Pick a date and time that suits you.";

function BookingDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>{OPEN_TEXT}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription>{DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <label>
          Name <input />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("given a closed Dialog", () => {
  it("shows no dialog and is axe-clean", async () => {
    render(<BookingDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  describe("after clicking the trigger", () => {
    it("opens a dialog named by its title and described by its description", async () => {
      render(<BookingDialog />);
      await userEvent.click(screen.getByRole("button", { name: OPEN_TEXT }));
      const dialog = await screen.findByRole("dialog", { name: TITLE });
      expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
      expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
      // The page behind is aria-hidden and unreachable (focus is trapped), so axe judges the dialog itself.
      expect(await axeViolations(dialog)).toEqual([]);
    });

    it("moves focus inside and keeps it there while tabbing", async () => {
      render(<BookingDialog />);
      await userEvent.click(screen.getByRole("button", { name: OPEN_TEXT }));
      const dialog = await screen.findByRole("dialog");
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      for (let step = 0; step < 5; step += 1) {
        await userEvent.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it("closes on Escape and returns focus to the trigger", async () => {
      render(<BookingDialog />);
      const trigger = screen.getByRole("button", { name: OPEN_TEXT });
      await userEvent.click(trigger);
      await screen.findByRole("dialog");
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });

    it("closes from the Close button and returns focus to the trigger", async () => {
      render(<BookingDialog />);
      const trigger = screen.getByRole("button", { name: OPEN_TEXT });
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });
  });

  it("can hide the corner close button", async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent showCloseButton={false}>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription>{DESCRIPTION}</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });
});
