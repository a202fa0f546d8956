import { expect, type Page, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import {
  featuredPartners,
  HOME_TESTIMONIAL_COUNT,
  HOME_TESTIMONIAL_INTERVAL_MS,
  homeTestimonials,
  serviceCards,
  testimonialsCopy,
  homePage,
} from "@innovatehub/content/site";
import { isMobileViewport, waitForHydration } from "./support/layout";

/** Short of the interval, so a step that must not advance yet clearly does not. */
const JUST_BEFORE_MS = HOME_TESTIMONIAL_INTERVAL_MS - 200;
const PAST_INTERVAL_MS = 400;
/** pauseAt must lie ahead of the clock; before the page loads there are no timers to fire. */
const PAUSE_OFFSET_MS = 60_000;

function carousel(page: Page) {
  return page.getByRole("region", { name: testimonialsCopy.carouselLabel });
}

function dot(page: Page, position: number) {
  return carousel(page).getByRole("button", { name: testimonialsCopy.goToLabel(position, HOME_TESTIMONIAL_COUNT) });
}

async function expectCurrentSlide(page: Page, position: number) {
  await expect(dot(page, position)).toHaveAttribute("aria-current", "true");
  const testimonial = homeTestimonials[position - 1];
  await expect(carousel(page).getByText(testimonial?.name ?? "")).toBeInViewport();
}

/** A fixed start for the fake clock, so every run sees the same times. */
const CLOCK_START = new Date("2026-01-05T09:00:00+08:00");
/** Enough fake time for a slide change's scroll animation to finish (the timer is paused meanwhile). */
const SETTLE_MS = 1000;
/** A few animation frames of fake time. */
const FRAME_STEP_MS = 100;

/** Loads home with the fake clock paused, the carousel in view and its timer freshly started. */
async function openHomeWithClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + PAUSE_OFFSET_MS));
  await page.goto("/");
  // The page's scripts start after its first frame (scripts/lib/defer-scripts.mjs): frames come on request.
  await expect(async () => {
    await page.clock.runFor(FRAME_STEP_MS);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: FRAME_STEP_MS });
  }).toPass();
  await carousel(page).scrollIntoViewIfNeeded();
  // The fade-in runs on animation frames, which the paused clock only gives out on request.
  const block = page.locator(".fade-up", { has: carousel(page) });
  await expect(async () => {
    await page.clock.runFor(FRAME_STEP_MS);
    await expect(block).toHaveClass(/fade-in/, { timeout: FRAME_STEP_MS });
  }).toPass();
  // Embla loads once the carousel nears the viewport; its dots are enabled once it runs. React reveals
  // the loaded part on a timer, which the paused clock also only gives out on request.
  await expect(async () => {
    await page.clock.runFor(FRAME_STEP_MS);
    await expect(dot(page, 1)).toBeEnabled({ timeout: FRAME_STEP_MS });
  }).toPass();
  // Leaving the carousel restarts its timer, so each test starts from a known moment.
  await carousel(page).hover();
  await page.mouse.move(0, 0);
  await expectCurrentSlide(page, 1);
}

/** Lets the scroll animation run while the pointer rests on the carousel (autoplay paused). */
async function settle(page: Page) {
  await page.clock.runFor(SETTLE_MS);
}

test("sections appear in their fixed order, fed by content", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(homePage.hero.title);
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "Why Businesses Choose Us",
    homePage.fintechSpotlight.title,
    "Solutions for Every Stage of Growth",
    "Backed by Trusted Financial Institutions",
    testimonialsCopy.homeHeading,
    homePage.ctaBanner.title,
  ]);
  for (const item of homePage.whyChoose.items) {
    await expect(main.getByRole("heading", { level: 3, name: item.title })).toBeAttached();
  }
  await expect(main.getByText("95+")).toBeAttached();
  await expect(main.getByText("215%")).toBeAttached();
  for (const partner of featuredPartners) {
    await expect(main.getByText(partner.name, { exact: true })).toBeAttached();
  }
  await expect(main.getByRole("article")).toHaveCount(serviceCards.length);
  await expect(page.getByRole("contentinfo")).toBeAttached();
});

test("hero actions lead to services and booking", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const hero = page.getByRole("main");
  await expect(hero.getByRole("link", { name: homePage.hero.primaryAction?.name })).toHaveAttribute(
    "href",
    homePage.hero.primaryAction?.path ?? "",
  );
  await hero.getByRole("link", { name: homePage.hero.secondaryAction?.name }).first().click();
  await expect(page).toHaveURL(/\/booking$/);
});

