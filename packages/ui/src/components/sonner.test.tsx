import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Toaster, toast } from "./sonner";

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("Toaster", () => {
  it("is a notifications region that Alt+T focuses", async () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: /Notifications alt\+T/i })).toBeInTheDocument();
    act(() => {
      toast("Welcome");
    });
    await screen.findByText("Welcome");
    await userEvent.keyboard("{Alt>}[KeyT]{/Alt}");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveFocus();
  });

  it("shows a success toast with a close button that dismisses it", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Inquiry sent", { description: "We will reply within one business day." });
    });
    expect(await screen.findByText("Inquiry sent")).toBeInTheDocument();
    const toaster = document.querySelector("[data-sonner-toaster]");
    expect(toaster).toHaveAttribute("data-x-position", "right");
    expect(toaster).toHaveAttribute("data-y-position", "bottom");
    expect(toaster).toHaveStyle({ "--width": "356px", "--gap": "14px" });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Close toast" }));
    await waitFor(() => expect(screen.queryByText("Inquiry sent")).not.toBeInTheDocument());
  });

  it("turns a loading toast into an error toast with the same id", async () => {
    render(<Toaster />);
    let id: string | number = "";
    act(() => {
      id = toast.loading("Submitting your inquiry…");
    });
    expect(await screen.findByText("Submitting your inquiry…")).toBeInTheDocument();
    act(() => {
      toast.error("Something went wrong", { id });
    });
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(screen.queryByText("Submitting your inquiry…")).not.toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast][data-type="error"]')).toBeInTheDocument();
  });

  it("shows at most three toasts at once", async () => {
    render(<Toaster />);
    act(() => {
      for (const label of ["One", "Two", "Three", "Four"]) {
        toast(label);
      }
    });
    await screen.findByText("Four");
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
  });
});

describe("Toaster timers", () => {
  const SHORT_DURATION_MS = 300;
  const LONGER_THAN_DURATION_MS = 700;
  const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

  function setPageHidden(hidden: boolean) {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
    document.dispatchEvent(new Event("visibilitychange"));
  }

  afterEach(() => {
    setPageHidden(false);
  });

  it("dismisses a toast after its duration", async () => {
    render(<Toaster duration={SHORT_DURATION_MS} />);
    act(() => {
      toast("Saved");
    });
    await screen.findByText("Saved");
    await waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument());
  });

  it("pauses while the pointer is over the toasts", async () => {
    render(<Toaster duration={SHORT_DURATION_MS} />);
    act(() => {
      toast("Hovered");
    });
    await userEvent.hover(await screen.findByText("Hovered"));
    await act(() => wait(LONGER_THAN_DURATION_MS));
    expect(screen.getByText("Hovered")).toBeInTheDocument();
    await userEvent.unhover(screen.getByText("Hovered"));
    await waitFor(() => expect(screen.queryByText("Hovered")).not.toBeInTheDocument());
  });

  it("pauses while the page is hidden", async () => {
    render(<Toaster duration={SHORT_DURATION_MS} />);
    act(() => {
      toast("Background tab");
    });
    await screen.findByText("Background tab");
    act(() => {
      setPageHidden(true);
    });
    await act(() => wait(LONGER_THAN_DURATION_MS));
    expect(screen.getByText("Background tab")).toBeInTheDocument();
    act(() => {
      setPageHidden(false);
    });
    await waitFor(() => expect(screen.queryByText("Background tab")).not.toBeInTheDocument());
  });
});

describe("Toaster duration (docs/product.md §9)", () => {
  it("keeps a toast for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Toaster />);
      act(() => {
        toast("Five seconds");
      });
      await screen.findByText("Five seconds");
      await act(() => vi.advanceTimersByTimeAsync(4800));
      expect(screen.getByText("Five seconds")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(screen.queryByText("Five seconds")).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });
});
