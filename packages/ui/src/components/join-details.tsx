import type * as React from "react";

import { cn } from "../lib/utils";

type JoinDetailsTexts = {
  /** What a call says: who calls whom, at which number. */
  call: string;
  /** A video meeting whose room is not made yet. */
  pending: string;
  /** Words before the room's address, e.g. "Join the video meeting"; the address alone when absent. */
  linkPrefix?: string;
};

type JoinDetailsProps = Omit<React.ComponentProps<"a">, "href" | "children"> & {
  kind: "call" | "video";
  /** The video room's address once it exists. */
  url: string | null;
  texts: JoinDetailsTexts;
};

/** How a meeting is joined: the video room's link (opened in a new tab), its pending state, or the call. */
function JoinDetails({ kind, url, texts, className, ...props }: JoinDetailsProps) {
  if (kind === "call") {
    return <>{texts.call}</>;
  }
  if (url === null) {
    return <>{texts.pending}</>;
  }
  return (
    <a
      data-slot="join-details"
      href={url}
      target="_blank"
      rel="noreferrer"
      className={cn("break-all text-primary underline underline-offset-4", className)}
      {...props}
    >
      {texts.linkPrefix === undefined ? url : `${texts.linkPrefix}: ${url}`}
    </a>
  );
}

export { JoinDetails, type JoinDetailsProps, type JoinDetailsTexts };
