// @ts-check
/**
 * The console's `_headers` rules (the file is written by `@innovatehub/static-host`, read as is by Netlify and
 * Cloudflare Pages and applied by scripts/serve.mjs):
 * a strict CSP (the build has no inline script), no framing, no referrer, and a noindex header for crawlers
 * that skip robots.txt.
 */

/**
 * @param {string} backendOrigin
 * @returns {import("@innovatehub/static-host").HeaderRule[]}
 */
export function consoleHeaderRules(backendOrigin) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Sonner and Radix set inline styles at run time; style injection cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // The authenticator QR code arrives as a data: SVG image from the enrol response; an agent's document photo
    // is shown from Storage's short-lived signed URL on the backend.
    `img-src 'self' data: ${backendOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${backendOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return [
    {
      pattern: "/*",
      headers: [
        ["Content-Security-Policy", csp],
        ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
        ["Referrer-Policy", "no-referrer"],
        [
          "Permissions-Policy",
          "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
        ],
        ["X-Content-Type-Options", "nosniff"],
        ["X-Frame-Options", "DENY"],
        ["Cross-Origin-Opener-Policy", "same-origin"],
        ["X-Robots-Tag", "noindex, nofollow"],
        // Staff data must not linger in shared caches; the fingerprinted assets below override this.
        ["Cache-Control", "no-store"],
      ],
    },
    { pattern: "/assets/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
  ];
}
