import { useEffect, useState } from "react";
import { manageBookingPage } from "@innovatehub/content";
import { getSupabaseClient } from "../../lib/supabase";
import type { ManageBackend } from "./manage-backend";
import { ManageBookingView } from "./manage-booking-view";
import { ManageMessage } from "./manage-message";
import { takeTokenFromLocation } from "./read-token";

type Opened =
  | { kind: "waiting" }
  | { kind: "missing" }
  | { kind: "open"; token: string; client: ManageBackend };

/** Reads the token once in the browser (the prerendered page has none), then shows the booking. */
export default function ManageBookingPage() {
  const [opened, setOpened] = useState<Opened>({ kind: "waiting" });

  useEffect(() => {
    const token = takeTokenFromLocation();
    const client = getSupabaseClient();
    setOpened(
      token === null || client === null ? { kind: "missing" } : { kind: "open", token, client },
    );
  }, []);

  if (opened.kind === "waiting") {
    return <p aria-live="polite">{manageBookingPage.loading}</p>;
  }
  if (opened.kind === "missing") {
    return <ManageMessage role="alert" text={manageBookingPage.errors.noToken} />;
  }
  return <ManageBookingView client={opened.client} token={opened.token} />;
}
