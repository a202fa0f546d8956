import type { InquiryKind } from "@innovatehub/domain";
import type {
  InquiryFormCopy,
  SectionHeading as SectionHeadingContent,
} from "@innovatehub/content/site";
import type { FieldConfig } from "@innovatehub/forms/fields";
import { SectionHeading } from "../../sections/common/section-heading";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { InquiryForm } from "./inquiry-form";

type InquirySectionProps = {
  kind: InquiryKind;
  heading: SectionHeadingContent & { id: string };
  copy: Pick<
    InquiryFormCopy,
    "title" | "description" | "submit" | "submitting" | "redirectNotice" | "unreachable" | "toasts"
  >;
  /** The kind's field config (zod-free), read at build time. */
  fields: readonly FieldConfig[];
};

/** The inquiry section of a service page: its heading, the form's title and notes, and the form. */
export function InquirySection({ kind, heading, copy, fields }: InquirySectionProps) {
  const headingId = `${heading.id}-heading`;
  const titleId = `${heading.id}-title`;
  return (
    <section
      id={heading.id}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-muted/40 px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <SectionHeading {...heading} headingId={headingId} />
      <div
        {...fadeUp(
          "top",
          "mx-auto mt-10 max-w-3xl rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-elevation-2 sm:p-10",
        )}
      >
        <div className="mb-8 border-b border-border pb-6">
          <h3 id={titleId} className="text-h3">
            {copy.title}
          </h3>
          <p className="mt-2 text-body text-muted-foreground">{copy.description}</p>
        </div>
        <InquiryForm kind={kind} fields={fields} copy={copy} labelledBy={titleId} />
      </div>
    </section>
  );
}
