import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { clients } from "@innovatehub/content";

const EXPECTED_HEADERS = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
};

for (const path of ["/", "/contact", "/this-page-does-not-exist"]) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers).toMatchObject(EXPECTED_HEADERS);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/calendar\.google\.com https:\/\/www\.google\.com/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
}

test("the configured Supabase URL is the only other origin the page may connect to", async ({
  request,
}) => {
  const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const connect = csp.split("; ").find((directive) => directive.startsWith("connect-src"));
  const backend = process.env.VITE_SUPABASE_URL;
  expect(connect).toBe(
    backend ? `connect-src 'self' ${new URL(backend).origin}` : "connect-src 'self'",
  );
});

test("no script the site serves carries a client's unmasked e-mail, phone or TIN", () => {
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
