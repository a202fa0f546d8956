import { render, screen, within } from "@testing-library/react";
import { AGENT_DUPLICATE_MATCHES_MAX } from "@innovatehub/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApplicationDuplicates } from "./application-duplicates";

const rpc = vi.hoisted(() => vi.fn());
vi.mock("../lib/supabase", () => ({ supabase: { rpc } }));

const APPLICATION_ID = "agt-00000000-0000-4000-8000-000000000001";
const ARRIVED = "2026-11-20T02:00:00Z";

const matches = [
  {
    id: "agt-00000000-0000-4000-8000-000000000002",
    kind: "application",
    status: "declined",
    subject: "PA-7K2M9Q4R",
    created_at: ARRIVED,
    reasons: ["phone", "address"],
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    kind: "booking",
    status: "confirmed",
    subject: "PlataPay agent onboarding",
    created_at: ARRIVED,
    reasons: ["email"],
  },
  {
    id: "inq-00000000-0000-4000-8000-000000000004",
    kind: "inquiry",
    status: "new",
    subject: "ai",
    created_at: ARRIVED,
    reasons: ["email", "phone"],
  },
];

function answers(...responses: { data: unknown; error: unknown }[]) {
  for (const response of responses) {
    rpc.mockResolvedValueOnce(response);
  }
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ApplicationDuplicates id={APPLICATION_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const panel = () => screen.getByRole("region", { name: "Possible duplicates" });

beforeEach(() => {
  rpc.mockReset();
});

describe("the duplicates warning on an application", () => {
  it("says it is checking, then links every match to its own page with why it matched", async () => {
    answers({ data: matches, error: null });
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent("Checking for other applications");
    expect(
      await screen.findByText(
        "3 other records match this application. Check them before you go on.",
      ),
    ).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith("staff_agent_application_duplicates", {
      p_id: APPLICATION_ID,
    });

    const links = within(panel()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Agent application PA-7K2M9Q4R", `/applications/${matches[0]?.id}`],
      ["Booking: PlataPay agent onboarding", `/bookings/${matches[1]?.id}`],
      ["Inquiry: AI Solutions", `/inquiries/${matches[2]?.id}`],
    ]);
    const items = within(panel()).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Declined");
    expect(items[0]).toHaveTextContent("Same mobile number and same store address");
    expect(items[1]).toHaveTextContent("Same e-mail address");
    expect(items[2]).toHaveTextContent("Same e-mail address and same mobile number");
    expect(panel()).not.toHaveTextContent(`Only the ${AGENT_DUPLICATE_MATCHES_MAX} newest`);
  });

  it("says so when nothing matches", async () => {
    answers({ data: [], error: null });
    renderPanel();
    expect(await within(panel()).findByText("No duplicates found")).toBeInTheDocument();
    expect(within(panel()).queryAllByRole("link")).toHaveLength(0);
  });

  it("says when only the newest matches are shown", async () => {
    const many = Array.from({ length: AGENT_DUPLICATE_MATCHES_MAX }, (_, index) => ({
      ...matches[1],
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    }));
    answers({ data: many, error: null });
    renderPanel();
    expect(
      await screen.findByText(`Only the ${AGENT_DUPLICATE_MATCHES_MAX} newest matches are shown.`),
    ).toBeInTheDocument();
    expect(within(panel()).getAllByRole("link")).toHaveLength(AGENT_DUPLICATE_MATCHES_MAX);
  });

  it("reports a failed check and checks again on request", async () => {
    answers(
      { data: null, error: { message: "staff_only", code: "PT403" } },
      { data: [], error: null },
    );
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The check for duplicates could not be loaded",
    );
    within(panel()).getByRole("button", { name: "Try again" }).click();
    expect(await within(panel()).findByText("No duplicates found")).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it("refuses a match reason the console does not know rather than show it", async () => {
    answers({ data: [{ ...matches[1], reasons: ["name"] }], error: null });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The check for duplicates could not be loaded",
    );
  });
});
