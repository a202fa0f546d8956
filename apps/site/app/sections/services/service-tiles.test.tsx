import { screen } from "@testing-library/react";
import { services, servicesPage } from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render-with-router";
import { ServiceTiles } from "./service-tiles";

/** The link reads "Learn More: <title>" (the title part is for screen readers only). */
function learnMoreName(title: string): RegExp {
  return new RegExp(`^Learn More\\s*:\\s*${title}$`);
}

describe("ServiceTiles", () => {
  it("links each tile title and its Learn More button to /{service id}", () => {
    renderWithRouter(
      <ServiceTiles
        heading={servicesPage.tilesHeading}
        services={services}
        learnMoreLabel={servicesPage.learnMoreLabel}
        clientsTeaser={servicesPage.clientsTeaser}
        viewAllClients={servicesPage.viewAllClients}
      />,
      { path: "/services" },
    );
    for (const service of services) {
      expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", `/${service.id}`);
      expect(screen.getByRole("link", { name: learnMoreName(service.title) })).toHaveAttribute(
        "href",
        `/${service.id}`,
      );
    }
    expect(screen.getByRole("link", { name: "View All Clients" })).toHaveAttribute("href", "/clients");
    expect(screen.getByRole("heading", { level: 2, name: "Our Services" })).toBeInTheDocument();
  });
});
