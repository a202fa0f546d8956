import { consoleInboxCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { EmptyState } from "@innovatehub/ui/empty-state";

/** What a screen shows when its data did not load: what failed, and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      variant="error"
      title={title}
      description={consoleInboxCopy.errorBody}
      action={
        <Button type="button" onClick={onRetry}>
          {consoleInboxCopy.retry}
        </Button>
      }
    />
  );
}
