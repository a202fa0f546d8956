import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
  parseRedirectsFile,
  securityHeaderRules,
} from "./host-config.mjs";

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
    expect(directive("frame-src")).toBe("frame-src https://calendar.google.com https://www.google.com");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("connects only to the site itself when no backend is configured", () => {
    const local = contentSecurityPolicy({ scriptHashes: [], backendOrigin: undefined });
    expect(local).toContain("connect-src 'self';");
  });
});

describe("_headers", () => {
  it("round-trips through the file format and applies rules by path pattern", () => {
    const rules = parseHeadersFile(formatHeadersFile(securityHeaderRules({ csp: "default-src 'self'" })));
    const page = Object.fromEntries(headersFor(rules, "/about"));
    expect(page).toMatchObject({
      "Content-Security-Policy": "default-src 'self'",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
    });
    expect(page["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(page["Permissions-Policy"]).toContain("camera=()");
    expect(page["Cache-Control"]).toBeUndefined();
    expect(Object.fromEntries(headersFor(rules, "/assets/root-x.js"))["Cache-Control"]).toContain("immutable");
  });
});

describe("_redirects", () => {
  it("round-trips permanent redirects", () => {
    const redirects = [{ from: "/services/platapay", to: "/fintech-solutions", status: 301 }];
    expect(parseRedirectsFile(formatRedirectsFile(redirects))).toEqual(redirects);
  });
});
