import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CLIENTS_PREVIEW_LIMIT,
  clientDisplays,
  clientDetailsCopy,
  clientSectionCopy,
  clientTypeFilters,
  clientTypeLabel,
  clients,
  maskEmail,
} from "@innovatehub/content/site";
import { mockReducedMotion, OnScreenIntersectionObserver } from "@innovatehub/vitest-config/happy-dom";
import { renderWithRouter } from "../../test/render-with-router";
import { ClientPartnersSection } from "./client-partners-section";

function desktopFilters() {
  const group = document.querySelector<HTMLElement>('[data-slot="client-filter-buttons"]');
  if (group === null) {
    throw new Error("desktop filter buttons not rendered");
  }
  return within(group);
}

function mobileMenu() {
  const menu = document.querySelector<HTMLElement>('[data-slot="client-filter-menu"]');
  if (menu === null) {
    throw new Error("mobile filter menu not rendered");
  }
  return within(menu);
}

function cardTitles() {
  return screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ClientPartnersSection in show-all mode", () => {
  it("shows every client as cards under the given title, with All pressed", () => {
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        showAll
        title="Our Valued Partners"
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Our Valued Partners" }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(clients.map((client) => client.storeName));
    expect(desktopFilters().getByRole("button", { name: "All Clients" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: clientSectionCopy.cardsView })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("narrows the list to one type and back to all", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        showAll
      />,
    );
    await user.click(desktopFilters().getByRole("button", { name: clientTypeLabel("food") }));
    const food = clients
      .filter((client) => client.type === "food")
      .map((client) => client.storeName);
    expect(cardTitles()).toEqual(food);
    expect(desktopFilters().getByRole("button", { name: clientTypeLabel("food") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(desktopFilters().getByRole("button", { name: "All Clients" }));
    expect(cardTitles()).toHaveLength(clients.length);
  });

  it("offers an unknown type under its own value", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        showAll
      />,
    );
    await user.click(desktopFilters().getByRole("button", { name: "pharmacy" }));
    expect(cardTitles()).toEqual(["Perez Botika"]);
  });

  it("switches to a captioned, scrollable table and back to cards", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        showAll
      />,
    );
    await user.click(screen.getByRole("button", { name: clientSectionCopy.tableView }));
    const table = screen.getByRole("table", { name: clientSectionCopy.tableCaption });
    expect(within(table).getAllByRole("row")).toHaveLength(clients.length + 1);
    const region = screen.getByRole("region", { name: clientSectionCopy.tableCaption });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.style.maxHeight).toBe("600px");
    expect(screen.getByRole("button", { name: clientSectionCopy.tableView })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: clientSectionCopy.cardsView }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(clients.length);
  });

  it("keeps the filter when switching views", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        showAll
      />,
    );
    await user.click(desktopFilters().getByRole("button", { name: clientTypeLabel("agent") }));
    await user.click(screen.getByRole("button", { name: clientSectionCopy.tableView }));
    const agents = clients.filter((client) => client.type === "agent").length;
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(agents + 1);
  });

  it("opens Client Details with masked personal data only, and closes on Escape", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        showAll
      />,
    );
    const first = clients[0];
    if (
      first?.email === undefined ||
      first.tinNumber === undefined ||
      first.contactNumber === undefined
    ) {
      throw new Error("the first sample client should have every field");
    }
    const trigger = screen.getByRole("button", {
      name: clientSectionCopy.viewDetailsLabel(first.storeName),
    });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: clientDetailsCopy.title });
    expect(within(dialog).getByText(maskEmail(first.email))).toBeInTheDocument();
    expect(dialog.textContent).not.toContain(first.email);
    expect(dialog.textContent).not.toContain(first.tinNumber);
    expect(dialog.textContent).not.toContain(first.contactNumber);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("says so when no client matches", () => {
    renderWithRouter(
      <ClientPartnersSection clients={[]} filterOptions={clientTypeFilters([])} showAll />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(clientSectionCopy.emptyMessage);
  });
});

describe("ClientPartnersSection in preview mode", () => {
  it("shows at most eight clients in a carousel under the default title, without a view switch", () => {
    mockReducedMotion(false);
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: clientSectionCopy.defaultTitle }),
    ).toBeInTheDocument();
    const carousel = screen.getByRole("region", { name: clientSectionCopy.carouselLabel });
    expect(within(carousel).getAllByRole("group", { name: /of/ })).toHaveLength(
      CLIENTS_PREVIEW_LIMIT,
    );
    expect(
      screen.queryByRole("button", { name: clientSectionCopy.tableView }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: clientSectionCopy.viewAllClients.name }),
    ).toHaveAttribute("href", clientSectionCopy.viewAllClients.path);
  });

  it("auto-slides only when asked, pausing while the pointer is over it", async () => {
    mockReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", OnScreenIntersectionObserver);
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
      />,
    );
    const still = screen.getByRole("region", { name: clientSectionCopy.carouselLabel });
    await waitFor(() => expect(still).toHaveAttribute("data-ready", "true"));
    expect(still).toHaveAttribute("data-autoplay", "off");
    unmount();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        autoSlide
      />,
    );
    const carousel = screen.getByRole("region", { name: clientSectionCopy.carouselLabel });
    await waitFor(() => expect(carousel).toHaveAttribute("data-autoplay", "playing"));
    await user.hover(carousel);
    expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await user.unhover(carousel);
    expect(carousel).toHaveAttribute("data-autoplay", "playing");
  });

  it("never auto-slides under reduced motion", async () => {
    mockReducedMotion(true);
    vi.stubGlobal("IntersectionObserver", OnScreenIntersectionObserver);
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
        autoSlide
      />,
    );
    const carousel = screen.getByRole("region", { name: clientSectionCopy.carouselLabel });
    await waitFor(() => expect(carousel).toHaveAttribute("data-ready", "true"));
    expect(carousel).toHaveAttribute("data-autoplay", "off");
  });

  it("has a mobile filter menu that closes after a choice and returns focus", async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
      />,
    );
    const trigger = mobileMenu().getByRole("button", { name: /Filter: All Clients/ });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.click(mobileMenu().getByRole("button", { name: clientTypeLabel("remittance") }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveAccessibleName(`Filter: ${clientTypeLabel("remittance")}`);
    expect(trigger).toHaveFocus();
    const remittance = clients
      .filter((client) => client.type === "remittance")
      .map((client) => client.storeName);
    expect(cardTitles()).toEqual(remittance);
  });

  it("closes the mobile filter menu on Escape without changing the filter", async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    renderWithRouter(
      <ClientPartnersSection
        clients={clientDisplays}
        filterOptions={clientTypeFilters(clientDisplays)}
      />,
    );
    const trigger = mobileMenu().getByRole("button", { name: /Filter: All Clients/ });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveAccessibleName("Filter: All Clients");
  });
});
