import { useState } from "react";
import { consoleApplicationCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@innovatehub/ui/dialog";
import { toast } from "@innovatehub/ui/sonner";
import { useViewDocumentMutation } from "../data/agents/document-view";

const linkClass = "text-primary underline underline-offset-4";

type Props = { documentId: string; kindLabel: string; contentType: string };

/**
 * "View": the database logs the view and Storage signs a URL that lives a minute; an image shows in a dialog, a
 * PDF opens from the dialog's link in a new tab. A fresh URL (and log row) for every view.
 */
export function DocumentViewer({ documentId, kindLabel, contentType }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const open = useViewDocumentMutation(documentId, {
    onSuccess: setUrl,
    onError: () => toast.error(copy.viewFailed),
  });

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={copy.viewLabel(kindLabel)}
        disabled={open.isPending}
        onClick={() => open.mutate()}
      >
        {copy.view}
      </Button>
      <Dialog open={url !== null} onOpenChange={(next) => (next ? null : setUrl(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{kindLabel}</DialogTitle>
            <DialogDescription>{copy.viewerDescription}</DialogDescription>
          </DialogHeader>
          {url === null ? null : (
            <div className="flex flex-col gap-3">
              {contentType.startsWith("image/") ? (
                <img src={url} alt={kindLabel} className="max-h-[60vh] w-full object-contain" />
              ) : null}
              <a className={linkClass} href={url} target="_blank" rel="noopener noreferrer">
                {copy.openInNewTab}
              </a>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
