import { Navigate, Outlet, useLocation } from "react-router";
import { consoleRoutes } from "../console-paths";
import { useAuth } from "./auth-provider";
import { FullPageLoading } from "../layout/full-page-loading";

/** Screens behind this need a staff session at aal2; anyone else goes to sign-in and comes back here after. */
export function RequireStaff() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "loading") {
    return <FullPageLoading />;
  }
  if (state.status !== "ready") {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${consoleRoutes.signIn}?next=${next}`} replace />;
  }
  return <Outlet />;
}

/** Only a path inside the console (never another origin) may be the place to return to. */
export function safeNextPath(next: string | null, fallback: string): string {
  return next !== null && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")
    ? next
    : fallback;
}
