import type { Session } from "@supabase/supabase-js";

/** Where a person stands on the way in: the console's data needs a staff session at aal2. */
export type AuthState =
  | { status: "loading" }
  | { status: "signed-out"; reason: "expired" | "signed-out" | null }
  | { status: "needs-enrol"; session: Session }
  | { status: "needs-challenge"; session: Session; factorId: string }
  | { status: "ready"; session: Session };

type Assurance = { currentLevel: string | null; nextLevel: string | null };

/** The state of a session given its assurance levels (aal1 = password only, aal2 = password + code). */
export function authStateOf(session: Session | null, assurance: Assurance | null): AuthState {
  if (session === null || assurance === null) {
    return { status: "signed-out", reason: null };
  }
  if (assurance.currentLevel === "aal2") {
    return { status: "ready", session };
  }
  const verified = session.user.factors?.find(
    (factor) => factor.factor_type === "totp" && factor.status === "verified",
  );
  if (assurance.nextLevel === "aal2" && verified) {
    return { status: "needs-challenge", session, factorId: verified.id };
  }
  return { status: "needs-enrol", session };
}
