import type { Action } from "@innovatehub/content/site";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";

type PartnersLinksProps = {
  title: string;
  description: string;
  backToHome: Action;
  contactUs: Action;
};

/** The partners page's closing block (instead of the shared CTA, which would repeat Contact Us): become a partner, with Back to Home and Contact Us. */
export function PartnersLinks({ title, description, backToHome, contactUs }: PartnersLinksProps) {
  return (
    <section
      aria-labelledby="become-partner-heading"
      className="px-4 pt-4 pb-16 sm:px-6 lg:px-8 lg:pb-24"
    >
      <div
        {...fadeUp(
          "top",
          "mx-auto flex max-w-6xl flex-col gap-6 rounded-2xl border border-border bg-secondary p-8 sm:p-10 md:flex-row md:items-center md:justify-between",
        )}
      >
        <div className="max-w-2xl">
          <h2 id="become-partner-heading" className="text-h3">
            {title}
          </h2>
          <p className="mt-2 text-body text-muted-foreground">{description}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <ActionLink action={contactUs} size="lg" />
          <ActionLink action={backToHome} size="lg" variant="outline" />
        </div>
      </div>
    </section>
  );
}
