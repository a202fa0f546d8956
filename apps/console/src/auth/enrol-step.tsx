import { useEffect, useRef, useState } from "react";
import { CONSOLE_TOTP_ISSUER, consoleAuthCopy } from "@innovatehub/content/console";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { supabase } from "../lib/supabase";
import { authErrorMessage } from "./auth-errors";
import { CodeForm } from "./code-form";
import { qrCodeImageSource } from "./qr-code-source";

type Enrolment = { factorId: string; qrCode: string; secret: string };

/** First sign-in: a new TOTP factor (QR code and key), confirmed by one code from the app. */
export function EnrolStep() {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // One factor per visit: a second enrol would replace the one whose QR code is on screen.
    if (started.current) {
      return;
    }
    started.current = true;
    void supabase.auth.mfa
      .enroll({ factorType: "totp", issuer: CONSOLE_TOTP_ISSUER })
      .then(({ data, error: enrolError }) => {
        if (enrolError) {
          setError(authErrorMessage(enrolError));
          return;
        }
        setEnrolment({
          factorId: data.id,
          qrCode: qrCodeImageSource(data.totp.qr_code),
          secret: data.totp.secret,
        });
      });
  }, []);

  async function verify(code: string) {
    if (enrolment === null) {
      return;
    }
    const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrolment.factorId,
      code,
    });
    if (verifyError) {
      throw verifyError;
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-small text-muted-foreground">{consoleAuthCopy.enrolIntro}</p>
      {error === null ? null : <EmptyState variant="error" title={error} />}
      {enrolment ? (
        <>
          <img
            src={enrolment.qrCode}
            alt={consoleAuthCopy.qrAlt}
            width={192}
            height={192}
            className="self-center bg-white p-2"
          />
          <div className="flex flex-col gap-1">
            <p className="text-small font-semibold">{consoleAuthCopy.secretLabel}</p>
            <code
              data-testid="totp-secret"
              className="rounded-md bg-muted px-3 py-2 font-mono text-small break-all"
            >
              {enrolment.secret}
            </code>
          </div>
          <CodeForm verify={verify} />
        </>
      ) : null}
    </div>
  );
}
