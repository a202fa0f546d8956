import { createClient } from "@supabase/supabase-js";
import type { Database } from "../database.types.ts";
import { narrowBooking } from "../domain/index.ts";
import type { FeedBooking } from "../rows.ts";

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

/** public.calendar_feed_bookings over PostgREST with the service role (the only role allowed to call it). */
export function createSupabaseFeedStore(url: string, serviceRoleKey: string): FeedStore {
  const client = createClient<Database>(url, serviceRoleKey, {
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
      return data.map(narrowBooking);
    },
  };
}
