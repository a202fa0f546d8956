import { Button } from "@innovatehub/ui/button";

type InquirySubmitRowProps = {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  /** Polite announcement under the button (the pending redirect); the region is always present. */
  status?: string;
};

/** The submit button and the form's status line (the pending redirect is announced there). */
export function InquirySubmitRow({ label, busyLabel = label, busy = false, disabled = false, status = "" }: InquirySubmitRowProps) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button type="submit" size="lg" width="full" className="sm:w-auto sm:min-w-60" busy={busy} disabled={disabled}>
        {busy ? busyLabel : label}
      </Button>
      <p role="status" className="min-h-6 text-small font-medium text-success">
        {status}
      </p>
    </div>
  );
}
