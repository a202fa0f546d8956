import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { STORYBOOK_DIR } from "./paths";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

function fileFor(urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const file = path.join(
    STORYBOOK_DIR,
    relative.endsWith("/") ? `${relative}index.html` : relative,
  );
  if (!file.startsWith(STORYBOOK_DIR)) {
    return undefined;
  }
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built Storybook (`build-storybook`) on a port the OS picks, so two runs on one machine never meet,
 * and hands its address to the workers through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const file = fileFor(request.url ?? "/");
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": "max-age=3600",
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.VISUAL_STORYBOOK_URL = `http://127.0.0.1:${port}`;
  return () => new Promise((resolve) => server.close(() => resolve()));
}
