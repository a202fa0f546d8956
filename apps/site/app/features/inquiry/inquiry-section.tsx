import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type {
  InquiryFormCopy,
  InquiryKind,
  SectionHeading as SectionHeadingContent,
} from "@innovatehub/content";
import type { FieldConfig } from "@innovatehub/forms/fields";
import { useWhenNearViewport } from "@innovatehub/ui/hooks/use-when-near-viewport";
import { SectionHeading } from "../../sections/common/section-heading";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { readInquiryDraft } from "./inquiry-draft";
import { InquiryFormPreview } from "./inquiry-form-preview";
import { loadInquiryForm } from "./preload-inquiry-form";

/** Start loading the form engine when the section is this close to the viewport (about a screen away). */
const INQUIRY_FORM_PRELOAD_MARGIN_PX = 800;

type LoadedForm = Awaited<ReturnType<typeof loadInquiryForm>>;

type InquirySectionProps = {
  kind: InquiryKind;
  heading: SectionHeadingContent & { id: string };
  copy: Pick<InquiryFormCopy, "title" | "description" | "requiredNote" | "submit">;
  /** The kind's field config (zod-free), read at build time, for the preview. */
  fields: readonly FieldConfig[];
};

/**
 * The inquiry section of a service page. The page ships a light preview of the form; the engine (its own
 * chunk, with zod, react-hook-form and only this kind's schema) loads when the section nears the viewport
 * or the visitor reaches into the form, then replaces the preview, taking over what was typed and where
 * the caret was. No Suspense boundary: the prerendered HTML holds the preview once, and the swap happens
 * only after everything it needs has loaded.
 */
export function InquirySection({ kind, heading, copy, fields }: InquirySectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const previewRef = useRef<HTMLFormElement>(null);
  const submitRequested = useRef(false);
  const requested = useRef(false);
  const pointerHeld = useRef(false);
  const waitingForPointer = useRef<LoadedForm | null>(null);
  const [LoadedInquiryForm, setLoadedInquiryForm] = useState<LoadedForm | null>(null);
  // Synchronous, not merely urgent: reading the draft, replacing the preview, focusing the new field and the
  // form library's subscriptions (passive effects) must all happen in one uninterrupted task. A default
  // update may render, commit and run effects in separate tasks, and a key pressed in a gap was lost.
  const reveal = useCallback((component: LoadedForm) => {
    flushSync(() => {
      setLoadedInquiryForm(() => component);
    });
  }, []);

  const activate = useCallback(() => {
    if (requested.current) {
      return;
    }
    requested.current = true;
    void loadInquiryForm(kind).then(
      (component) => {
        // Swapping mid-click would drop the click (its target would leave the page): wait for release.
        if (pointerHeld.current) {
          waitingForPointer.current = component;
        } else {
          reveal(component);
        }
      },
      () => {
        // A failed chunk load leaves the preview in place; the next interaction tries again.
        requested.current = false;
      },
    );
  }, [kind, reveal]);

  const holdPointer = useCallback(() => {
    pointerHeld.current = true;
    activate();
  }, [activate]);

  const releasePointer = useCallback(() => {
    // After the click (and any submit it causes) has been handled.
    setTimeout(() => {
      pointerHeld.current = false;
      const component = waitingForPointer.current;
      waitingForPointer.current = null;
      if (component !== null) {
        reveal(component);
      }
    }, 0);
  }, [reveal]);
  useWhenNearViewport(sectionRef, activate, INQUIRY_FORM_PRELOAD_MARGIN_PX);

  const takeDraft = useCallback(
    () => readInquiryDraft(previewRef.current, fields, submitRequested.current),
    [fields],
  );

  const headingId = `${heading.id}-heading`;
  const titleId = `${heading.id}-title`;
  const preview = (
    <InquiryFormPreview
      idPrefix={`inquiry-${kind}`}
      fields={fields}
      submitLabel={copy.submit}
      labelledBy={titleId}
      formRef={previewRef}
      onActivate={activate}
      onPointerHold={holdPointer}
      onPointerRelease={releasePointer}
      onSubmitRequest={() => {
        submitRequested.current = true;
        activate();
      }}
    />
  );

  return (
    <section
      ref={sectionRef}
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
          <p className="mt-3 text-small text-muted-foreground">{copy.requiredNote}</p>
        </div>
        {LoadedInquiryForm === null ? (
          preview
        ) : (
          <LoadedInquiryForm kind={kind} labelledBy={titleId} takeDraft={takeDraft} />
        )}
      </div>
    </section>
  );
}
