import { useEffect, useState } from "react";
import { manageBookingPage } from "@innovatehub/content/site";
import { getSiteBackend } from "../../lib/backend/supabase-client";
import type { ManageBackend } from "./manage-backend";
import { ManageBookingView } from "./manage-booking-view";
import { ManageMessage } from "./manage-message";
import { takeTokenFromLocation } from "../../lib/link-token";

type Opened =
  | { kind: "waiting" }
  | { kind: "missing" }
  | { kind: "open"; token: string; client: ManageBackend };

/**
 * Reads the token in the browser (the prerendered page has none), then shows the booking. Another manage link
 * opened in the same tab only changes the fragment (no new page load): it opens that booking instead, and its
 * token leaves the address bar too.
 */
export default function ManageBookingPage() {
  const [opened, setOpened] = useState<Opened>({ kind: "waiting" });

  useEffect(() => {
    function open() {
      const token = takeTokenFromLocation();
      const client = getSiteBackend();
      setOpened(
        token === null || client === null ? { kind: "missing" } : { kind: "open", token, client },
      );
    }
    function openAnother() {
      if (window.location.hash !== "") {
        open();
      }
    }
    open();
    window.addEventListener("hashchange", openAnother);
    return () => window.removeEventListener("hashchange", openAnother);
  }, []);

  if (opened.kind === "waiting") {
    return <p aria-live="polite">{manageBookingPage.loading}</p>;
  }
  if (opened.kind === "missing") {
    return <ManageMessage role="alert" text={manageBookingPage.errors.noToken} />;
  }
  // A new token is a new booking: a fresh view, nothing kept from the one before.
  return <ManageBookingView key={opened.token} client={opened.client} token={opened.token} />;
}
