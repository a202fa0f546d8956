import { company, siteConfig } from "@innovatehub/content/site";

/*
 * Brand colours for the raster card. A PNG cannot read CSS variables, so these repeat the tokens of
 * packages/ui/src/styles/globals.css: --navy, --primary, --primary-foreground, --success, --navy-muted.
 */
const NAVY = "#0b1f44";
const PRIMARY = "#1a56db";
const WHITE = "#ffffff";
const SUCCESS = "#15803d";
const NAVY_MUTED = "#b9c5d9";

const PADDING_PX = 88;
const MARK_SIZE_PX = 132;
/** The mark is drawn on a 32-unit grid (app/layout/logo.tsx). */
const MARK_GRID = 32;
const NAME_SIZE_PX = 84;
const TAGLINE_SIZE_PX = 40;
const TAGLINE_LINE_PX = 54;
const URL_SIZE_PX = 30;
const TAGLINE_MAX_CHARS = 42;
const ACCENT_BAR_HEIGHT_PX = 6;
/** Two decorative circles from the top-right corner, as fractions of the card height. */
const GLOW_OUTER_RADIUS = 0.75;
const GLOW_INNER_RADIUS = 0.45;
const FONT_STACK = "'Plus Jakarta Sans', 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Greedy word wrap; SVG text does not wrap on its own. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (candidate.length > maxChars && line !== "") {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== "") {
    lines.push(line);
  }
  return lines;
}

function brandMark(x: number, y: number): string {
  const scale = MARK_SIZE_PX / MARK_GRID;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="32" height="32" rx="8" fill="${PRIMARY}"/>
    <path d="M16 16 8.5 9.5M16 16l7.5-6.5M16 16l-7.5 6.5M16 16l7.5 6.5" stroke="${WHITE}" stroke-opacity=".7" stroke-width="1.75" stroke-linecap="round"/>
    <circle cx="16" cy="16" r="4.25" fill="${WHITE}"/>
    <circle cx="8.5" cy="9.5" r="2.25" fill="${WHITE}"/>
    <circle cx="23.5" cy="9.5" r="2.25" fill="${SUCCESS}"/>
    <circle cx="8.5" cy="22.5" r="2.25" fill="${WHITE}"/>
    <circle cx="23.5" cy="22.5" r="2.25" fill="${WHITE}"/>
  </g>`;
}

/** The social preview card (1200 x 630): brand mark, name, tagline and host, drawn from content. */
export function ogImageSvg(origin: string): string {
  const width = siteConfig.ogImageWidthPx;
  const height = siteConfig.ogImageHeightPx;
  const nameBaseline = PADDING_PX + MARK_SIZE_PX + PADDING_PX + NAME_SIZE_PX / 2;
  const taglineTop = nameBaseline + TAGLINE_LINE_PX + TAGLINE_SIZE_PX / 2;
  const tagline = wrapWords(company.tagline, TAGLINE_MAX_CHARS)
    .map(
      (line, index) =>
        `<text x="${PADDING_PX}" y="${taglineTop + index * TAGLINE_LINE_PX}" font-size="${TAGLINE_SIZE_PX}" fill="${NAVY_MUTED}">${escapeXml(line)}</text>`,
    )
    .join("\n  ");
  const host = new URL(origin).host;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_STACK}">
  <rect width="${width}" height="${height}" fill="${NAVY}"/>
  <circle cx="${width}" cy="0" r="${height * GLOW_OUTER_RADIUS}" fill="${PRIMARY}" fill-opacity=".35"/>
  <circle cx="${width}" cy="0" r="${height * GLOW_INNER_RADIUS}" fill="${PRIMARY}" fill-opacity=".45"/>
  ${brandMark(PADDING_PX, PADDING_PX)}
  <text x="${PADDING_PX}" y="${nameBaseline}" font-size="${NAME_SIZE_PX}" font-weight="800" fill="${WHITE}">${escapeXml(company.brand)}</text>
  ${tagline}
  <text x="${PADDING_PX}" y="${height - PADDING_PX + URL_SIZE_PX / 2}" font-size="${URL_SIZE_PX}" font-weight="700" fill="${WHITE}">${escapeXml(host)}</text>
  <rect x="${width - PADDING_PX - MARK_SIZE_PX}" y="${height - PADDING_PX - ACCENT_BAR_HEIGHT_PX}" width="${MARK_SIZE_PX}" height="${ACCENT_BAR_HEIGHT_PX}" rx="${ACCENT_BAR_HEIGHT_PX / 2}" fill="${SUCCESS}"/>
</svg>
`;
}
