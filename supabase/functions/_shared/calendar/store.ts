import { createClient } from "@supabase/supabase-js";
import type { FeedBooking } from "./feed.ts";

/** Why a feed request was refused: the token opens no feed, or the feed was asked too often this hour. */
export class FeedRefusal extends Error {
  override name = "FeedRefusal";
  constructor(readonly reason: "unknown_feed" | "rate_limited") {
    super(reason);
  }
}

export class FeedStoreError extends Error {
  override name = "FeedStoreError";
  constructor(readonly code: string) {
    super(`database call failed with ${code}`);
  }
}

export interface FeedStore {
  /** The bookings the feed with this token lists; throws FeedRefusal for an unknown token or too many requests. */
  bookings(token: string): Promise<FeedBooking[]>;
}

function isFeedBooking(value: unknown): value is FeedBooking {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "id") === "string" &&
    typeof Reflect.get(value, "scheduled_at") === "string" &&
    typeof Reflect.get(value, "ends_at") === "string"
  );
}

/** public.calendar_feed_bookings over PostgREST with the service role (the only role allowed to call it). */
export function createSupabaseFeedStore(url: string, serviceRoleKey: string): FeedStore {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return {
    async bookings(token) {
      const { data, error } = await client.rpc("calendar_feed_bookings", { p_token: token });
      if (error) {
        if (error.message === "unknown_feed" || error.message === "rate_limited") {
          throw new FeedRefusal(error.message);
        }
        throw new FeedStoreError(error.code);
      }
      const rows: unknown[] = Array.isArray(data) ? data : [];
      return rows.filter(isFeedBooking);
    },
  };
}
