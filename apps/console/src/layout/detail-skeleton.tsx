import { Skeleton } from "@innovatehub/ui/skeleton";

const PLACEHOLDER_LINES = 8;

/** A detail screen while it loads: a title and lines of fields, announced once by `label`. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-8 w-64" />
      {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
        <Skeleton key={index} className="h-5 w-full max-w-xl" />
      ))}
    </div>
  );
}
