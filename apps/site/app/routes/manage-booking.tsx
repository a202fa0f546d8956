import { lazy, Suspense } from "react";
import { manageBookingPage } from "@innovatehub/content/site";
import { buildMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/manage-booking";

// supabase-js and the slot picker load only on this page, after it renders.
const ManageBookingPage = lazy(() => import("../features/manage-booking/manage-booking-page"));

/** Private page behind the link in booking e-mails: never indexed, not in the sitemap. */
export const meta: Route.MetaFunction = () =>
  buildMeta({ ...manageBookingPage.meta, path: manageBookingPage.path, indexable: false });

export default function ManageBookingRoute() {
  return (
    <>
      <PageIntro title={manageBookingPage.title} description={manageBookingPage.meta.description} />
      <section className="mx-auto w-full max-w-3xl px-4 pb-16">
        <Suspense fallback={<p aria-live="polite">{manageBookingPage.loading}</p>}>
          <ManageBookingPage />
        </Suspense>
      </section>
    </>
  );
}
