import { useEffect, useRef } from "react";
import { loadTurnstile } from "./turnstile-script";

type CaptchaWidgetProps = {
  siteKey: string;
  /** A fresh token once the challenge passes; null when it expires or fails. A token works once. */
  onToken: (token: string | null) => void;
};

/**
 * The CAPTCHA challenge of a lead form (booking or inquiry), shown only when the build has a site key.
 * Remount it (change its `key`) after each submission for a fresh token.
 */
export function CaptchaWidget({ siteKey, onToken }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnToken = useRef(onToken);

  useEffect(() => {
    latestOnToken.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    let widgetId: string | undefined;
    let remove: ((id: string) => void) | undefined;
    const report = (token: string | null) => latestOnToken.current(token);
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || container.current === null) {
          return;
        }
        remove = (id) => turnstile.remove(id);
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: report,
          "expired-callback": () => report(null),
          "error-callback": () => report(null),
        });
      })
      .catch(() => report(null));
    return () => {
      cancelled = true;
      if (widgetId !== undefined) {
        remove?.(widgetId);
      }
    };
  }, [siteKey]);

  return <div ref={container} className="min-h-[65px]" />;
}
