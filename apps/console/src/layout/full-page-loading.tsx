import { consoleInboxCopy } from "@innovatehub/content/console";
import { Skeleton } from "@innovatehub/ui/skeleton";

/** While the session is read from storage: a quiet placeholder, announced once. */
export function FullPageLoading() {
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 px-4"
      aria-busy="true"
    >
      <span className="sr-only" role="status">
        {consoleInboxCopy.loading}
      </span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </main>
  );
}
