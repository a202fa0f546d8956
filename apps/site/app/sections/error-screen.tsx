import { isRouteErrorResponse } from "react-router";
import { siteChrome } from "../lib/site-chrome";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) {
    return error.message;
  }
  return String(error);
}

/**
 * Spec section 8 "Routing failure": a screen like React Router's default, headed
 * "Unexpected Application Error!" with the status or message. The stack shows only in development.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-h2">{siteChrome.errorScreenTitle}</h1>
      <p className="mt-4 text-h4 font-normal text-muted-foreground italic">{describe(error)}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-md bg-muted p-4 text-small">{stack}</pre>
      ) : null}
    </main>
  );
}
