// @ts-check
/**
 * Production preview of the static build: serves build/client on 127.0.0.1:$PORT (default 4391)
 * the way the static host does: the `_headers` rules on every response, the `_redirects` rules as
 * HTTP redirects, pretty URLs (/about -> about/index.html), and unknown paths answered with HTTP 404
 * and 404.html. It knows nothing about the app.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { headersFor, parseHeadersFile, parseRedirectsFile } from "@innovatehub/static-host";

const DEFAULT_PORT = 4391;
const HOST = "127.0.0.1";
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(process.env.PREVIEW_ROOT ?? path.join(appRoot, "build", "client"));
const port = Number(process.env.PORT ?? DEFAULT_PORT);

/** @param {string} name */
function readOptional(name) {
  const file = path.join(root, name);
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run the build first.`);
  process.exit(1);
}

/** The build as served; reloaded when a new build lands (postbuild writes `_headers` last). */
function loadBuild() {
  const headersFile = path.join(root, "_headers");
  return {
    stamp: existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0,
    headerRules: parseHeadersFile(readOptional("_headers")),
    redirects: parseRedirectsFile(readOptional("_redirects")),
    notFoundHtml: readOptional("404.html"),
    assets: sirv(root, { dev: false, etag: true, extensions: ["html"], brotli: true, gzip: true }),
  };
}

let build = loadBuild();

function currentBuild() {
  const headersFile = path.join(root, "_headers");
  const stamp = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (stamp !== build.stamp) {
    try {
      build = loadBuild();
      console.info("Preview: a new build was found and is now served");
    } catch (error) {
      // A build is still being written; keep serving the previous one and look again next request.
      console.warn(`Preview: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return build;
}

const SERVICE_UNAVAILABLE = 503;

const server = createServer((request, response) => {
  try {
    handle(request, response);
  } catch (error) {
    console.warn(`Preview: ${error instanceof Error ? error.message : String(error)}`);
    if (!response.headersSent) {
      response.writeHead(SERVICE_UNAVAILABLE, { "Retry-After": "1" });
    }
    response.end();
  }
});

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function handle(request, response) {
  const { headerRules, redirects, notFoundHtml, assets } = currentBuild();
  const url = new URL(request.url ?? "/", `http://${HOST}`);
  for (const [name, value] of headersFor(headerRules, url.pathname)) {
    response.setHeader(name, value);
  }

  const redirect = redirects.find((rule) => rule.from === url.pathname.replace(/(.)\/+$/, "$1"));
  if (redirect) {
    response.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
    response.end();
    return;
  }

  const notFound = () => {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(request.method === "HEAD" ? undefined : notFoundHtml);
  };
  if (HOST_FILES.has(url.pathname)) {
    notFound();
    return;
  }
  assets(request, response, notFound);
}

server.listen(port, HOST, () => {
  console.info(`Preview of ${path.relative(process.cwd(), root) || "."} on http://${HOST}:${port}`);
});

// A rebuild can delete a file between lookup and read; answer that request with an error, keep serving.
process.on("uncaughtException", (error) => {
  if ("code" in error && error.code === "ENOENT") {
    console.warn(`Preview: ${error.message} (the build changed while serving)`);
    return;
  }
  throw error;
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
