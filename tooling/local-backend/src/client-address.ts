import type { IncomingMessage } from "node:http";

/**
 * The client-address headers the way a Supabase project's front door passes them to PostgREST and to the
 * functions (supabase/README.md, "Client address"):
 * - `cf-connecting-ip`: the address the connection came from, set by the platform; a value the client sent is
 *   replaced. The database counts this one (private.client_address()).
 * - `x-forwarded-for`: whatever the client sent, then that same address appended. Never trusted.
 */
export function clientAddressHeaders(
  request: IncomingMessage,
): Record<"cf-connecting-ip" | "x-forwarded-for", string> {
  const sent = request.headers["x-forwarded-for"];
  const previous = Array.isArray(sent) ? sent.join(", ") : sent;
  const socketAddress = request.socket.remoteAddress ?? "unknown";
  return {
    "cf-connecting-ip": socketAddress,
    "x-forwarded-for":
      previous === undefined || previous === "" ? socketAddress : `${previous}, ${socketAddress}`,
  };
}
