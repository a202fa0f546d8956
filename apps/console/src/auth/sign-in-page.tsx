import { Navigate, useSearchParams } from "react-router";
import { CONSOLE_NAME, consoleAuthCopy } from "@innovatehub/content/console";
import { consoleRoutes } from "../console-paths";
import { Button } from "@innovatehub/ui/button";
import { Card, CardContent, CardHeader } from "@innovatehub/ui/card";
import { FullPageLoading } from "../layout/full-page-loading";
import { useAuth } from "./auth-provider";
import { ChallengeStep } from "./challenge-step";
import { EnrolStep } from "./enrol-step";
import { PasswordStep } from "./password-step";
import { safeNextPath } from "./require-staff";

const TITLES = {
  "signed-out": consoleAuthCopy.signInTitle,
  "needs-enrol": consoleAuthCopy.enrolTitle,
  "needs-challenge": consoleAuthCopy.challengeTitle,
} as const;

/** Password, then enrol (first time) or code; then back to where the person was going. */
export function SignInPage() {
  const { state, signOut } = useAuth();
  const [searchParams] = useSearchParams();
  if (state.status === "loading") {
    return <FullPageLoading />;
  }
  if (state.status === "ready") {
    return <Navigate to={safeNextPath(searchParams.get("next"), consoleRoutes.inbox)} replace />;
  }
  const notice =
    state.status === "signed-out" && state.reason === "expired"
      ? consoleAuthCopy.sessionExpired
      : state.status === "signed-out" && state.reason === "signed-out"
        ? consoleAuthCopy.signedOut
        : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <p className="text-small font-semibold text-primary">{CONSOLE_NAME}</p>
          <h1 className="text-h4">{TITLES[state.status]}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {notice ? (
            <p
              role="status"
              className="rounded-md border border-border bg-background px-3 py-2 text-small"
            >
              {notice}
            </p>
          ) : null}
          {state.status === "signed-out" ? <PasswordStep /> : null}
          {state.status === "needs-enrol" ? <EnrolStep /> : null}
          {state.status === "needs-challenge" ? <ChallengeStep factorId={state.factorId} /> : null}
          {state.status !== "signed-out" ? (
            <Button type="button" variant="ghost" onClick={() => void signOut()}>
              {consoleAuthCopy.useOtherAccount}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
