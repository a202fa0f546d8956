import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { TimeSlotGrid, type TimeSlotGridStatus, type TimeSlotOption } from "./time-slot-grid";

const messages = {
  idle: "Choose a day first.",
  loading: "Checking free times…",
  empty: "No free time on this day.",
  error: "The free times could not be loaded.",
};

const options: TimeSlotOption[] = [
  { value: "09:00", label: "9:00 AM", hint: "2:00 AM your time" },
  { value: "09:30", label: "9:30 AM" },
  { value: "11:00", label: "11:00 AM" },
];

function Grid({
  status = "ready",
  slots = options,
  onRetry,
}: {
  status?: TimeSlotGridStatus;
  slots?: TimeSlotOption[];
  onRetry?: () => void;
}) {
  const [value, setValue] = useState("");
  return (
    <TimeSlotGrid
      id="time"
      legend="Time"
      name="time"
      options={slots}
      value={value}
      onChange={setValue}
      status={status}
      messages={messages}
      retry={onRetry ? { label: "Try again", onRetry } : undefined}
    />
  );
}

describe("TimeSlotGrid", () => {
  it("offers each time as a radio in one labelled group, with its hint", async () => {
    render(<Grid />);
    const group = screen.getByRole("group", { name: "Time" });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    expect(screen.getByRole("radio", { name: "9:00 AM 2:00 AM your time" })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("chooses a time by click, and moves the choice with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.click(screen.getByText("9:30 AM"));
    expect(screen.getByRole("radio", { name: "9:30 AM" })).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "11:00 AM" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "9:30 AM" })).not.toBeChecked();
  });

  it("says what is going on instead of slots: idle, loading, none left", () => {
    const { rerender } = render(<Grid status="idle" />);
    expect(screen.getByRole("status")).toHaveTextContent(messages.idle);
    rerender(<Grid status="loading" />);
    expect(screen.getByRole("status")).toHaveTextContent(messages.loading);
    expect(screen.getByRole("group")).toHaveAttribute("aria-busy", "true");
    rerender(<Grid status="ready" slots={[]} />);
    expect(screen.getByRole("status")).toHaveTextContent(messages.empty);
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("reports a failure with a way to try again", async () => {
    const onRetry = vi.fn();
    render(<Grid status="error" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent(messages.error);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("ties its error message to the group", () => {
    render(
      <TimeSlotGrid
        id="slot"
        legend="Time"
        name="slot"
        options={options}
        value=""
        onChange={() => undefined}
        status="ready"
        messages={messages}
        error="Choose a time."
      />,
    );
    expect(screen.getByRole("group", { name: "Time" })).toHaveAccessibleDescription(
      "Choose a time.",
    );
  });

  it("lays out many slots without losing any", () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      value: String(index),
      label: `Slot ${index}`,
    }));
    render(<Grid slots={many} />);
    expect(screen.getAllByRole("radio")).toHaveLength(40);
  });
});
