import { useState } from "react";
import { consoleMeetingsCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { Input } from "@innovatehub/ui/input";
import { toast } from "@innovatehub/ui/sonner";
import { useCalendarFeedQuery } from "../data/calendar-feed/calendar-feed-query";
import {
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from "../data/calendar-feed/calendar-feed-mutations";
import { DetailSection } from "../layout/detail-section";
import { LoadError } from "../layout/load-error";
import { consoleConfig } from "../lib/config";
import { formatManila } from "../lib/format";
import { feedLinks } from "./feed-links";

const copy = consoleMeetingsCopy.feed;

/** The link just made: shown once (only its hash is kept), with a copy button and a webcal: link. */
function NewFeedLink({ token }: { token: string }) {
  const links = feedLinks(consoleConfig.supabaseUrl, token);
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(links.url);
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3">
      <p role="status" className="text-small">
        {copy.created}
      </p>
      <Field>
        <FieldLabel>{copy.urlLabel}</FieldLabel>
        <FieldControl>
          <Input
            readOnly
            value={links.url}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
        </FieldControl>
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copyLink()}>
          {copy.copy}
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={links.webcal}>{copy.subscribe}</a>
        </Button>
      </div>
    </div>
  );
}

/** The signed-in member's private calendar feed: make, replace or turn off its secret link. */
export function CalendarFeedPanel() {
  const feed = useCalendarFeedQuery();
  const [token, setToken] = useState<string | null>(null);
  const create = useCreateCalendarFeedMutation({
    onSuccess: (newToken) => setToken(newToken),
    onError: () => toast.error(copy.failed),
  });
  const revoke = useRevokeCalendarFeedMutation({
    onSuccess: () => {
      setToken(null);
      toast.success(copy.revoked);
    },
    onError: () => toast.error(copy.failed),
  });
  const busy = create.isPending || revoke.isPending;

  return (
    <DetailSection id="calendar-feed" title={copy.title}>
      <p className="text-small text-muted-foreground">{copy.intro}</p>
      {feed.isPending ? null : feed.isError ? (
        <LoadError title={copy.loadError} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <p className="text-small">
            {feed.data === null ? copy.none : copy.activeSince(formatManila(feed.data))}
          </p>
          {token === null ? null : <NewFeedLink token={token} />}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              size="sm"
              busy={create.isPending}
              disabled={busy}
              onClick={() => create.mutate()}
            >
              {feed.data === null ? copy.create : copy.regenerate}
            </Button>
            {feed.data === null ? null : (
              <>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  busy={revoke.isPending}
                  disabled={busy}
                  onClick={() => revoke.mutate()}
                >
                  {copy.revoke}
                </Button>
                <span className="text-small text-muted-foreground">{copy.regenerateNote}</span>
              </>
            )}
          </div>
        </>
      )}
    </DetailSection>
  );
}
