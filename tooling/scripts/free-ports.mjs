// @ts-check
/**
 * Prints N distinct TCP ports that are free on 127.0.0.1 right now, one a line, for the test command's servers
 * (local backend, the site's and the console's previews), so two runs on one machine never meet.
 *
 * The ports come from below the kernel's ephemeral range: every `listen(0)` and every outgoing connection
 * (browsers' DevTools pipes, Vite's fallbacks, database clients) takes its port from that range, so a port
 * chosen here at the start stays untaken for the whole run. Random, not sequential, so two runs starting
 * together do not probe the same ports.
 * Usage: node free-ports.mjs <count>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Above Vitest's browser servers (23315 upwards, falling forward when taken). */
const LOWEST = 24_000;
/** Linux's default ephemeral range starts here; /proc tells the truth where it is readable. */
const DEFAULT_EPHEMERAL_START = 32_768;

function ephemeralStart() {
  try {
    const [start] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    const value = Number(start);
    return Number.isInteger(value) && value > LOWEST ? value : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

/** @param {number} port @returns {Promise<boolean>} */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(true)));
  });
}

const count = Number(process.argv[2] ?? "1");
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: node free-ports.mjs <count>");
  process.exit(2);
}
const highest = ephemeralStart() - 1;
/** @type {Set<number>} */
const chosen = new Set();
while (chosen.size < count) {
  const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST));
  if (!chosen.has(port) && (await isFree(port))) {
    chosen.add(port);
  }
}
console.log([...chosen].join("\n"));
