import { lazy, Suspense } from "react";
import { unsubscribePage } from "@innovatehub/content/site";
import { buildMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/unsubscribe";

const UnsubscribePage = lazy(() => import("../features/unsubscribe/unsubscribe-page"));

/** Private page behind the unsubscribe link in inquiry e-mails: never indexed, not in the sitemap. */
export const meta: Route.MetaFunction = () =>
  buildMeta({ ...unsubscribePage.meta, path: unsubscribePage.path, indexable: false });

export default function UnsubscribeRoute() {
  return (
    <>
      <PageIntro title={unsubscribePage.title} description={unsubscribePage.meta.description} />
      <section className="mx-auto w-full max-w-3xl px-4 pb-16">
        <Suspense fallback={<p aria-live="polite">{unsubscribePage.working}</p>}>
          <UnsubscribePage />
        </Suspense>
      </section>
    </>
  );
}
