import { useEffect, useState } from "react";
import { unsubscribePage } from "@innovatehub/content/site";
import { UNSUBSCRIBE_RPC } from "../../lib/backend/site-backend";
import { getSiteBackend } from "../../lib/backend/supabase-client";
import { takeTokenFromLocation } from "../../lib/link-token";

const INVALID_TOKEN = "invalid_token";

/** Turns the subscription off with the token from the e-mail's link, once, on arrival. */
export default function UnsubscribePage() {
  const [message, setMessage] = useState<{ text: string; role: "status" | "alert" } | null>(null);

  useEffect(() => {
    const token = takeTokenFromLocation();
    const client = getSiteBackend();
    if (token === null || client === null) {
      setMessage({ text: unsubscribePage.errors.noToken, role: "alert" });
      return;
    }
    client.rpc(UNSUBSCRIBE_RPC, { p_token: token }).then(
      ({ error }) =>
        setMessage(
          error === null
            ? { text: unsubscribePage.done, role: "status" }
            : {
                text:
                  error.message === INVALID_TOKEN
                    ? unsubscribePage.errors.invalidToken
                    : unsubscribePage.errors.unavailable,
                role: "alert",
              },
        ),
      () => setMessage({ text: unsubscribePage.errors.unavailable, role: "alert" }),
    );
  }, []);

  if (message === null) {
    return <p aria-live="polite">{unsubscribePage.working}</p>;
  }
  return <p role={message.role}>{message.text}</p>;
}
