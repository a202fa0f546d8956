import { expect, test, type Page } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { servicePages, type ServiceId } from "@innovatehub/content/site";
import { waitForHydration } from "./support/layout";

/** Client-side navigation fetches the target's route data and chunk first; room for a loaded machine. */
const CLIENT_NAVIGATION_TIMEOUT_MS = 30_000;

/** The hero actions docs/product.md §2 names, word for word. */
const SPEC_HERO_ACTIONS: Partial<
  Record<ServiceId, { primary?: [string, string]; secondary?: [string, string] }>
> = {
  "ai-solutions": {
    primary: ["Explore AI Services", "#ai-services"],
    secondary: ["Schedule a Demo", "/contact"],
  },
  ecommerce: {
    primary: ["Explore Solutions", "#ecommerce-services"],
    secondary: ["Get a Quote", "/contact"],
  },
  "global-expansion": {
    primary: [servicePages["global-expansion"].hero.primaryAction.name, "#global-services"],
  },
  "fintech-solutions": {
    primary: ["Explore Solutions", "#fintech-services"],
    secondary: ["Become an Agent", "/contact?service=platapay"],
  },
};

/** The three feature cards of docs/product.md §2 (the fintech "features"). */
const SPEC_FEATURE_CARDS: Partial<Record<ServiceId, readonly string[]>> = {
  "ai-solutions": ["Intelligent Chatbots", "Business Intelligence", "Workflow Automation"],
  "digital-customizations": [
    "Custom Software Development",
    "API Development",
    "Legacy System Modernization",
  ],
  ecommerce: ["Online Store Development", "Order Management", "Payment Integration"],
  "global-expansion": [
    "Dubai Market Entry",
    "International Fintech Solutions",
    "Global Business Consulting",
  ],
  "fintech-solutions": ["Bank-Level Security", "Digital Wallet", "Multiple Payment Options"],
};

const SERVICE_IDS = Object.keys(servicePages).filter((id): id is ServiceId => id in servicePages);

function hero(page: Page) {
  return page.locator('[data-slot="service-hero"]');
}

for (const id of SERVICE_IDS) {
  const content = servicePages[id];

  test.describe(`service page ${content.path}`, () => {
    // One visit a page and width: the hero as prerendered, then both of its actions once hydrated (the secondary
    // last, since it leaves the page).
    test("shows its hero and feature cards; the primary action scrolls to its section, the secondary leads to its page", async ({
      page,
    }) => {
      await page.goto(content.path);
      await test.step("the hero, both actions with their targets, and the feature cards", async () => {
        await expect(
          page.getByRole("heading", { level: 1, name: content.hero.title }),
        ).toBeVisible();
        const expected = SPEC_HERO_ACTIONS[id];
        const primary = expected?.primary ?? [
          content.hero.primaryAction.name,
          content.hero.primaryAction.path,
        ];
        const secondary = expected?.secondary ?? [
          content.hero.secondaryAction.name,
          content.hero.secondaryAction.path,
        ];
        // An in-page anchor is a plain fragment link, the same wherever the page is served.
        await expect(
          hero(page).getByRole("link", { name: primary[0], exact: true }),
        ).toHaveAttribute(
          "href",
          primary[1].startsWith("#") ? primary[1] : `${content.path}${primary[1]}`,
        );
        await expect(
          hero(page).getByRole("link", { name: secondary[0], exact: true }),
        ).toHaveAttribute("href", secondary[1]);
        for (const point of content.hero.featurePoints ?? []) {
          await expect(hero(page).getByText(point.title, { exact: true })).toBeVisible();
        }
        const featureCards = page.getByRole("region", { name: content.featureCards.heading.title });
        await expect(featureCards.getByRole("heading", { level: 3 })).toHaveText([
          ...(SPEC_FEATURE_CARDS[id] ?? content.featureCards.items.map((item) => item.title)),
        ]);
      });

      await waitForHydration(page);
      await test.step("the primary action scrolls to its in-page section", async () => {
        const anchor = content.hero.primaryAction.path.slice(1);
        await hero(page)
          .getByRole("link", { name: content.hero.primaryAction.name, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${content.path}#${anchor}$`));
        const section = page.locator(`section#${anchor}`);
        await expect(section).toBeInViewport();
        await expect(
          section.getByRole("heading", { level: 2, name: content.serviceList.heading.title }),
        ).toBeVisible();
      });

      await test.step("the secondary action leads to its page", async () => {
        await hero(page)
          .getByRole("link", { name: content.hero.secondaryAction.name, exact: true })
          .click();
        const [pathname, search = ""] = content.hero.secondaryAction.path.split("?");
        await expect(page).toHaveURL(
          (url) => url.pathname === pathname && url.search === (search ? `?${search}` : ""),
          { timeout: CLIENT_NAVIGATION_TIMEOUT_MS },
        );
      });
    });
  });
}

test.describe("web and mobile app development page", () => {
  const content = servicePages["mobile-app-development"];

  test("shows the five process steps in order and the technology list", async ({ page }) => {
    await page.goto(content.path);
    const steps = page
      .locator("ol")
      .filter({ hasText: "Discovery & Strategy" })
      .getByRole("listitem");
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery & Strategy",
      "UI/UX Design",
      "Development & Integration",
      "Testing & Quality Assurance",
      "Deployment & Maintenance",
    ]);
    await expect(
      page.getByRole("heading", { level: 2, name: content.technologies?.heading.title }),
    ).toBeVisible();
    for (const group of content.technologies?.groups ?? []) {
      await expect(
        page.getByRole("heading", { level: 3, name: group.name, exact: true }),
      ).toBeVisible();
    }
  });

  test(
    "each card's Learn More goes to /services, or /ai-solutions for the ai-solutions card; Request a Demo to /contact",
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto(content.path);
      const cards = content.solutionCards?.items ?? [];
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const element = page.locator(`[data-card-id="${card.id}"]`);
        await expect(element.getByRole("link", { name: "Learn More" })).toHaveAttribute(
          "href",
          card.id === "ai-solutions" ? "/ai-solutions" : "/services",
        );
        await expect(element.getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
          "href",
          "/contact",
        );
      }
    },
  );

  test("the ai-solutions card's Learn More opens the AI page with its inquiry form (client-side navigation)", async ({
    page,
  }) => {
    await page.goto(content.path);
    await waitForHydration(page);
    await page
      .locator('[data-card-id="ai-solutions"]')
      .getByRole("link", { name: "Learn More" })
      .click();
    // The URL changes once the route's prerendered data and lazy chunk have loaded.
    await expect(page).toHaveURL(/\/ai-solutions$/, { timeout: CLIENT_NAVIGATION_TIMEOUT_MS });
    await expect(page.getByRole("heading", { level: 1, name: "AI Solutions" })).toBeVisible();
    await expect(page.getByRole("form", { name: "AI Solutions Inquiry" })).toBeAttached();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeAttached();
  });
});
