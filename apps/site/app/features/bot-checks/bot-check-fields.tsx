import { lazy, Suspense } from "react";
import { HoneypotField } from "./honeypot-field";
import type { BotChecks } from "./use-bot-checks";

// Only a build with a CAPTCHA site key ever renders it, so its code stays out of every first load.
const CaptchaWidget = lazy(async () => ({
  default: (await import("./captcha-widget")).CaptchaWidget,
}));

/**
 * A lead form's bot checks, between its fields and its submit row: the honeypot, and the CAPTCHA widget when the
 * build has a site key and `showCaptcha` (a form may wait until the visitor starts on it to load the provider).
 */
export function BotCheckFields({
  checks,
  showCaptcha = true,
}: {
  checks: BotChecks;
  showCaptcha?: boolean;
}) {
  return (
    <>
      <HoneypotField inputRef={checks.honeypotRef} />
      {checks.siteKey !== null && showCaptcha && (
        <Suspense>
          <CaptchaWidget key={checks.round} siteKey={checks.siteKey} onToken={checks.setToken} />
        </Suspense>
      )}
    </>
  );
}
