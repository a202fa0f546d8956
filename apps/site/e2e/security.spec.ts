import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { clients } from "@innovatehub/content/site";
import { headersFileViolations } from "@innovatehub/static-host";
import { inlineScriptHashes } from "../scripts/lib/host-config.mjs";

const EXPECTED_HEADERS = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
};

/** The parts of a document's policy every page shares (docs/product.md §11). */
function expectDocumentPolicy(csp: string) {
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/frame-src https:\/\/calendar\.google\.com https:\/\/www\.google\.com/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

function expectSharedHeaders(headers: Record<string, string>) {
  expect(headers).toMatchObject(EXPECTED_HEADERS);
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["permissions-policy"]).toContain("camera=()");
}

for (const path of ["/", "/contact", "/this-page-does-not-exist"]) {
  test(`${path} is served with the shared security headers`, DESKTOP_ONLY, async ({ request }) => {
    expectSharedHeaders((await request.get(path)).headers());
  });
}

for (const path of ["/", "/contact"]) {
  test(`${path} carries a policy that allows exactly its own inline scripts`, DESKTOP_ONLY, async ({ request }) => {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    expectDocumentPolicy(csp);
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    const ownHashes = [...new Set(inlineScriptHashes(await response.text()))];
    expect(ownHashes.length).toBeGreaterThan(0);
    expect(scriptSrc).toBe(["script-src", "'self'", ...ownHashes].join(" "));
  });
}

test("an unknown path answers 404 with the not-found page's own policy in its head", DESKTOP_ONLY, async ({ request }) => {
  const response = await request.get("/this-page-does-not-exist");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-security-policy"]).toBeUndefined();
  const html = await response.text();
  const csp = META_POLICY.exec(html)?.[1] ?? "";
  expectDocumentPolicy(csp);
  for (const hash of inlineScriptHashes(html)) {
    expect(csp).toContain(hash);
  }
  expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script"));
});

test("script chunks carry the shared headers and no policy", DESKTOP_ONLY, async ({ request }) => {
  const headers = (await request.get(await firstScriptChunk(request))).headers();
  expectSharedHeaders(headers);
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["cache-control"]).toContain("immutable");
});

test("every line of _headers fits the limits of the hosts that read it", DESKTOP_ONLY, () => {
  const headersFile = readFileSync(new URL("../build/client/_headers", import.meta.url), "utf8");
  expect(headersFileViolations(headersFile)).toEqual([]);
});

/** A script chunk the home page loads (the deferred bootstrap names them). */
async function firstScriptChunk(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const chunk = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expect(chunk).toBeDefined();
  return chunk ?? "";
}

test("the configured Supabase URL is the only other origin the page may connect to", DESKTOP_ONLY, async ({
  request,
}) => {
  const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const connect = csp.split("; ").find((directive) => directive.startsWith("connect-src"));
  const backend = process.env.VITE_SUPABASE_URL;
  expect(connect).toBe(
    backend ? `connect-src 'self' ${new URL(backend).origin}` : "connect-src 'self'",
  );
});

test("no script the site serves carries a client's unmasked e-mail, phone or TIN", DESKTOP_ONLY, () => {
  const assetsDir = new URL("../build/client/assets/", import.meta.url);
  const scripts = readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const secrets = clients.flatMap((client) =>
    [client.email, client.contactNumber, client.tinNumber].filter((value) => value !== undefined),
  );
  expect(secrets.length).toBeGreaterThan(0);
  const leaks = scripts.flatMap((file) => {
    const code = readFileSync(new URL(file, assetsDir), "utf8");
    return secrets.filter((secret) => code.includes(secret)).map((secret) => `${file}: ${secret}`);
  });
  expect(leaks).toEqual([]);
});
