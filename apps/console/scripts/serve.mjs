// @ts-check
/**
 * Preview of the console's static build on 127.0.0.1:$PORT (default 4392), the way a static host serves it:
 * the `_headers` rules on every response and, as a single-page app, index.html for every path that is not a file.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { headersFor, parseHeadersFile } from "@innovatehub/static-host";
import sirv from "sirv";

const DEFAULT_PORT = 4392;
const HOST = "127.0.0.1";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const port = Number(process.env.PORT ?? DEFAULT_PORT);

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run the build first.`);
  process.exit(1);
}

const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
const assets = sirv(root, { dev: false, etag: true, single: true, gzip: true });

const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? "/", `http://${HOST}`).pathname;
  for (const [name, value] of headersFor(rules, pathname)) {
    response.setHeader(name, value);
  }
  if (pathname === "/_headers") {
    response.writeHead(404).end();
    return;
  }
  assets(request, response);
});

server.listen(port, HOST, () => console.info(`Console preview on http://${HOST}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
