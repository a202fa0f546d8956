import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious } from "./carousel";

const CLIENTS = [
  "Bank of Batangas",
  "PlataPay Agents",
  "Lipa Cooperative",
  "Dubai Trade Hub",
  "Tanauan Market",
  "Calabarzon Rural Bank",
] as const;
const AUTOPLAY_INTERVAL_MS = 800;
const HOVER_WATCH_MS = 2000;
/** Far enough below the fold that the engine (loaded 400 px before the viewport) stays away. */
const FAR_BELOW_FOLD_PX = 3000;

function currentDot(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="carousel-dot"][aria-current="true"]')?.getAttribute("aria-label");
}

const meta = {
  title: "UI/Carousel",
  component: Carousel,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { label: "Our clients", opts: { loop: true } },
  render: (args) => (
    <Carousel {...args} className="mx-auto w-full max-w-5xl">
      <CarouselContent>
        {CLIENTS.map((client) => (
          <CarouselItem key={client}>
            <div className="flex h-40 items-center justify-center rounded-xl border border-border bg-card p-6 text-center text-h4 shadow-elevation-1">
              {client}
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-center gap-2">
        <CarouselPrevious />
        <CarouselDots count={CLIENTS.length} label={(position, total) => `Client ${position} of ${total}`} />
        <CarouselNext />
      </div>
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreviousNextAndDots: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const region = canvas.getByRole("region", { name: "Our clients" });
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(canvas.getAllByRole("group")[0]).toHaveAccessibleName(`1 of ${CLIENTS.length}`);
    await waitFor(() => expect(region).toHaveAttribute("data-ready", "true"));
    await expect(currentDot(canvasElement)).toBe("Client 1 of 6");

    await step("next", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
      await waitFor(() => expect(currentDot(canvasElement)).toBe("Client 2 of 6"));
    });
    await step("previous", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
      await waitFor(() => expect(currentDot(canvasElement)).toBe("Client 1 of 6"));
    });
    await step("dots", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Client 4 of 6" }));
      await waitFor(() => expect(currentDot(canvasElement)).toBe("Client 4 of 6"));
    });
    await step("arrow keys", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await waitFor(() => expect(currentDot(canvasElement)).toBe("Client 5 of 6"));
      await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
      await waitFor(() => expect(currentDot(canvasElement)).toBe("Client 3 of 6"));
    });
    await step("loops from the first slide back to the last", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Client 1 of 6" }));
      await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
      await waitFor(() => expect(currentDot(canvasElement)).toBe(`Client ${CLIENTS.length} of ${CLIENTS.length}`));
    });
  },
};

/** Start-aligned, looping, free drag, 1/2/3/4 per view as the screen widens. */
export const ResponsiveFreeDrag: Story = {
  args: { slidesPerView: "responsive", opts: { align: "start", loop: true, dragFree: true } },
};

export const AutoplayPausesOnHover: Story = {
  // Autoplay keeps moving after the play function: no stable picture (and it never runs under reduced motion).
  tags: ["no-visual"],
  args: { autoplayInterval: AUTOPLAY_INTERVAL_MS },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Our clients" });
    await waitFor(() => expect(region).toHaveAttribute("data-autoplay", "playing"));
    await waitFor(() => expect(currentDot(canvasElement)).toBe("Client 2 of 6"));

    await userEvent.hover(region);
    await expect(region).toHaveAttribute("data-autoplay", "paused");
    const whileHovered = currentDot(canvasElement);
    await new Promise((resolve) => window.setTimeout(resolve, HOVER_WATCH_MS));
    await expect(currentDot(canvasElement)).toBe(whileHovered);

    await userEvent.unhover(region);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    await waitFor(() => expect(currentDot(canvasElement)).not.toBe(whileHovered));
  },
};

export const AutoplayPausesOnFocus: Story = {
  tags: ["no-visual"],
  args: { autoplayInterval: AUTOPLAY_INTERVAL_MS },
  decorators: [
    (Story) => (
      <>
        <Story />
        <button type="button" className="mt-4 underline">
          Outside the carousel
        </button>
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Our clients" });
    await waitFor(() => expect(region).toHaveAttribute("data-autoplay", "playing"));
    await userEvent.click(canvas.getByRole("button", { name: "Client 3 of 6" }));
    await userEvent.unhover(region);
    await expect(canvas.getByRole("button", { name: "Client 3 of 6" })).toHaveFocus();
    await expect(region).toHaveAttribute("data-autoplay", "paused");
    await userEvent.click(canvas.getByRole("button", { name: "Outside the carousel" }));
    await expect(region.contains(document.activeElement)).toBe(false);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
  },
};

/** Every control is in the first render, disabled, until the engine loads as the carousel nears the viewport. */
export const ControlsBeforeTheEngine: Story = {
  // A behaviour test of lazy loading: its picture is a tall spacer, and whether the engine is warm depends on
  // the stories rendered before it in the same page.
  tags: ["no-visual"],
  decorators: [
    (Story) => (
      <>
        <div data-testid="spacer" style={{ height: FAR_BELOW_FOLD_PX }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement, step }) => {
    const region = canvas.getByRole("region", { name: "Our clients" });
    await step("before the engine: disabled, named, the first one current", async () => {
      await expect(region).toHaveAttribute("data-ready", "false");
      await expect(canvas.getByRole("button", { name: "Next slide" })).toBeDisabled();
      const dots = canvasElement.querySelectorAll('[data-slot="carousel-dot"]');
      await expect(dots).toHaveLength(CLIENTS.length);
      for (const dot of dots) {
        await expect(dot).toBeDisabled();
      }
      await expect(currentDot(canvasElement)).toBe(`Client 1 of ${CLIENTS.length}`);
    });
    await step("near the viewport: live, with the same dots", async () => {
      const heightBefore = region.getBoundingClientRect().height;
      region.scrollIntoView();
      await waitFor(() => expect(region).toHaveAttribute("data-ready", "true"));
      await expect(canvas.getByRole("button", { name: `Client 2 of ${CLIENTS.length}` })).toBeEnabled();
      await expect(region.getBoundingClientRect().height).toBe(heightBefore);
    });
  },
};
