import { createServer } from "node:net";

/**
 * A TCP port free on 127.0.0.1 right now, from the kernel (`listen(0)`), for a server a test or a bench starts
 * beside the ones the test command placed (tooling/scripts/free-ports.mjs picks those).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address !== null
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}
