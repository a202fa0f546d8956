import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  formatHeadersFile,
  formatRedirectsFile,
  HEADERS_FILE_LIMITS,
  headersFileViolations,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
} from "@innovatehub/static-host";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaderRules } from "./host-config.mjs";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly as written and skips external and empty ones", () => {
    const html = `<script>window.a = 1;</script><script type="module" async="">import "/x.js";</script>
      <script src="/assets/app.js"></script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-abc'", "'sha256-abc'"],
    backendOrigin: "https://project.supabase.co",
  });
  const directive = (name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

  it("allows scripts only from the site and the listed hashes, once each", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-abc'");
  });

  it("lets the browser reach the configured backend and embed only the Google frames", () => {
    expect(directive("connect-src")).toBe("connect-src 'self' https://project.supabase.co");
    expect(directive("frame-src")).toBe(
      "frame-src https://calendar.google.com https://www.google.com",
    );
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("connects only to the site itself when no backend is configured", () => {
    const local = contentSecurityPolicy({ scriptHashes: [], backendOrigin: undefined });
    expect(local).toContain("connect-src 'self';");
  });

  it("allows the CAPTCHA provider's script and frame only when the build has a site key", () => {
    expect(csp).not.toContain("challenges.cloudflare.com");
    const withCaptcha = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], captcha: true });
    const part = (name: string) =>
      withCaptcha.split("; ").find((directive) => directive.startsWith(`${name} `));
    expect(part("script-src")).toBe(
      "script-src 'self' https://challenges.cloudflare.com 'sha256-abc'",
    );
    expect(part("frame-src")).toBe(
      "frame-src https://calendar.google.com https://www.google.com https://challenges.cloudflare.com",
    );
    expect(part("connect-src")).toBe("connect-src 'self'");
  });

  it("leaves frame-ancestors out of a policy delivered in a meta element, where browsers ignore it", () => {
    const meta = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], delivery: "meta" });
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).toContain("script-src 'self' 'sha256-abc'");
  });
});

describe("_headers", () => {
  const rules = parseHeadersFile(
    formatHeadersFile(
      securityHeaderRules({
        pages: [
          { path: "/", csp: "script-src 'self' 'sha256-home'" },
          { path: "/about", csp: "script-src 'self' 'sha256-about'" },
        ],
      }),
    ),
  );
  const headersAt = (pathname: string) => Object.fromEntries(headersFor(rules, pathname));

  it("gives every response the security headers and each document its own policy", () => {
    expect(headersAt("/about")).toMatchObject({
      "Content-Security-Policy": "script-src 'self' 'sha256-about'",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
    });
    expect(headersAt("/about/")["Content-Security-Policy"]).toBe(
      "script-src 'self' 'sha256-about'",
    );
    expect(headersAt("/")["Content-Security-Policy"]).toBe("script-src 'self' 'sha256-home'");
    expect(headersAt("/about")["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(headersAt("/about")["Permissions-Policy"]).toContain("camera=()");
    expect(headersAt("/about")["Cache-Control"]).toBeUndefined();
  });

  it("sends script chunks and other assets no policy, only the shared headers and a long cache", () => {
    const chunk = headersAt("/assets/root-x.js");
    expect(chunk["Content-Security-Policy"]).toBeUndefined();
    expect(chunk["X-Content-Type-Options"]).toBe("nosniff");
    expect(chunk["Cache-Control"]).toContain("immutable");
  });
});

describe("headersFor", () => {
  const rules = parseHeadersFile(
    "/*\n  X-A: all\n/robots.txt\n  X-B: robots\n/assets/*\n  X-C: asset\n",
  );

  it("gives a path every rule's headers whose pattern matches it, in the file's order", () => {
    expect(headersFor(rules, "/robots.txt")).toEqual([
      ["X-A", "all"],
      ["X-B", "robots"],
    ]);
    expect(headersFor(rules, "/assets/a.js")).toEqual([
      ["X-A", "all"],
      ["X-C", "asset"],
    ]);
  });

  it("reads a pattern's characters literally, `*` aside", () => {
    expect(headersFor(rules, "/robotsXtxt")).toEqual([["X-A", "all"]]);
    expect(headersFor(rules, "/assetsX/a.js")).toEqual([["X-A", "all"]]);
  });
});

describe("headersFileViolations", () => {
  it("accepts a file within the hosts' limits", () => {
    expect(headersFileViolations("/*\n  X-Frame-Options: DENY\n")).toEqual([]);
  });

  it("names a line longer than the hosts accept and too many rules", () => {
    const longValue = "x".repeat(HEADERS_FILE_LIMITS.maxLineLength);
    expect(headersFileViolations(`/*\n  Content-Security-Policy: ${longValue}\n`)).toEqual([
      `line 2 has ${longValue.length + "  Content-Security-Policy: ".length} characters, more than 2000`,
    ]);
    const manyRules = Array.from({ length: 101 }, (_, index) => `/p${index}\n  X-A: b`).join("\n");
    expect(headersFileViolations(manyRules)).toEqual(["101 rules, more than 100"]);
  });
});

describe("_redirects", () => {
  it("round-trips permanent redirects", () => {
    const redirects = [{ from: "/services/platapay", to: "/fintech-solutions", status: 301 }];
    expect(parseRedirectsFile(formatRedirectsFile(redirects))).toEqual(redirects);
  });
});
