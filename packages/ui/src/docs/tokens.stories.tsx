import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { contrastRatio, resolveColour } from "./contrast";

/** WCAG AA minimums: text, and graphics or control borders that must be seen. */
const TEXT_MINIMUM = 4.5;
const GRAPHIC_MINIMUM = 3;

interface ColourPair {
  foreground: string;
  background: string;
  /** Text must reach 4.5:1, a graphic 3:1; a decorative colour has no minimum. */
  role: "text" | "graphic" | "decorative";
}

/** The token pairs the kit uses together. Values and ratios are read from the stylesheet when the page renders. */
const PAIRS: readonly ColourPair[] = [
  { foreground: "foreground", background: "background", role: "text" },
  { foreground: "muted-foreground", background: "background", role: "text" },
  { foreground: "muted-foreground", background: "muted", role: "text" },
  { foreground: "card-foreground", background: "card", role: "text" },
  { foreground: "popover-foreground", background: "popover", role: "text" },
  { foreground: "primary-foreground", background: "primary", role: "text" },
  { foreground: "primary-foreground", background: "primary-hover", role: "text" },
  { foreground: "secondary-foreground", background: "secondary", role: "text" },
  { foreground: "accent-foreground", background: "accent", role: "text" },
  { foreground: "navy-foreground", background: "navy", role: "text" },
  { foreground: "navy-muted", background: "navy", role: "text" },
  { foreground: "navy-foreground", background: "navy-hover", role: "text" },
  { foreground: "success-foreground", background: "success", role: "text" },
  { foreground: "success-foreground", background: "success-hover", role: "text" },
  { foreground: "accent-ai-foreground", background: "accent-ai", role: "text" },
  { foreground: "accent-ai-foreground", background: "accent-ai-hover", role: "text" },
  { foreground: "destructive-foreground", background: "destructive", role: "text" },
  { foreground: "destructive-foreground", background: "destructive-hover", role: "text" },
  { foreground: "primary", background: "background", role: "text" },
  { foreground: "destructive", background: "background", role: "text" },
  { foreground: "input", background: "background", role: "graphic" },
  { foreground: "ring", background: "background", role: "graphic" },
  { foreground: "chart-1", background: "background", role: "graphic" },
  { foreground: "chart-2", background: "background", role: "graphic" },
  { foreground: "chart-3", background: "background", role: "graphic" },
  { foreground: "chart-4", background: "background", role: "graphic" },
  { foreground: "chart-5", background: "background", role: "graphic" },
  { foreground: "border", background: "background", role: "decorative" },
];

const MINIMUM: Record<ColourPair["role"], number> = {
  text: TEXT_MINIMUM,
  graphic: GRAPHIC_MINIMUM,
  decorative: 1,
};

function tokenValue(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim();
}

function Swatch({ token }: { token: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-5 rounded-sm border border-border"
        style={{ background: `var(--${token})` }}
      />
      <code>--{token}</code> <span className="text-muted-foreground">{tokenValue(token)}</span>
    </span>
  );
}

function ColourTable() {
  return (
    <table className="border-separate border-spacing-x-4 border-spacing-y-2 text-small">
      <caption className="mb-2 text-left text-h4">
        Colour pairs and their contrast (WCAG 2.2)
      </caption>
      <thead>
        <tr className="text-left">
          <th scope="col">Sample</th>
          <th scope="col">Foreground</th>
          <th scope="col">Background</th>
          <th scope="col">Ratio</th>
          <th scope="col">Needs</th>
        </tr>
      </thead>
      <tbody>
        {PAIRS.map((pair) => {
          const ratio = contrastRatio(
            resolveColour(tokenValue(pair.foreground)),
            resolveColour(tokenValue(pair.background)),
          );
          const minimum = MINIMUM[pair.role];
          return (
            <tr
              key={`${pair.foreground}/${pair.background}`}
              data-ratio={ratio}
              data-minimum={minimum}
            >
              <td>
                {pair.role === "text" ? (
                  <span
                    className="rounded-md px-3 py-1 font-semibold"
                    style={{
                      color: `var(--${pair.foreground})`,
                      background: `var(--${pair.background})`,
                    }}
                  >
                    Aa
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-block h-6 w-10 rounded-md border-4"
                    style={{
                      borderColor: `var(--${pair.foreground})`,
                      background: `var(--${pair.background})`,
                    }}
                  />
                )}
              </td>
              <td>
                <Swatch token={pair.foreground} />
              </td>
              <td>
                <Swatch token={pair.background} />
              </td>
              <td className="font-semibold tabular-nums">{ratio.toFixed(2)}:1</td>
              <td>{pair.role === "decorative" ? "decorative" : `${minimum}:1 (${pair.role})`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Literal class names, so Tailwind generates them. */
const TYPE_SCALE = [
  { className: "text-display", token: "text-display" },
  { className: "text-h1", token: "text-h1" },
  { className: "text-h2", token: "text-h2" },
  { className: "text-h3", token: "text-h3" },
  { className: "text-h4", token: "text-h4" },
  { className: "text-body", token: "text-body" },
  { className: "text-small", token: "text-small" },
] as const;

const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16, 24] as const;
const ELEVATIONS = [
  { className: "shadow-elevation-1", token: "elevation-1", use: "Cards and inputs at rest" },
  { className: "shadow-elevation-2", token: "elevation-2", use: "Raised on hover, menus" },
  { className: "shadow-elevation-3", token: "elevation-3", use: "Dialogs and popovers" },
] as const;

const meta = {
  title: "Foundations/Tokens",
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    docs: {
      description: {
        component:
          "The kit's design tokens as the stylesheet defines them (`src/styles/globals.css`). Contrast ratios are computed in the browser from the resolved colours, and the Colours story fails if a pair drops below its WCAG minimum.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColourTable />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(PAIRS.length);
    for (const row of rows) {
      await expect(Number(row.dataset.ratio)).toBeGreaterThanOrEqual(Number(row.dataset.minimum));
    }
  },
};

export const TypeScale: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {TYPE_SCALE.map((entry) => (
        <div key={entry.token} className="flex flex-col gap-1">
          <code className="text-small text-muted-foreground">
            {entry.className}: {tokenValue(entry.token)}
          </code>
          <p className={entry.className}>Digital solutions for Batangas</p>
        </div>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <ul className="flex flex-col gap-2">
      {SPACING_STEPS.map((step) => (
        <li key={step} className="flex items-center gap-4">
          <code className="w-40 text-small">
            {step} × --spacing ({tokenValue("spacing")})
          </code>
          <span
            aria-hidden="true"
            className="h-4 bg-primary"
            style={{ width: `calc(var(--spacing) * ${step})` }}
          />
        </li>
      ))}
    </ul>
  ),
};

export const Elevation: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8 p-4">
      {ELEVATIONS.map((entry) => (
        <div
          key={entry.token}
          className={`flex w-56 flex-col gap-1 rounded-lg bg-card p-4 ${entry.className}`}
        >
          <code className="text-small">--{entry.token}</code>
          <span className="text-small text-muted-foreground">{entry.use}</span>
        </div>
      ))}
    </div>
  ),
};
