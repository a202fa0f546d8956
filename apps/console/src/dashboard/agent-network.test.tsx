import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AgentNetwork } from "./agent-network";

const rpc = vi.hoisted(() => vi.fn());
vi.mock("../lib/supabase", () => ({ supabase: { rpc } }));
// The charts draw in a real browser (the e2e); here they would measure a zero-sized box.
vi.mock("./agent-network-charts", () => ({
  ApplicationsPerWeekChart: () => null,
  ApplicationsByStageChart: () => null,
  ApplicationsByProvinceChart: () => null,
}));

const range = { from: "2026-10-05", to: "2026-10-18" };

const figures = {
  weeks: [
    { week: "2026-10-05", applications: 3 },
    { week: "2026-10-12", applications: 1 },
  ],
  provinces: [
    {
      province_code: "0401000000",
      region_code: null,
      applications: 3,
      in_progress: 1,
      agencies: 2,
      closed: 0,
    },
    {
      province_code: null,
      region_code: "1300000000",
      applications: 1,
      in_progress: 0,
      agencies: 0,
      closed: 1,
    },
  ],
  stages: { screening: 1, approved: 1, onboarded: 1, declined: 1 },
  first_response: { answered: 4, median_minutes: 30 },
  decision: { decided: 3, median_minutes: null },
  conversion: { applications: 4, onboarded: 1, rate: 0.25 },
};

const answer = (data: unknown) => Promise.resolve({ data, error: null });

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AgentNetwork range={range} />
    </QueryClientProvider>,
  );
}

describe("the dashboard's agent network", () => {
  beforeEach(() => {
    rpc.mockReset();
  });

  it("asks the database for the range and names every province", async () => {
    rpc.mockReturnValue(answer(figures));
    show();
    // A string name matches the whole name: the chart's table region is named differently.
    const table = await screen.findByRole("region", { name: "Applications by province" });
    expect(rpc).toHaveBeenCalledWith("staff_agent_dashboard", {
      p_from: "2026-10-05",
      p_to: "2026-10-18",
    });
    const batangas = within(table).getByRole("row", { name: /^Batangas/ });
    expect(
      within(batangas)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "1", "2", "0"]);
    expect(
      within(table).getByRole("rowheader", {
        name: "National Capital Region (NCR), outside any province",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("4 applications in this range")).toBeInTheDocument();
    expect(screen.getByText("30 min of business time, over 4 answered")).toBeInTheDocument();
    expect(
      screen.getByText("No application in this range has been decided yet."),
    ).toBeInTheDocument();
    expect(screen.getByText("25%: 1 of 4 applications onboarded")).toBeInTheDocument();
  });

  it("says so when no application arrived in the range", async () => {
    rpc.mockReturnValue(
      answer({
        ...figures,
        provinces: [],
        stages: {},
        first_response: { answered: 0, median_minutes: null },
        decision: { decided: 0, median_minutes: null },
        conversion: { applications: 0, onboarded: 0, rate: null },
      }),
    );
    show();
    expect(await screen.findByText("No applications in this range.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says the figures could not be loaded, and loads them again on request", async () => {
    rpc.mockReturnValueOnce(
      Promise.resolve({ data: null, error: { message: "mfa_required", code: "PT403" } }),
    );
    rpc.mockReturnValue(answer(figures));
    show();
    expect(
      await screen.findByText("The agent network's figures could not be loaded"),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("region", { name: "Applications by province" }),
    ).toBeInTheDocument();
  });

  it("treats an answer of another shape as an error, never as figures", async () => {
    rpc.mockReturnValue(answer({ ...figures, stages: { archived: 1 } }));
    show();
    expect(
      await screen.findByText("The agent network's figures could not be loaded"),
    ).toBeInTheDocument();
  });
});
