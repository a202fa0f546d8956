import type { IncomingMessage } from "node:http";

/**
 * The X-Forwarded-For header the way Supabase's gateway passes it to PostgREST: whatever the client sent, then the
 * address the connection came from. The database reads the first entry (private.client_address()), so a test or a
 * load script may name its client address by sending the header itself, as any client can on Supabase.
 */
export function forwardedFor(request: IncomingMessage): string {
  const sent = request.headers["x-forwarded-for"];
  const previous = Array.isArray(sent) ? sent.join(", ") : sent;
  const socketAddress = request.socket.remoteAddress ?? "unknown";
  return previous === undefined || previous === ""
    ? socketAddress
    : `${previous}, ${socketAddress}`;
}