test("service cards link to their pages", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  for (const card of serviceCards) {
    await expect(
      page.getByRole("article").filter({ hasText: card.title }).getByRole("link", { name: /Learn More/ }),
    ).toHaveAttribute("href", card.link);
  }
});

test.describe("testimonials carousel", () => {
  test("has its three named dots, the first current, in the prerendered HTML", DESKTOP_ONLY, async ({ request }) => {
    const html = await (await request.get("/")).text();
    const dots = [...html.matchAll(/<button\b[^>]*data-slot="carousel-dot"[^>]*>/g)].map(([tag]) => tag);
    expect(dots).toHaveLength(HOME_TESTIMONIAL_COUNT);
    dots.forEach((tag, index) => {
      expect(tag).toContain(`aria-label="${testimonialsCopy.goToLabel(index + 1, HOME_TESTIMONIAL_COUNT)}"`);
      expect(tag).toContain("disabled");
      expect(tag.includes('aria-current="true"')).toBe(index === 0);
    });
  });

  test("shows its dots, disabled, while the engine has not loaded, and in the same place once it has", async ({
    page,
  }) => {
    let releaseEngine: () => void = () => undefined;
    const engineHeld = new Promise<void>((resolve) => {
      releaseEngine = resolve;
    });
    await page.route(/carousel-engine[^/]*\.js$/, async (route) => {
      await engineHeld;
      await route.continue();
    });
    // No fade-in or autoplay moving things while the dots' position is compared.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await carousel(page).scrollIntoViewIfNeeded();
    const dots = carousel(page).getByRole("button", { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(HOME_TESTIMONIAL_COUNT);
    for (const position of [1, 2, 3]) {
      await expect(dot(page, position)).toBeDisabled();
    }
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    const before = await dot(page, 3).boundingBox();
    releaseEngine();
    await expect(dot(page, 3)).toBeEnabled();
    expect(await dot(page, 3).boundingBox()).toEqual(before);
  });

  test("advances every 5 seconds and wraps from the last slide to the first", async ({ page }) => {
    await openHomeWithClock(page);
    await page.clock.runFor(JUST_BEFORE_MS);
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(PAST_INTERVAL_MS);
    await expectCurrentSlide(page, 2);
    await page.clock.runFor(HOME_TESTIMONIAL_INTERVAL_MS);
    await expectCurrentSlide(page, 3);
    await page.clock.runFor(HOME_TESTIMONIAL_INTERVAL_MS);
    await expectCurrentSlide(page, 1);
  });

  test("pauses while the pointer is over it and resumes when it leaves", async ({ page }) => {
    await openHomeWithClock(page);
    await carousel(page).hover();
    await page.clock.runFor(HOME_TESTIMONIAL_INTERVAL_MS * 3);
    await expectCurrentSlide(page, 1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(HOME_TESTIMONIAL_INTERVAL_MS + PAST_INTERVAL_MS);
    await expectCurrentSlide(page, 2);
  });

  test("dots jump straight to a slide", async ({ page }) => {
    await openHomeWithClock(page);
    await dot(page, 3).click();
    await settle(page);
    await expectCurrentSlide(page, 3);
    await dot(page, 2).click();
    await settle(page);
    await expectCurrentSlide(page, 2);
  });

  test("previous and next buttons show from md and wrap at both ends", async ({ page }) => {
    await openHomeWithClock(page);
    const previous = carousel(page).getByRole("button", { name: testimonialsCopy.previousLabel });
    const next = carousel(page).getByRole("button", { name: testimonialsCopy.nextLabel });
    if (isMobileViewport(page)) {
      await expect(previous).toBeHidden();
      await expect(next).toBeHidden();
      // Phones still wrap backwards: the arrow key moves the focused carousel.
      await dot(page, 1).focus();
      await page.keyboard.press("ArrowLeft");
      await settle(page);
      await expectCurrentSlide(page, 3);
      return;
    }
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await previous.click();
    await settle(page);
    await expectCurrentSlide(page, 3);
    await next.click();
    await settle(page);
    await expectCurrentSlide(page, 1);
  });
});

test("home fade-ins use the visibility rule", async ({ page }) => {
  await page.goto("/");
  const marked = page.locator("main [data-fade-mode]");
  const modes = await marked.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-fade-mode")));
  // The shared closing block keeps the site-wide rule; every home section uses visibility.
  expect(modes.filter((mode) => mode === "visibility").length).toBeGreaterThan(homePage.whyChoose.items.length);
});
