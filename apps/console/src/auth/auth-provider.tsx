import { createContext, use, useEffect, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Session } from "@supabase/supabase-js";
import { hadStoredSession, supabase } from "../lib/supabase";
import { authStateOf, type AuthState } from "./auth-state";

type AuthContextValue = { state: AuthState; signOut: () => Promise<void> };

const AuthContext = createContext<AuthContextValue | null>(null);

async function stateOf(session: Session | null): Promise<AuthState> {
  if (session === null) {
    return authStateOf(null, null);
  }
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return authStateOf(session, data);
}

/** Follows the session: sign-in, code verified, silent refresh, sign-out, and a refresh that failed (expiry). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading" });
  const signingOut = useRef(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      // Auth calls must not run inside this callback (supabase-js holds a lock); read the levels just after.
      setTimeout(() => {
        void stateOf(session).then((next) => {
          if (!active) {
            return;
          }
          if (event === "SIGNED_OUT") {
            queryClient.clear();
            setState({
              status: "signed-out",
              reason: signingOut.current ? "signed-out" : "expired",
            });
            signingOut.current = false;
            return;
          }
          if (event === "INITIAL_SESSION" && session === null && hadStoredSession) {
            setState({ status: "signed-out", reason: "expired" });
            return;
          }
          setState(next);
        });
      }, 0);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [queryClient]);

  const signOut = async () => {
    signingOut.current = true;
    await supabase.auth.signOut({ scope: "local" });
  };

  return <AuthContext value={{ state, signOut }}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (value === null) {
    throw new Error("useAuth needs an AuthProvider");
  }
  return value;
}
