// @ts-check
/**
 * The site's rules for the static host's `_headers` file (written and read by `@innovatehub/static-host`): the
 * security headers of every response and each document's Content-Security-Policy, allowing its inline scripts by hash.
 * No app imports: the post-build step runs on a finished build folder.
 */
import { createHash } from "node:crypto";

/** @typedef {import("@innovatehub/static-host").HeaderRule} HeaderRule */

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP source expressions ('sha256-…') for every inline script of an HTML document. The prerendered
 * pages are static, so their React Router hydration scripts can be allowed by hash (no nonce exists).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") {
      continue;
    }
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Frames the site embeds: the booking calendar and the office map (docs/product.md §2, /booking, /contact). */
const FRAME_ORIGINS = ["https://calendar.google.com", "https://www.google.com"];

/** The CAPTCHA provider (Cloudflare Turnstile): its script and its challenge frame, allowed only with a site key. */
export const CAPTCHA_ORIGIN = "https://challenges.cloudflare.com";

/**
 * The policy of one document. Delivered in a `<meta>` element (the not-found page, which no path rule can
 * reach), it leaves out `frame-ancestors`, which browsers ignore there; X-Frame-Options still applies.
 * @param {{ scriptHashes: Iterable<string>; backendOrigin?: string | undefined; captcha?: boolean; delivery?: "header" | "meta" }} options
 * @returns {string}
 */
export function contentSecurityPolicy({
  scriptHashes,
  backendOrigin,
  captcha = false,
  delivery = "header",
}) {
  const connect = ["'self'", ...(backendOrigin ? [backendOrigin] : [])];
  const captchaSources = captcha ? [CAPTCHA_ORIGIN] : [];
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...captchaSources, ...new Set(scriptHashes)],
    // Sonner and Radix set inline styles at run time; style injection cannot run script.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", ...connect],
    ["frame-src", ...FRAME_ORIGINS, ...captchaSources],
    ...(delivery === "header" ? [["frame-ancestors", "'none'"]] : []),
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * The path patterns of a prerendered page: hosts serve `about/index.html` at `/about` and `/about/`.
 * @param {string} pagePath
 * @returns {string[]}
 */
function pathPatterns(pagePath) {
  return pagePath === "/" ? ["/"] : [pagePath, `${pagePath}/`];
}

/**
 * Headers every response gets, the immutable cache rule for fingerprinted assets, and one rule per
 * document with its own Content-Security-Policy (script chunks, images and fonts carry none).
 * @param {{ pages: readonly { path: string; csp: string }[] }} options
 * @returns {HeaderRule[]}
 */
export function securityHeaderRules({ pages }) {
  return [
    {
      pattern: "/*",
      headers: [
        ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
        ["Referrer-Policy", "strict-origin-when-cross-origin"],
        [
          "Permissions-Policy",
          "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
        ],
        ["X-Content-Type-Options", "nosniff"],
        ["X-Frame-Options", "DENY"],
        ["Cross-Origin-Opener-Policy", "same-origin"],
      ],
    },
    {
      // Vite fingerprints every file under /assets, so they never change.
      pattern: "/assets/*",
      headers: [["Cache-Control", "public, max-age=31536000, immutable"]],
    },
    ...pages.flatMap((page) =>
      pathPatterns(page.path).map((pattern) => ({
        pattern,
        headers: /** @type {[string, string][]} */ ([["Content-Security-Policy", page.csp]]),
      })),
    ),
  ];
}
