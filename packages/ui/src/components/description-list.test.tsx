import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { DescriptionList } from "./description-list";

describe("DescriptionList", () => {
  it("pairs every term with its value", async () => {
    render(
      <DescriptionList
        items={[
          { term: "Name", description: "Alma Reyes" },
          { term: "Topic", description: "Mobile app" },
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Name", "Topic"]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "Alma Reyes",
      "Mobile app",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("renders nothing but the list when there are no items", () => {
    const { container } = render(<DescriptionList items={[]} />);
    expect(container.querySelector("dl")).toBeEmptyDOMElement();
  });
});
