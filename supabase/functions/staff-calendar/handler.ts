import { FeedRefusal, type FeedStore } from "../_shared/calendar/store.ts";
import { renderFeed } from "../_shared/calendar/feed.ts";
import { errorKind, type Logger } from "../_shared/logger.ts";

export interface FeedHandlerDependencies {
  feeds: FeedStore;
  logger: Logger;
  /** The staff console's origin, for each event's link to its lead. */
  consoleUrl: string;
}

const HTTP_OK = 200;
const HTTP_NOT_FOUND = 404;
const HTTP_METHOD_NOT_ALLOWED = 405;
const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_INTERNAL_ERROR = 500;
/** The feed's rate limit counts a fixed hour; a calendar app that waits this long is answered again. */
const RETRY_AFTER_SECONDS = 900;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Nothing that tells a caller whether a token ever existed: the same empty 404 for every refusal. */
function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * staff-calendar: GET /functions/v1/staff-calendar?token=<64 hex> answers the member's private feed of upcoming
 * bookings as text/calendar. Calendar apps send no key, so the token is the only credential; the database keeps
 * only its hash, checks it, and counts the feed's requests.
 */
export function createFeedHandler(
  deps: FeedHandlerDependencies,
): (request: Request) => Promise<Response> {
  return async (request) => {
    await request.body?.cancel();
    if (request.method !== "GET" && request.method !== "HEAD") {
      return empty(HTTP_METHOD_NOT_ALLOWED, { Allow: "GET, HEAD" });
    }
    const token = new URL(request.url).searchParams.get("token") ?? "";
    if (!TOKEN_PATTERN.test(token)) {
      deps.logger.info("staff-calendar.refused", { reason: "malformed_token" });
      return empty(HTTP_NOT_FOUND);
    }
    let body: string;
    let events: number;
    try {
      const bookings = await deps.feeds.bookings(token);
      body = renderFeed(bookings, deps.consoleUrl);
      events = bookings.length;
    } catch (error) {
      if (error instanceof FeedRefusal) {
        deps.logger.info("staff-calendar.refused", { reason: error.reason });
        return error.reason === "rate_limited"
          ? empty(HTTP_TOO_MANY_REQUESTS, { "Retry-After": String(RETRY_AFTER_SECONDS) })
          : empty(HTTP_NOT_FOUND);
      }
      deps.logger.error("staff-calendar.failed", { error: errorKind(error) });
      return empty(HTTP_INTERNAL_ERROR);
    }
    deps.logger.info("staff-calendar.served", { events });
    return new Response(request.method === "HEAD" ? null : body, {
      status: HTTP_OK,
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="innovatehub-meetings.ics"',
        "Cache-Control": "private, no-store",
      },
    });
  };
}
