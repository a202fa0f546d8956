import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deferPageScripts, deferredModules } from "./defer-scripts.mjs";
import { htmlScriptReferences } from "./first-load.mjs";

const BOOTSTRAP = /<script type="module">([\s\S]*?)<\/script>/;

/** A page as React Router prerenders it, its module URLs absolute paths into `dir`. */
function prerenderedPage(dir: string): string {
  const asset = (name: string) => path.join(dir, name);
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="${asset("manifest.js")}"/>
<link rel="modulepreload" href="${asset("entry.js")}"/>
<link rel="modulepreload" href="${asset("shared.js")}"/>
<link rel="stylesheet" href="/assets/root.css"/></head>
<body><h1>Hello</h1>
<script>window.__reactRouterContext = {};</script>
<script type="module" async="">import "${asset("manifest.js")}";
import * as route0 from "${asset("root.js")}";
import * as route1 from "${asset("home.js")}";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("${asset("entry.js")}");</script></body></html>`;
}

function writeModules(dir: string): void {
  const record = (name: string) => `globalThis.events.push("load ${name}");`;
  writeFileSync(path.join(dir, "manifest.js"), record("manifest"));
  writeFileSync(path.join(dir, "root.js"), `${record("root")}\nexport const id = "root";`);
  writeFileSync(path.join(dir, "home.js"), `${record("home")}\nexport const id = "home";`);
  writeFileSync(
    path.join(dir, "entry.js"),
    `globalThis.events.push("entry sees " + Object.values(globalThis.__reactRouterRouteModules).map((m) => m.id).join(","));`,
  );
}

/**
 * Runs the rewritten bootstrap in a real ES module loader (a child Node process), with a document that
 * records what the script does.
 */
function runBootstrap(
  dir: string,
  script: string,
  visibilityState: "visible" | "hidden",
  paintTiming = true,
) {
  writeFileSync(path.join(dir, "bootstrap.mjs"), script.replaceAll("window.", "globalThis."));
  const harness = `
    globalThis.events = [];
    const preloads = [];
    globalThis.document = {
      visibilityState: ${JSON.stringify(visibilityState)},
      head: { append: (link) => preloads.push(link.href) },
      // The stylesheet critical-css.mjs held back: enabling it is an event too.
      querySelectorAll: () => [{ set disabled(value) { if (!value) globalThis.events.push("stylesheet enabled"); } }],
      createElement: () => ({ rel: "", href: "" }),
    };
    globalThis.requestAnimationFrame = (callback) => { globalThis.events.push("first frame"); setTimeout(callback); };
    // The browser reports the first paint, then the first contentful paint, once each has been presented.
    globalThis.PerformanceObserver = class {
      static supportedEntryTypes = ${JSON.stringify(paintTiming ? ["paint"] : [])};
      constructor(callback) { this.callback = callback; }
      observe() {
        const report = (name) => { globalThis.events.push(name.replaceAll("-", " ")); this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this); };
        setTimeout(() => { report("first-paint"); setTimeout(() => report("first-contentful-paint")); });
      }
      disconnect() {}
    };
    await import("./bootstrap.mjs");
    // The app's modules load asynchronously: wait until the entry has run (or 50 s on a very busy machine).
    const deadline = Date.now() + 50000;
    while (!globalThis.events.some((event) => event.startsWith("entry sees")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    console.log(JSON.stringify({
      events: globalThis.events,
      preloads,
      routeIds: Object.keys(globalThis.__reactRouterRouteModules ?? {}),
    }));`;
  writeFileSync(path.join(dir, "harness.mjs"), harness);
  const output = execFileSync(process.execPath, [path.join(dir, "harness.mjs")], {
    encoding: "utf8",
  });
  return JSON.parse(output) as { events: string[]; preloads: string[]; routeIds: string[] };
}

describe("deferPageScripts", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  function setUp() {
    const dir = mkdtempSync(path.join(tmpdir(), "defer-scripts-"));
    dirs.push(dir);
    writeModules(dir);
    const html = deferPageScripts(prerenderedPage(dir));
    const script = BOOTSTRAP.exec(html)?.[1] ?? "";
    return { dir, html, script };
  }

  it("leaves no module preload in the head, so nothing competes with the first paint", () => {
    const { html } = setUp();
    expect(html.split("<body>")[0]).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<h1>Hello</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("loads nothing before the first contentful paint, then enables the stylesheet, preloads every module and starts the app as React Router did", () => {
    const { dir, script } = setUp();
    const { events, preloads, routeIds } = runBootstrap(dir, script, "visible");
    expect(events.slice(0, 3)).toEqual(["first paint", "first contentful paint", "stylesheet enabled"]);
    expect(events.slice(3, 6).sort()).toEqual(["load home", "load manifest", "load root"]);
    expect(events[6]).toBe("entry sees root,home");
    expect(preloads).toEqual(
      ["manifest.js", "entry.js", "shared.js", "root.js", "home.js"].map((name) =>
        path.join(dir, name),
      ),
    );
    expect(routeIds).toEqual(["root", "routes/home"]);
  });

  it("waits for the first frame in a browser without paint timing", () => {
    const { dir, script } = setUp();
    const { events } = runBootstrap(dir, script, "visible", false);
    expect(events.slice(0, 2)).toEqual(["first frame", "stylesheet enabled"]);
    expect(events).toContain("entry sees root,home");
  });

  it("starts at once in a hidden tab, which never paints a frame", () => {
    const { dir, script } = setUp();
    const { events } = runBootstrap(dir, script, "hidden");
    expect(events).not.toContain("first frame");
    expect(events).not.toContain("first contentful paint");
    expect(events).toContain("entry sees root,home");
  });

  it("keeps every module countable as first-load JavaScript for the bundle budget", () => {
    const { dir, html, script } = setUp();
    expect(deferredModules(script)).toHaveLength(5);
    expect(htmlScriptReferences(html).urls).toEqual(
      expect.arrayContaining(
        ["manifest.js", "entry.js", "shared.js", "root.js", "home.js"].map((name) =>
          path.join(dir, name),
        ),
      ),
    );
    expect(htmlScriptReferences(html).routeIds).toEqual(["root", "routes/home"]);
  });

  it("refuses a page whose bootstrap it does not recognise rather than shipping it unchanged", () => {
    expect(() => deferPageScripts("<html><body><h1>No scripts</h1></body></html>")).toThrow(
      /bootstrap/,
    );
  });
});
