import type * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Label } from "./label";
import { NativeSelect, NativeSelectOption } from "./native-select";

function StoreTypeSelect(props: React.ComponentProps<typeof NativeSelect>) {
  return (
    <>
      <Label htmlFor="store-type">Store Type</Label>
      <NativeSelect id="store-type" name="storeType" defaultValue="" {...props}>
        <NativeSelectOption value="">Select store type</NativeSelectOption>
        <NativeSelectOption value="retail">Retail products</NativeSelectOption>
        <NativeSelectOption value="digital">Digital products</NativeSelectOption>
      </NativeSelect>
    </>
  );
}

describe("NativeSelect", () => {
  it("is a labelled combobox that starts on its placeholder and takes the chosen option", async () => {
    render(<StoreTypeSelect />);
    const select = screen.getByRole("combobox", { name: "Store Type" });
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Select store type" })).toHaveProperty("selected", true);

    await userEvent.selectOptions(select, "Digital products");
    expect(select).toHaveValue("digital");
    expect(await axeViolations()).toEqual([]);
  });

  it("gives the select, not its wrapper, the props and ref, so a form can register it and post its value", () => {
    let registered: HTMLSelectElement | null = null;
    render(
      <form aria-label="Inquiry">
        <StoreTypeSelect
          defaultValue="retail"
          aria-invalid
          ref={(element) => {
            registered = element;
          }}
        />
      </form>,
    );
    const select = screen.getByRole("combobox", { name: "Store Type" });
    expect(registered).toBe(select);
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(new FormData(screen.getByRole<HTMLFormElement>("form", { name: "Inquiry" })).get("storeType")).toBe("retail");
  });

  it("can be disabled", () => {
    render(<StoreTypeSelect disabled />);
    expect(screen.getByRole("combobox", { name: "Store Type" })).toBeDisabled();
  });
});
