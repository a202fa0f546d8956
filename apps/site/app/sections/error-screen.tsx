import { isRouteErrorResponse } from "react-router";
import { routeErrorPage } from "@innovatehub/content/site";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return routeErrorPage.fallbackMessage;
}

/**
 * docs/product.md §8 "Routing failure": a screen like React Router's default, headed
 * "Unexpected Application Error!" with the status or message. It renders outside the app shell
 * (the shell itself may be what failed), so it links home with a plain anchor.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-h2">{routeErrorPage.title}</h1>
      <p className="mt-4 text-h4 font-normal text-muted-foreground italic">{describe(error)}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-md bg-muted p-4 text-small">{stack}</pre>
      ) : null}
      <a
        href={routeErrorPage.homeLink.path}
        className="mt-8 inline-block font-semibold text-primary underline underline-offset-4"
      >
        {routeErrorPage.homeLink.name}
      </a>
    </main>
  );
}
