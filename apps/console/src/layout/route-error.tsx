import { Link } from "react-router";
import { consoleRouteErrorCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { consoleRoutes } from "../console-paths";

/**
 * Each screen's error boundary: a screen that throws while loading or drawing shows this in its place, inside
 * the shell, so the navigation stays usable and the person can reload or leave.
 */
export function RouteError() {
  return (
    <EmptyState
      variant="error"
      title={copy.title}
      description={copy.body}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" onClick={() => window.location.reload()}>
            {copy.reload}
          </Button>
          <Button asChild variant="outline">
            <Link to={consoleRoutes.inbox}>{copy.backToInbox}</Link>
          </Button>
        </div>
      }
    />
  );
}
