import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { allServicesPage, serviceCategoryTabs, services } from "@innovatehub/content/site";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceCatalogue } from "./service-catalogue";

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

function renderCatalogue(path = "/all-services") {
  const Stub = createRoutesStub([
    {
      path: "/all-services",
      Component: () => (
        <>
          <ServiceCatalogue
            heading={allServicesPage.sectionHeading}
            services={services}
            tabs={serviceCategoryTabs}
            copy={allServicesPage}
          />
          <LocationProbe />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

function cardTitles(): string[] {
  return screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent ?? "");
}

const searchBox = () => screen.getByRole("searchbox", { name: allServicesPage.searchLabel });
const tab = (name: string) => screen.getByRole("tab", { name });
const location = () => screen.getByTestId("location").textContent;

describe("ServiceCatalogue", () => {
  it("shows every service under All by default, with two features each and the result count", () => {
    renderCatalogue();
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    expect(searchBox()).toHaveAttribute("placeholder", "Search services...");
    expect(cardTitles()).toEqual(services.map((service) => service.title));
    const firstCard = screen.getAllByRole("article")[0];
    expect(within(firstCard ?? document.body).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent(allServicesPage.resultsLabel(services.length));
  });

  it("narrows by category tab and writes it to the URL", async () => {
    const user = renderCatalogue();
    await user.click(tab("Web & Mobile"));
    expect(cardTitles()).toEqual(["Digital Customizations", "Web & Mobile Apps"]);
    expect(location()).toBe("/all-services?category=web-mobile");
  });

  it("searches title and description case-insensitively within the chosen tab", async () => {
    const user = renderCatalogue();
    await user.type(searchBox(), "DUBAI");
    expect(cardTitles()).toEqual(["Global Expansion"]);
    expect(location()).toBe("/all-services?q=DUBAI");

    await user.click(tab("Fintech"));
    expect(screen.getByRole("heading", { name: allServicesPage.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(allServicesPage.emptyDescription)).toBeInTheDocument();
    expect(location()).toBe("/all-services?q=DUBAI&category=fintech");

    await user.click(tab("All"));
    expect(cardTitles()).toEqual(["Global Expansion"]);
    expect(searchBox()).toHaveValue("DUBAI");
  });

  it("matches pattern characters literally and ignores surrounding spaces", async () => {
    const user = renderCatalogue();
    await user.type(searchBox(), ".*");
    expect(screen.getByRole("heading", { name: allServicesPage.emptyTitle })).toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), "   qr   ");
    expect(cardTitles()).toEqual(["Fintech Solutions"]);
  });

  it("restores search and tab from the URL", () => {
    renderCatalogue("/all-services?q=online&category=ecommerce");
    expect(searchBox()).toHaveValue("online");
    expect(tab("E-commerce")).toHaveAttribute("aria-selected", "true");
    expect(cardTitles()).toEqual(["E-Commerce Development"]);
  });

  it("clearing the search removes it from the URL", async () => {
    const user = renderCatalogue("/all-services?q=ai");
    await user.clear(searchBox());
    expect(location()).toBe("/all-services");
    expect(cardTitles()).toHaveLength(services.length);
  });
});
