// @ts-check
/**
 * Static-host configuration shared by the post-build step and the preview server: the `_headers`
 * and `_redirects` files Netlify and Cloudflare Pages read, and each document's Content-Security-Policy.
 * No app imports: the preview server must work on any build folder.
 */
import { createHash } from "node:crypto";

/** @typedef {{ pattern: string; headers: [string, string][] }} HeaderRule */
/** @typedef {{ from: string; to: string; status: number }} RedirectRule */

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

/**
 * The strictest documented limits of the hosts that read `_headers`: Cloudflare Pages allows 100 rules
 * and 2,000 characters per line (Netlify reads the same file).
 */
export const HEADERS_FILE_LIMITS = { maxRules: 100, maxLineLength: 2000 };

/**
 * What in a `_headers` file a host would refuse or cut.
 * @param {string} text
 * @returns {string[]}
 */
export function headersFileViolations(text) {
  const violations = [];
  const rules = parseHeadersFile(text);
  if (rules.length > HEADERS_FILE_LIMITS.maxRules) {
    violations.push(`${rules.length} rules, more than ${HEADERS_FILE_LIMITS.maxRules}`);
  }
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.length > HEADERS_FILE_LIMITS.maxLineLength) {
      violations.push(
        `line ${index + 1} has ${line.length} characters, more than ${HEADERS_FILE_LIMITS.maxLineLength}`,
      );
    }
  });
  return violations;
}

/**
 * @param {HeaderRule[]} rules
 * @returns {string}
 */
export function formatHeadersFile(rules) {
  return rules
    .map((rule) =>
      [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) {
      continue;
    }
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (current && separator > 0) {
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Netlify-style path pattern (`*` matches anything, including nothing) against a path.
 * @param {string} pattern
 * @param {string} pathname
 */
function matchesPattern(pattern, pathname) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`).test(pathname);
}

/**
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  return rules
    .filter((rule) => matchesPattern(rule.pattern, pathname))
    .flatMap((rule) => rule.headers);
}

/**
 * @param {readonly RedirectRule[]} redirects
 * @returns {string}
 */
export function formatRedirectsFile(redirects) {
  return redirects
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join("\n")
    .concat("\n");
}

/**
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirectsFile(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      return from && to ? [{ from, to, status: Number(status ?? 301) }] : [];
    });
}
