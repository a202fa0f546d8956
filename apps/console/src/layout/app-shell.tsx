import { NavLink, Outlet } from "react-router";
import { CONSOLE_NAME, consoleAuthCopy } from "@innovatehub/content/console";
import { consoleNav } from "../console-paths";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { useAuth } from "../auth/auth-provider";
import { useStaffRole } from "../auth/use-staff-role";

export function AppShell() {
  const { state, signOut } = useAuth();
  const email = state.status === "ready" ? state.session.user.email : undefined;
  const isAdmin = useStaffRole().data === "admin";
  const nav = consoleNav.filter((item) => !item.adminOnly || isAdmin);
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {consoleAuthCopy.skipToContent}
      </a>
      <header className="border-b border-border bg-navy text-navy-foreground">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-semibold">{CONSOLE_NAME}</p>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        "rounded px-1 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        isActive && "underline",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {email ? <span className="hidden text-small sm:inline">{email}</span> : null}
            <Button type="button" variant="secondary" size="sm" onClick={() => void signOut()}>
              {consoleAuthCopy.signOut}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
