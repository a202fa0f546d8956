import { screen, within } from "@testing-library/react";
import {
  companyFigures,
  featuredPartners,
  HOME_FEATURED_PARTNER_COUNT,
  HOME_SERVICE_FEATURES_SHOWN,
  serviceCards,
  homePage,
} from "@innovatehub/content/site";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render-with-router";
import { FintechSpotlight } from "./fintech-spotlight";
import { PartnersStrip } from "./partners-strip";
import { ServicesOverview } from "./services-overview";

describe("ServicesOverview", () => {
  it("shows each card's badge, at most three features and a link to its page", () => {
    renderWithRouter(
      <ServicesOverview
        heading={homePage.servicesOverview.heading}
        cards={serviceCards}
        linkLabel={homePage.servicesOverview.cardLinkLabel}
        action={homePage.servicesOverview.action}
      />,
    );
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(serviceCards.length);
    serviceCards.forEach((card, index) => {
      const article = within(articles[index] ?? document.body);
      expect(article.getByRole("heading", { level: 3, name: card.title })).toBeInTheDocument();
      expect(article.getAllByRole("listitem")).toHaveLength(
        Math.min(card.features.length, HOME_SERVICE_FEATURES_SHOWN),
      );
      expect(
        article.getByRole("link", {
          name: new RegExp(`^${homePage.servicesOverview.cardLinkLabel}\\s*:\\s*${card.title}$`),
        }),
      ).toHaveAttribute("href", card.link);
      if (card.badge === "") {
        expect(article.queryByText(/^(Featured|New)$/)).not.toBeInTheDocument();
      } else {
        expect(article.getByText(card.badge)).toBeInTheDocument();
      }
    });
    expect(screen.getByRole("link", { name: homePage.servicesOverview.action.name })).toHaveAttribute(
      "href",
      homePage.servicesOverview.action.path,
    );
  });
});

describe("FintechSpotlight", () => {
  it("lists the PlataPay services and the claimed figures", () => {
    renderWithRouter(<FintechSpotlight {...homePage.fintechSpotlight} figures={companyFigures} />);
    for (const service of homePage.fintechSpotlight.services) {
      expect(screen.getByText(service.title)).toBeInTheDocument();
    }
    expect(screen.getByText("95+")).toBeInTheDocument();
    expect(screen.getByText("215%")).toBeInTheDocument();
    expect(screen.getByText(homePage.fintechSpotlight.agentNetwork.title)).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: homePage.fintechSpotlight.secondaryAction.name }),
    ).toHaveAttribute("href", homePage.fintechSpotlight.secondaryAction.path);
  });
});

describe("PartnersStrip", () => {
  it("shows the six featured partners by name", () => {
    renderWithRouter(
      <PartnersStrip
        heading={homePage.partnersStrip.heading}
        partners={featuredPartners}
        action={homePage.partnersStrip.action}
      />,
    );
    expect(featuredPartners).toHaveLength(HOME_FEATURED_PARTNER_COUNT);
    for (const partner of featuredPartners) {
      expect(screen.getByText(partner.name)).toBeInTheDocument();
    }
  });
});
