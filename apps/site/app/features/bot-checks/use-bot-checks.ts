import { useRef, useState } from "react";
import { captchaSiteKey } from "./captcha-config";

/** What a lead form sends for the bot checks: the trap's value ("" from a person) and, with CAPTCHA on, the token. */
export type BotCheckValues = { honeypot: string; captcha?: { token: string | null } };

/**
 * The state of a lead form's bot checks, the same for the booking and the inquiry forms: the honeypot field's
 * ref, the CAPTCHA site key (null when the build has none), the current token and the widget's round. A token
 * works once, so `renew()` after each submission remounts the widget for a fresh one.
 */
export function useBotChecks() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [siteKey] = useState(captchaSiteKey);
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  return {
    honeypotRef,
    siteKey,
    round,
    setToken,
    /** Nothing left to solve: CAPTCHA is off or the challenge passed. */
    passed: siteKey === null || token !== null,
    read(): BotCheckValues {
      const honeypot = honeypotRef.current?.value ?? "";
      return siteKey === null ? { honeypot } : { honeypot, captcha: { token } };
    },
    renew() {
      if (siteKey !== null) {
        setToken(null);
        setRound((current) => current + 1);
      }
    },
  };
}

export type BotChecks = ReturnType<typeof useBotChecks>;
